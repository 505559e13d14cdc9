import { useRef } from 'react';
import { formatBytes } from '@cdi/contracts';

interface FileFieldProps {
  id: string;
  label: string;
  accept: string;
  files: File[];
  onChange: (files: File[]) => void;
  multiple?: boolean;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  error?: string;
}

/** A file picker that lists what is chosen (name and size) and can clear it. */
export function FileField({
  id,
  label,
  accept,
  files,
  onChange,
  multiple = false,
  required,
  disabled,
  hint,
  error,
}: FileFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const listId = `${id}-chosen`;
  const describedBy = [hint && hintId, files.length > 0 && listId, error && errorId].filter(Boolean).join(' ');

  const clear = () => {
    if (input.current) input.current.value = '';
    onChange([]);
  };

  return (
    <div className="field">
      <div className="field__label-row">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <input
        ref={input}
        id={id}
        type="file"
        className="field__input field__file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(Array.from(event.target.files ?? []))}
      />
      {files.length > 0 && (
        <div className="field__files">
          <ul id={listId} className="field__file-list" aria-label={`Chosen ${label.toLowerCase()}`}>
            {files.map((file, i) => (
              <li key={`${file.name}-${i}`}>
                {file.name} <span className="field__file-size">({formatBytes(file.size)})</span>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="field__clear"
            onClick={clear}
            disabled={disabled}
            aria-label={`Clear ${label.toLowerCase()}`}
          >
            Clear
          </button>
        </div>
      )}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
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
