import { FieldFrame } from './FieldFrame';
import type { ComponentPropsWithRef } from 'react';

interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled multi-line field, with a hint and an error like TextField's. */
export function TextAreaField({ id, label, error, hint, required, className, rows = 4, ...textareaProps }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error} className={className}>
      {(aria) => <textarea id={id} rows={rows} className="field__input field__textarea" {...aria} {...textareaProps} />}
    </FieldFrame>
  );
}
