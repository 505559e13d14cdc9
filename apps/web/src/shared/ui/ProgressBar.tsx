interface ProgressBarProps {
  label: string;
  /** 0-100. */
  percent: number;
  /** How the figure reads, when not as a whole percent (e.g. one decimal for usage figures). */
  format?: (percent: number) => string;
}

export function ProgressBar({ label, percent, format }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, percent));
  const value = format ? clamped : Math.round(clamped);
  const shown = format ? format(clamped) : `${value}%`;
  return (
    <div className="progress">
      <div className="progress__label">
        <span>{label}</span>
        <span className="progress__value">{shown}</span>
      </div>
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={format ? shown : undefined}
      >
        <div className="progress__fill" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
