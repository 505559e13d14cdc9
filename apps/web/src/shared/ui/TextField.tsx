import { FieldFrame } from './FieldFrame';
import { useState, type ComponentPropsWithRef } from 'react';

interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** A live status line under the field (for example an availability check); the region exists whenever this is set. */
  status?: string;
  statusTone?: 'neutral' | 'success' | 'error';
  /** Renders a password input with a show/hide toggle. */
  revealable?: boolean;
  hideLabel?: boolean;
}

export function TextField({
  id,
  label,
  error,
  hint,
  status,
  statusTone = 'neutral',
  revealable = false,
  hideLabel = false,
  type = 'text',
  required,
  className,
  ...inputProps
}: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const inputType = revealable ? (revealed ? 'text' : 'password') : type;
  return (
    <FieldFrame
      id={id}
      label={label}
      hideLabel={hideLabel}
      required={required}
      hint={hint}
      status={status}
      statusTone={statusTone}
      error={error}
      className={className}
    >
      {(aria) => (
        <div className={revealable ? 'field__control field__control--revealable' : 'field__control'}>
          <input id={id} type={inputType} className="field__input" {...aria} {...inputProps} />
          {revealable && (
            <button
              type="button"
              className="field__reveal"
              aria-label={`${revealed ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
              aria-controls={id}
              onClick={() => setRevealed((value) => !value)}
            >
              {revealed ? 'Hide' : 'Show'}
            </button>
          )}
        </div>
      )}
    </FieldFrame>
  );
}
