import { ResultTexts, Texts, type RosterRow } from '@cdi/contracts';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSearchParam } from '../../../shared/hooks/use-search-param';
import { useTickingValue } from '../../../shared/hooks/use-ticking-value';
import { BackLink } from '../../../shared/ui/BackLink';
import { useConsoleRoom } from '../../../shared/ui/console-room';
import { FilterTabs } from '../../../shared/ui/FilterTabs';
import { Icon } from '../../../shared/ui/Icon';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Spinner } from '../../../shared/ui/Spinner';
import { toggleSort, type SortState } from '../../../shared/ui/table-sort';
import { assignmentResultsPath } from '../../results';
import { useColumnChoice } from '../hooks/use-column-choice';
import { useLiveRoster } from '../hooks/use-live-roster';
import { startAction, type InvigilatorAction } from '../lib/actions';
import { INVIGILATION_PATH } from '../lib/paths';
import {
  DEFAULT_ROSTER_SORT,
  filterRows,
  parseRosterFilter,
  ROSTER_FILTER_LABELS,
  ROSTER_FILTERS,
  rosterCounts,
  selectableAttempts,
  selectedRows,
  sortRows,
  type RosterSortKey,
} from '../lib/roster-view';
import { ActionBar } from './ActionBar';
import { ActionDialog } from './ActionDialog';
import { ColumnChooser } from './ColumnChooser';
import { AutoCreditSwitch } from './AutoCreditSwitch';
import { ConnectionNotice, LiveBadge } from './ConnectionNotice';
import { RosterSummary } from './RosterSummary';
import { ROSTER_COLUMNS } from './roster-columns';
import { RosterTable } from './RosterTable';
import { TimelineDrawer } from './TimelineDrawer';

/** Alerts that grow out of time passing (offline, idle) re-filter and re-sort the roster this often. */
const ALERT_REFRESH_MS = 5_000;

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
  const [timelineOf, setTimelineOf] = useState<string | null>(null);
  const columns = useColumnChoice(ROSTER_COLUMNS);
  // Every column of a full room fits beside a folded sidebar at 1280 px, not beside an open one.
  useConsoleRoom();

  const clockOffsetMs = live?.clockOffsetMs ?? 0;
  const serverNow = useTickingValue(
    useCallback((now: number) => Math.floor((now + clockOffsetMs) / ALERT_REFRESH_MS) * ALERT_REFRESH_MS, [clockOffsetMs]),
  );
  const allRows = live?.roster.rows;
  const rows = useMemo(
    () => sortRows(filterRows(allRows ?? [], filter, serverNow), sort, serverNow),
    [allRows, filter, sort, serverNow],
  );
  // The drawer follows the live row, so it refreshes as the candidate's record changes.
  const timelineRow = allRows?.find(
    (row): row is RosterRow & { attemptId: string } => row.attemptId === timelineOf && !!row.attemptId,
  );
  const counts = useMemo(() => rosterCounts(allRows ?? []), [allRows]);
  const chosenRows = selectedRows(rows, selected);
  const chosen = chosenRows.map((row) => row.attemptId);
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
    <div className="roster-page">
      <BackLink to={INVIGILATION_PATH} label="Back to Invigilation" />
      <PageHeader
        title={live?.roster.testTitle ?? 'Invigilation'}
        subtitle={
          // The assignment's own setting sits with its title, so the candidates' rows keep the height.
          <div className="roster-subtitle">
            <LiveBadge connection={connection} />
            {live && <AutoCreditSwitch assignmentId={assignmentId} enabled={live.roster.autoCreditOffline} />}
            <Link className="button button--small button--secondary" to={assignmentResultsPath(assignmentId)}>
              <Icon name="chart" size={16} />
              {ResultTexts.results}
            </Link>
          </div>
        }
        actions={live && <RosterSummary counts={counts} />}
      />
      <ConnectionNotice connection={connection} onRetry={retry} />
      {!live && connection.state === 'connecting' && <Spinner label={Texts.connectingToRoster} />}
      {live && (
        <section className="panel" aria-label="Candidates">
          {/* One line on a wide screen and two on a narrow one (the actions under the views), so the rows get the height. */}
          <div className="roster-controls">
            <FilterTabs
              label="Show"
              tabs={filterTabs}
              value={filter}
              onChange={(value) => setFilter(value === 'all' ? '' : value)}
            />
            <ColumnChooser columns={ROSTER_COLUMNS} hidden={columns.hidden} onToggle={columns.toggle} />
            <ActionBar
              chosen={chosen.length}
              startAction={startAction(chosenRows)}
              disabled={connection.state !== 'live'}
              onAction={(action) => setPending({ action, attemptIds: chosen })}
              onClear={() => setSelected(new Set())}
            />
          </div>
          <RosterTable
            rows={rows}
            shown={columns.shown}
            clockOffsetMs={live.clockOffsetMs}
            shownNumbers={live.roster.shownNumbers}
            sort={sort}
            onSort={(key) => setSort((current) => toggleSort(current, key))}
            selected={selected}
            onToggle={toggle}
            allState={allState}
            onToggleAll={toggleAll}
            onOpenTimeline={(row) => setTimelineOf(row.attemptId)}
          />
        </section>
      )}
      {timelineRow && <TimelineDrawer row={timelineRow} onClose={() => setTimelineOf(null)} />}
      {pending && (
        <ActionDialog
          action={pending.action}
          assignmentId={assignmentId}
          attemptIds={pending.attemptIds}
          candidates={allRows?.filter((row) => row.attemptId && pending.attemptIds.includes(row.attemptId))}
          send={send}
          onApplied={() => setSelected(new Set())}
          onClose={() => setPending(null)}
        />
      )}
    </div>
  );
}
