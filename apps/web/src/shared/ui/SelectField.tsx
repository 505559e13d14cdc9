import { FieldFrame } from './FieldFrame';
import type { ComponentPropsWithRef } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id'> {
  id: string;
  label: string;
  options: SelectOption[];
  /** A first, empty choice such as 'Choose a tenant...'. */
  placeholder?: string;
  error?: string;
  hint?: string;
  hideLabel?: boolean;
}

export function SelectField({
  id,
  label,
  options,
  placeholder,
  error,
  hint,
  hideLabel = false,
  required,
  className,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} hideLabel={hideLabel} required={required} hint={hint} error={error} className={className}>
      {(aria) => (
        <select id={id} className="field__input field__select" {...aria} {...selectProps}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
