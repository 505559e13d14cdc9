import type { RosterRow } from '@cdi/contracts';
import { formatCountdown, timerTone } from '@cdi/exam-core';
import { useCallback, useMemo } from 'react';
import { useTickingValue } from '../../../shared/hooks/use-ticking-value';
import { lastSavedText, PAUSED_TEXT, rowCountdown } from '../lib/live-time';
import { openSection } from '../lib/row-sections';
import { durationText, lastActivityAt, offlineSeconds, rowAlerts, uncreditedSeconds } from '../lib/roster-alerts';
import '../invigilation.css';

interface LiveCellProps {
  row: RosterRow;
  /** How far the server's clock is ahead of ours. */
  clockOffsetMs: number;
}

/** The open section's time left by the server's clock, ticking; 'Paused' while it stands still. */
export function CountdownCell({ row, clockOffsetMs }: LiveCellProps) {
  const read = useCallback((now: number) => rowCountdown(row, now + clockOffsetMs)?.seconds ?? null, [row, clockOffsetMs]);
  const seconds = useTickingValue(read);
  if (seconds === null) return <span className="muted">—</span>;
  if (openSection(row)?.pausedAt) return <span className="roster-time roster-time--paused">{PAUSED_TEXT}</span>;
  return <span className={`roster-time roster-time--${timerTone(seconds)}`}>{formatCountdown(seconds)}</span>;
}

/** '8 s ago', ticking. */
export function LastSavedCell({ row, clockOffsetMs }: LiveCellProps) {
  const read = useCallback(
    (now: number) => lastSavedText(row.lastSavedAt, now + clockOffsetMs),
    [row.lastSavedAt, clockOffsetMs],
  );
  const text = useTickingValue(read);
  return row.lastSavedAt ? <time dateTime={row.lastSavedAt}>{text}</time> : <span className="muted">{text}</span>;
}

/** Time offline while sitting, ticking during a disconnection; what can still be credited back below it. */
export function OfflineCell({ row, clockOffsetMs }: LiveCellProps) {
  const read = useCallback((now: number) => offlineSeconds(row, now + clockOffsetMs), [row, clockOffsetMs]);
  const total = useTickingValue(read);
  if (total === 0) return <span className="muted">—</span>;
  const owed = uncreditedSeconds(row);
  return (
    <span className="roster-stack roster-offline">
      <span>{durationText(total)}</span>
      {owed > 0 && <span className="roster-stack__note">{durationText(owed)} to credit</span>}
    </span>
  );
}

/** The flags that need the invigilator's eye, most urgent first. */
export function AlertsCell({ row, clockOffsetMs }: LiveCellProps) {
  // Alerts change with time passing (offline, idle): look again each second by the server's clock.
  const second = useTickingValue(useCallback((now: number) => Math.floor((now + clockOffsetMs) / 1000), [clockOffsetMs]));
  const alerts = useMemo(() => rowAlerts(row, second * 1000), [row, second]);
  if (alerts.length === 0) return <span className="muted">—</span>;
  return (
    <ul className="roster-alerts">
      {alerts.map(({ tone, text }) => (
        <li key={text} className={`roster-alert roster-alert--${tone}`}>
          {text}
        </li>
      ))}
    </ul>
  );
}

/** 'Saved 8 s ago' with the last move or save below it: 'Active 3 s ago'. */
export function ActivityCell({ row, clockOffsetMs }: LiveCellProps) {
  const activity = lastActivityAt(row);
  const read = useCallback((now: number) => lastSavedText(activity, now + clockOffsetMs), [activity, clockOffsetMs]);
  const activeText = useTickingValue(read);
  return (
    <span className="roster-stack">
      <LastSavedCell row={row} clockOffsetMs={clockOffsetMs} />
      {activity && row.status === 'in_progress' && <span className="roster-stack__note">Active {activeText}</span>}
    </span>
  );
}
