import { PARTS_PER_SECTION, QUESTIONS_PER_SECTION, SECTION_ORDER, type ExamSection, type RosterRow } from '@cdi/contracts';
import { compareValues, type SortState } from '../../../shared/ui/table-sort';
import { rowAlerts } from './roster-alerts';
import { currentSection } from './row-sections';

/** Where a candidate is in the test, as the filter and the summary count it. */
export type RowPhase = 'not_started' | 'in_progress' | 'finished';

export function rowPhase(row: Pick<RosterRow, 'status'>): RowPhase {
  return row.status === 'completed' ? 'finished' : row.status;
}

export interface RosterCounts {
  total: number;
  online: number;
  notStarted: number;
  inProgress: number;
  finished: number;
}

export function rosterCounts(rows: readonly RosterRow[]): RosterCounts {
  const counts: RosterCounts = { total: rows.length, online: 0, notStarted: 0, inProgress: 0, finished: 0 };
  for (const row of rows) {
    if (row.online) counts.online += 1;
    const phase = rowPhase(row);
    if (phase === 'not_started') counts.notStarted += 1;
    else if (phase === 'in_progress') counts.inProgress += 1;
    else counts.finished += 1;
  }
  return counts;
}

export type ProgressLabel = 'Not started' | 'Ready to start' | 'In progress' | 'Paused' | 'Finished';

export interface RowProgress {
  /** The section it is about; null before the test starts and after it ends. */
  section: ExamSection | null;
  label: ProgressLabel;
}

/** What the status column says: the current section and how it stands. */
export function rowProgress(row: Pick<RosterRow, 'sections' | 'status'>): RowProgress {
  const phase = rowPhase(row);
  if (phase === 'not_started') return { section: null, label: 'Not started' };
  if (phase === 'finished') return { section: null, label: 'Finished' };
  const current = currentSection(row);
  if (!current) return { section: null, label: 'In progress' };
  if (current.status !== 'open') return { section: current.section, label: 'Ready to start' };
  return { section: current.section, label: current.pausedAt ? 'Paused' : 'In progress' };
}

/** How many answers each section can hold: 40 listening and reading questions, 2 writing tasks. */
export const ANSWERABLE: Record<ExamSection, number> = {
  listening: QUESTIONS_PER_SECTION,
  reading: QUESTIONS_PER_SECTION,
  writing: PARTS_PER_SECTION.writing,
};

const INITIALS: Record<ExamSection, string> = { listening: 'L', reading: 'R', writing: 'W' };
const NAMES: Record<ExamSection, string> = { listening: 'Listening', reading: 'Reading', writing: 'Writing' };

/** 'L 12/40 · R 0/40 · W 0/2'. */
export function answeredSummary(row: Pick<RosterRow, 'answered'>): string {
  return SECTION_ORDER.map((section) => `${INITIALS[section]} ${row.answered[section].length}/${ANSWERABLE[section]}`).join(
    ' · ',
  );
}

/** The same for screen readers: 'Listening 12 of 40, Reading 0 of 40, Writing 0 of 2'. */
export function answeredSummaryLong(row: Pick<RosterRow, 'answered'>): string {
  return SECTION_ORDER.map((section) => `${NAMES[section]} ${row.answered[section].length} of ${ANSWERABLE[section]}`).join(', ');
}

export function answeredTotal(row: Pick<RosterRow, 'answered'>): number {
  return SECTION_ORDER.reduce((sum, section) => sum + row.answered[section].length, 0);
}

/** Minutes the invigilator has added to the current section; 0 when none. */
export function extensionMinutes(row: Pick<RosterRow, 'sections' | 'status'>): number {
  const current = currentSection(row);
  return current ? Math.round(current.extensionSeconds / 60) : 0;
}

export const ROSTER_FILTERS = ['all', 'alerts', 'online', 'offline', 'not_started', 'in_progress', 'finished'] as const;
export type RosterFilter = (typeof ROSTER_FILTERS)[number];

export const ROSTER_FILTER_LABELS: Record<RosterFilter, string> = {
  all: 'All',
  alerts: 'Needs attention',
  online: 'Online',
  offline: 'Offline',
  not_started: 'Not started',
  in_progress: 'In progress',
  finished: 'Finished',
};

/** A filter from the address bar; anything unknown means all. */
export function parseRosterFilter(value: string | null): RosterFilter {
  return ROSTER_FILTERS.find((filter) => filter === value) ?? 'all';
}

/** serverNow matters to 'alerts' only: some alerts grow out of time passing (offline, idle). */
export function filterRows(rows: readonly RosterRow[], filter: RosterFilter, serverNow = Date.now()): RosterRow[] {
  switch (filter) {
    case 'all':
      return [...rows];
    case 'alerts':
      return rows.filter((row) => rowAlerts(row, serverNow).length > 0);
    case 'online':
      return rows.filter((row) => row.online);
    case 'offline':
      return rows.filter((row) => !row.online);
    default:
      return rows.filter((row) => rowPhase(row) === filter);
  }
}

export type RosterSortKey = 'name' | 'status' | 'answered' | 'lastSaved' | 'alerts';

export const DEFAULT_ROSTER_SORT: SortState<RosterSortKey> = { key: 'name', direction: 'asc' };

/** Orders candidates by how far they have got: not started, then each section ready and open, then finished. */
export function progressRank(row: Pick<RosterRow, 'sections' | 'status'>): number {
  const phase = rowPhase(row);
  if (phase === 'not_started') return 0;
  if (phase === 'finished') return 100;
  const current = currentSection(row);
  if (!current) return 1;
  return 2 + SECTION_ORDER.indexOf(current.section) * 2 + (current.status === 'open' ? 1 : 0);
}

function sortValue(row: RosterRow, key: RosterSortKey, serverNow: number): string | number {
  switch (key) {
    case 'name':
      return row.name;
    case 'status':
      return progressRank(row);
    case 'answered':
      return answeredTotal(row);
    case 'lastSaved':
      return row.lastSavedAt ? Date.parse(row.lastSavedAt) : 0;
    case 'alerts': {
      // Urgent alerts outrank any number of warnings.
      const alerts = rowAlerts(row, serverNow);
      return alerts.reduce((sum, alert) => sum + (alert.tone === 'danger' ? 100 : 1), 0);
    }
  }
}

export function sortRows(rows: readonly RosterRow[], sort: SortState<RosterSortKey>, serverNow = Date.now()): RosterRow[] {
  const direction = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort(
    (a, b) =>
      direction * compareValues(sortValue(a, sort.key, serverNow), sortValue(b, sort.key, serverNow)) ||
      compareValues(a.name, b.name) ||
      compareValues(a.candidateId, b.candidateId),
  );
}

/** The chosen rows among those shown; rows not yet opened (no attempt) cannot be chosen. */
export function selectedRows(rows: readonly RosterRow[], selected: ReadonlySet<string>): (RosterRow & { attemptId: string })[] {
  return rows.filter((row): row is RosterRow & { attemptId: string } => !!row.attemptId && selected.has(row.attemptId));
}

/** The attempts of every row shown that can be chosen. */
export function selectableAttempts(rows: readonly RosterRow[]): string[] {
  return rows.flatMap((row) => (row.attemptId ? [row.attemptId] : []));
}
