import type { ReactNode } from 'react';

export interface FieldControlProps {
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  id: string;
  label: string;
  hideLabel?: boolean;
  required?: boolean;
  hint?: ReactNode;
  /** A live status line (e.g. an availability check), announced politely. */
  status?: ReactNode;
  statusTone?: 'neutral' | 'success' | 'error';
  error?: string;
  className?: string;
  /** The control itself, given the ARIA wiring to its label, hint, status and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** What every form field shares: the label (and required mark), then hint, status and error wired to the control. */
export function FieldFrame({
  id,
  label,
  hideLabel = false,
  required,
  hint,
  status,
  statusTone = 'neutral',
  error,
  className,
  children,
}: FieldFrameProps) {
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, status !== undefined && statusId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <div className="field__label-row">
        <label htmlFor={id} className={hideLabel ? 'sr-only' : 'field__label'}>
          {label}
        </label>
        {required && !hideLabel && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children({
        'aria-required': required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {status !== undefined && (
        <p id={statusId} className={`field__status field__status--${statusTone}`} aria-live="polite">
          {status}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
