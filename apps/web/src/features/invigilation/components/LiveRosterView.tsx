import { Texts } from '@cdi/contracts';
import { useMemo, useState } from 'react';
import { useSearchParam } from '../../../shared/hooks/use-search-param';
import { BackLink } from '../../../shared/ui/BackLink';
import { FilterTabs } from '../../../shared/ui/FilterTabs';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Spinner } from '../../../shared/ui/Spinner';
import { toggleSort, type SortState } from '../../../shared/ui/table-sort';
import { useLiveRoster } from '../hooks/use-live-roster';
import type { InvigilatorAction } from '../lib/actions';
import { INVIGILATION_PATH } from '../lib/paths';
import {
  DEFAULT_ROSTER_SORT,
  filterRows,
  parseRosterFilter,
  ROSTER_FILTER_LABELS,
  ROSTER_FILTERS,
  rosterCounts,
  selectableAttempts,
  selectedAttempts,
  sortRows,
  type RosterSortKey,
} from '../lib/roster-view';
import { ActionBar } from './ActionBar';
import { ActionDialog } from './ActionDialog';
import { ConnectionNotice, LiveBadge } from './ConnectionNotice';
import { RosterSummary } from './RosterSummary';
import { RosterTable } from './RosterTable';

const filterTabs = ROSTER_FILTERS.map((value) => ({ value, label: ROSTER_FILTER_LABELS[value] }));

/** One assignment being sat, live: who is online, where they are, time left, and the invigilator's actions. */
export function LiveRosterView({ assignmentId }: { assignmentId: string }) {
  const { live, connection, retry, send } = useLiveRoster(assignmentId);
  const [filterParam, setFilter] = useSearchParam('filter');
  const filter = parseRosterFilter(filterParam);
  const [sort, setSort] = useState<SortState<RosterSortKey>>(DEFAULT_ROSTER_SORT);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  /** The action being confirmed, with the candidates chosen when it was opened. */
  const [pending, setPending] = useState<{ action: InvigilatorAction; attemptIds: string[] } | null>(null);

  const allRows = live?.roster.rows;
  const rows = useMemo(() => sortRows(filterRows(allRows ?? [], filter), sort), [allRows, filter, sort]);
  const counts = useMemo(() => rosterCounts(allRows ?? []), [allRows]);
  const chosen = selectedAttempts(rows, selected);
  const selectable = selectableAttempts(rows);
  const allState = chosen.length === 0 ? 'none' : chosen.length === selectable.length ? 'all' : 'some';

  const toggle = (attemptId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(attemptId)) next.add(attemptId);
      return next;
    });
  const toggleAll = () => setSelected(allState === 'all' ? new Set() : new Set(selectable));

  return (
    <>
      <BackLink to={INVIGILATION_PATH} label="Back to Invigilation" />
      <PageHeader
        title={live?.roster.testTitle ?? 'Invigilation'}
        subtitle={<LiveBadge connection={connection} />}
        actions={live && <RosterSummary counts={counts} />}
      />
      <ConnectionNotice connection={connection} onRetry={retry} />
      {!live && connection.state === 'connecting' && <Spinner label={Texts.connectingToRoster} />}
      {live && (
        <section className="panel" aria-label="Candidates">
          <div className="toolbar toolbar--filters">
            <FilterTabs
              label="Show"
              tabs={filterTabs}
              value={filter}
              onChange={(value) => setFilter(value === 'all' ? '' : value)}
            />
          </div>
          <ActionBar
            chosen={chosen.length}
            disabled={connection.state !== 'live'}
            onAction={(action) => setPending({ action, attemptIds: chosen })}
            onClear={() => setSelected(new Set())}
          />
          <RosterTable
            rows={rows}
            clockOffsetMs={live.clockOffsetMs}
            sort={sort}
            onSort={(key) => setSort((current) => toggleSort(current, key))}
            selected={selected}
            onToggle={toggle}
            allState={allState}
            onToggleAll={toggleAll}
          />
        </section>
      )}
      {pending && (
        <ActionDialog
          action={pending.action}
          assignmentId={assignmentId}
          attemptIds={pending.attemptIds}
          send={send}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}
