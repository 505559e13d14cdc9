interface ProgressBarProps {
  label: string;
  /** 0-100. */
  percent: number;
}

export function ProgressBar({ label, percent }: ProgressBarProps) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <div className="progress">
      <div className="progress__label">
        <span>{label}</span>
        <span className="progress__value">{value}%</span>
      </div>
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        <div className="progress__fill" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
