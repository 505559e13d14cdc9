import type { RosterRow, ShownQuestionNumbers } from '@cdi/contracts';
import type { ReactNode } from 'react';
import { arrangedExtraMinutes } from '../lib/row-sections';
import { answeredSummary, answeredSummaryLong, extensionMinutes, type RosterSortKey } from '../lib/roster-view';
import { ActivityCell, AlertsCell, CountdownCell, OfflineCell } from './LiveCells';
import { PresenceCell } from './PresenceCell';
import { MessageCell, ProgressCell } from './ProgressCell';
import { FlagsCell, WritingWordsCell } from './WritingCells';

/** What a cell may need besides its row. */
export interface RosterCellContext {
  /** How far the server's clock is ahead of ours. */
  clockOffsetMs: number;
  /** How the test's paper numbers its questions, for positions and flags. */
  shownNumbers: ShownQuestionNumbers;
  /** Opens a candidate's timeline (those who have opened the test). */
  onOpenTimeline: (row: RosterRow & { attemptId: string }) => void;
}

/** One column of the roster: adding a column is adding one entry to ROSTER_COLUMNS. */
export interface RosterColumn {
  /** Stable: the invigilator's choice of columns is remembered by it. */
  id: string;
  header: string;
  cell: (row: RosterRow, context: RosterCellContext) => ReactNode;
  sortKey?: RosterSortKey;
  align?: 'start' | 'end';
  /** False for what the roster is for, the candidate and their alerts: always shown. */
  canHide: boolean;
}

function CandidateCell({ row, onOpenTimeline }: { row: RosterRow } & Pick<RosterCellContext, 'onOpenTimeline'>) {
  const { attemptId } = row;
  const extraMinutes = arrangedExtraMinutes(row);
  return (
    <span className="roster-candidate">
      {attemptId ? (
        <button
          type="button"
          className="link-button strong"
          title="Show the timeline"
          onClick={() => onOpenTimeline({ ...row, attemptId })}
        >
          {row.name}
        </button>
      ) : (
        <span className="strong">{row.name}</span>
      )}
      <span className="roster-candidate__id">{row.candidateId}</span>
      {extraMinutes !== null && (
        <span className="badge badge--info roster-candidate__arrangement" title="Special arrangements: extra time per section">
          <span className="sr-only">Extra time </span>+{extraMinutes} min
        </span>
      )}
    </span>
  );
}

/**
 * The roster's columns in the order shown. Alerts comes straight after the candidate, so what needs
 * the invigilator's eye is on screen at any width.
 */
export const ROSTER_COLUMNS: readonly RosterColumn[] = [
  {
    id: 'candidate',
    header: 'Candidate',
    sortKey: 'name',
    canHide: false,
    cell: (row, { onOpenTimeline }) => <CandidateCell row={row} onOpenTimeline={onOpenTimeline} />,
  },
  {
    id: 'alerts',
    header: 'Alerts',
    sortKey: 'alerts',
    canHide: false,
    cell: (row, { clockOffsetMs }) => <AlertsCell row={row} clockOffsetMs={clockOffsetMs} />,
  },
  { id: 'connection', header: 'Connection', canHide: true, cell: (row) => <PresenceCell online={row.online} /> },
  {
    id: 'status',
    header: 'Status',
    sortKey: 'status',
    canHide: true,
    cell: (row, { shownNumbers }) => <ProgressCell row={row} shownNumbers={shownNumbers} />,
  },
  {
    id: 'timeLeft',
    header: 'Time left',
    canHide: true,
    cell: (row, { clockOffsetMs }) => <CountdownCell row={row} clockOffsetMs={clockOffsetMs} />,
  },
  {
    id: 'lastSaved',
    header: 'Last saved',
    sortKey: 'lastSaved',
    canHide: true,
    cell: (row, { clockOffsetMs }) => <ActivityCell row={row} clockOffsetMs={clockOffsetMs} />,
  },
  {
    id: 'answered',
    header: 'Answered',
    sortKey: 'answered',
    canHide: true,
    cell: (row) => (
      <span className="roster-answered">
        <span aria-hidden="true">
          {answeredSummary(row)
            .split(' · ')
            .map((part, i) => (
              <span key={part} className="roster-chunk">
                {i > 0 && ' · '}
                {part}
              </span>
            ))}
        </span>
        <span className="sr-only">{answeredSummaryLong(row)}</span>
      </span>
    ),
  },
  { id: 'words', header: 'Words', canHide: true, cell: (row) => <WritingWordsCell row={row} /> },
  {
    id: 'flags',
    header: 'Flags',
    canHide: true,
    cell: (row, { shownNumbers }) => <FlagsCell row={row} shownNumbers={shownNumbers} />,
  },
  {
    id: 'offline',
    header: 'Offline',
    canHide: true,
    cell: (row, { clockOffsetMs }) => <OfflineCell row={row} clockOffsetMs={clockOffsetMs} />,
  },
  { id: 'message', header: 'Message', canHide: true, cell: (row) => <MessageCell row={row} /> },
  {
    id: 'extraTime',
    header: 'Extra time',
    align: 'end',
    canHide: true,
    cell: (row) => {
      const minutes = extensionMinutes(row);
      return minutes > 0 ? `+${minutes} min` : <span className="muted">—</span>;
    },
  },
];
