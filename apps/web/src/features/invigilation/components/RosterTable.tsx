import { Texts, type RosterRow } from '@cdi/contracts';
import { Table, type Column } from '../../../shared/ui/Table';
import type { SortState } from '../../../shared/ui/table-sort';
import { answeredSummary, answeredSummaryLong, extensionMinutes, type RosterSortKey } from '../lib/roster-view';
import { ActivityCell, AlertsCell, CountdownCell, OfflineCell } from './LiveCells';
import { PresenceCell } from './PresenceCell';
import { MessageCell, ProgressCell } from './ProgressCell';
import '../invigilation.css';

interface RosterTableProps {
  rows: RosterRow[];
  clockOffsetMs: number;
  sort: SortState<RosterSortKey>;
  onSort: (key: RosterSortKey) => void;
  /** Attempts chosen for an action. */
  selected: ReadonlySet<string>;
  onToggle: (attemptId: string) => void;
  /** Every row shown is chosen, some are, or none. */
  allState: 'all' | 'some' | 'none';
  onToggleAll: () => void;
  /** Opens a candidate's timeline (those who have opened the test). */
  onOpenTimeline: (row: RosterRow & { attemptId: string }) => void;
}

function SelectAll({
  state,
  disabled,
  onToggle,
}: {
  state: RosterTableProps['allState'];
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <input
      type="checkbox"
      className="roster-check"
      aria-label="Select all candidates shown"
      checked={state === 'all'}
      disabled={disabled}
      ref={(input) => {
        if (input) input.indeterminate = state === 'some';
      }}
      onChange={onToggle}
    />
  );
}

function columns({
  clockOffsetMs,
  selected,
  onToggle,
  allState,
  onToggleAll,
  onOpenTimeline,
  selectable,
}: Omit<RosterTableProps, 'rows' | 'sort' | 'onSort'> & { selectable: boolean }): Column<RosterRow, RosterSortKey>[] {
  return [
    {
      header: 'Select',
      headerCell: <SelectAll state={allState} disabled={!selectable} onToggle={onToggleAll} />,
      cell: (row) => (
        <input
          type="checkbox"
          className="roster-check"
          aria-label={`Select ${row.name}`}
          // A candidate who has not opened the test yet has no attempt to act on.
          disabled={!row.attemptId}
          title={row.attemptId ? undefined : 'Has not opened the test yet'}
          checked={row.attemptId ? selected.has(row.attemptId) : false}
          onChange={() => row.attemptId && onToggle(row.attemptId)}
        />
      ),
    },
    {
      header: 'Candidate',
      sortKey: 'name',
      cell: (row) => {
        const { attemptId } = row;
        const name = attemptId ? (
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
        );
        return (
          <span className="roster-candidate">
            {name}
            <span className="roster-candidate__id">{row.candidateId}</span>
          </span>
        );
      },
    },
    { header: 'Connection', cell: (row) => <PresenceCell online={row.online} /> },
    { header: 'Status', sortKey: 'status', cell: (row) => <ProgressCell row={row} /> },
    {
      header: 'Answered',
      sortKey: 'answered',
      cell: (row) => (
        <span className="roster-answered">
          <span aria-hidden="true">{answeredSummary(row)}</span>
          <span className="sr-only">{answeredSummaryLong(row)}</span>
        </span>
      ),
    },
    { header: 'Time left', cell: (row) => <CountdownCell row={row} clockOffsetMs={clockOffsetMs} /> },
    { header: 'Last saved', sortKey: 'lastSaved', cell: (row) => <ActivityCell row={row} clockOffsetMs={clockOffsetMs} /> },
    { header: 'Offline', cell: (row) => <OfflineCell row={row} clockOffsetMs={clockOffsetMs} /> },
    { header: 'Alerts', sortKey: 'alerts', cell: (row) => <AlertsCell row={row} clockOffsetMs={clockOffsetMs} /> },
    { header: 'Message', cell: (row) => <MessageCell row={row} /> },
    {
      header: 'Extra time',
      align: 'end',
      cell: (row) => {
        const minutes = extensionMinutes(row);
        return minutes > 0 ? `+${minutes} min` : <span className="muted">—</span>;
      },
    },
  ];
}

/** One row per candidate, updated live; choose rows for the action bar. */
export function RosterTable({ rows, sort, onSort, ...options }: RosterTableProps) {
  const selectable = rows.some((row) => row.attemptId);
  return (
    <Table
      caption="Candidates"
      hideCaption
      columns={columns({ ...options, selectable })}
      rows={rows}
      rowKey={(row) => row.userId}
      sort={sort}
      onSort={onSort}
      emptyText={Texts.noCandidatesMatchFilter}
      rowClassName={(row) => (row.attemptId && options.selected.has(row.attemptId) ? 'table__row--selected' : undefined)}
    />
  );
}
