import { useId } from 'react';

export interface CheckboxOption {
  value: string;
  label: string;
  hint?: string;
}

interface CheckboxGroupProps {
  legend: string;
  options: CheckboxOption[];
  values: readonly string[];
  onChange: (values: string[]) => void;
  error?: string;
  required?: boolean;
}

/** A set of checkboxes under one legend, whose value is the list of ticked options. */
export function CheckboxGroup({ legend, options, values, onChange, error, required }: CheckboxGroupProps) {
  const errorId = useId();
  const toggle = (value: string, on: boolean) => onChange(on ? [...values, value] : values.filter((v) => v !== value));
  return (
    <fieldset className="staff__choices" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="field__label">
        {legend}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {options.map((option) => (
        <label key={option.value} className="staff__choice">
          <input
            type="checkbox"
            checked={values.includes(option.value)}
            onChange={(e) => toggle(option.value, e.target.checked)}
          />
          <span>
            {option.label}
            {option.hint && <span className="staff__choice-hint"> {option.hint}</span>}
          </span>
        </label>
      ))}
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
