import type { RosterRow } from '@cdi/contracts';
import { formatCountdown, timerTone } from '@cdi/exam-core';
import { useCallback } from 'react';
import { useTickingValue } from '../../../shared/hooks/use-ticking-value';
import { lastSavedText, PAUSED_TEXT, rowCountdown } from '../lib/live-time';
import { openSection } from '../lib/roster-view';

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
