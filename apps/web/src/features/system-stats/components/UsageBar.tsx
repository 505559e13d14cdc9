import { formatPercent } from '../lib/format-stats';

/** A usage bar whose figure keeps the page's one decimal (the shared ProgressBar shows whole percents). */
export function UsageBar({ label, percent }: { label: string; percent: number }) {
  const value = Math.min(100, Math.max(0, percent));
  const shown = formatPercent(value);
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
        aria-valuetext={shown}
      >
        <div className="progress__fill" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
