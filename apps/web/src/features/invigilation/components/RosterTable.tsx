import { Texts, type RosterRow, type ShownQuestionNumbers } from '@cdi/contracts';
import { Table, type Column } from '../../../shared/ui/Table';
import type { SortState } from '../../../shared/ui/table-sort';
import type { RosterSortKey } from '../lib/roster-view';
import type { RosterCellContext, RosterColumn } from './roster-columns';
import '../invigilation.css';

interface RosterTableProps {
  rows: RosterRow[];
  /** The columns the invigilator has chosen, in order. */
  shown: readonly RosterColumn[];
  clockOffsetMs: number;
  shownNumbers: ShownQuestionNumbers;
  sort: SortState<RosterSortKey>;
  onSort: (key: RosterSortKey) => void;
  /** Attempts chosen for an action. */
  selected: ReadonlySet<string>;
  onToggle: (attemptId: string) => void;
  /** Every row shown is chosen, some are, or none. */
  allState: 'all' | 'some' | 'none';
  onToggleAll: () => void;
  onOpenTimeline: RosterCellContext['onOpenTimeline'];
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

/** The shown roster columns as the table takes them, after the column of row checkboxes. */
function tableColumns({
  shown,
  clockOffsetMs,
  shownNumbers,
  selected,
  onToggle,
  allState,
  onToggleAll,
  onOpenTimeline,
  selectable,
}: Omit<RosterTableProps, 'rows' | 'sort' | 'onSort'> & { selectable: boolean }): Column<RosterRow, RosterSortKey>[] {
  const context: RosterCellContext = { clockOffsetMs, shownNumbers, onOpenTimeline };
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
    ...shown.map(({ header, sortKey, align, cell }) => ({
      header,
      sortKey,
      align,
      cell: (row: RosterRow) => cell(row, context),
    })),
  ];
}

/** One row per candidate, updated live; choose rows for the action bar. */
export function RosterTable({ rows, sort, onSort, ...options }: RosterTableProps) {
  const selectable = rows.some((row) => row.attemptId);
  return (
    <div className="roster-table">
      <Table
        caption="Candidates"
        hideCaption
        columns={tableColumns({ ...options, selectable })}
        rows={rows}
        rowKey={(row) => row.userId}
        sort={sort}
        onSort={onSort}
        emptyText={Texts.noCandidatesMatchFilter}
        rowClassName={(row) => (row.attemptId && options.selected.has(row.attemptId) ? 'table__row--selected' : undefined)}
      />
    </div>
  );
}
