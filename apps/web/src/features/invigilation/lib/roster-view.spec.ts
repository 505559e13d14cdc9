import {
  answeredSummary,
  answeredSummaryLong,
  answeredTotal,
  DEFAULT_ROSTER_SORT,
  extensionMinutes,
  filterRows,
  parseRosterFilter,
  rosterCounts,
  rowProgress,
  selectableAttempts,
  selectedRows,
  sortRows,
} from './roster-view';
import { row, section } from './roster.fixture';

const listeningOpen = (extra = {}) => [
  section('listening', 'open', { deadlineAt: '2026-11-22T10:30:00.000Z', ...extra }),
  section('reading', 'locked'),
  section('writing', 'locked'),
];

const notStarted = row({ candidateId: 'CAN0002', name: 'Bekzod Lee', attemptId: null });
const sitting = row({
  candidateId: 'CAN0004',
  name: 'Dilnoza Nazarov',
  status: 'in_progress',
  online: true,
  sections: listeningOpen(),
  answered: { listening: ['1', '2', '3'], reading: [], writing: [] },
  lastSavedAt: '2026-11-22T10:02:00.000Z',
});
const between = row({
  candidateId: 'CAN0001',
  name: 'Amina Karimova',
  status: 'in_progress',
  online: true,
  sections: [section('listening', 'completed'), section('reading', 'available'), section('writing', 'locked')],
  answered: { listening: ['1'], reading: [], writing: [] },
  lastSavedAt: '2026-11-22T10:01:00.000Z',
});
const finished = row({
  candidateId: 'CAN0003',
  name: 'chen Mensah',
  status: 'completed',
  sections: [section('listening', 'completed'), section('reading', 'completed'), section('writing', 'completed')],
  answered: { listening: ['1', '2'], reading: ['1', '2', '3', '4', '5'], writing: ['task1', 'task2'] },
  lastSavedAt: '2026-11-22T09:59:00.000Z',
});
const rows = [notStarted, sitting, between, finished];
const ids = (list: { candidateId: string }[]) => list.map((r) => r.candidateId);

describe('counts and progress', () => {
  it('counts candidates online and by where they are in the test', () => {
    expect(rosterCounts(rows)).toEqual({ total: 4, online: 2, notStarted: 1, inProgress: 2, finished: 1 });
    expect(rosterCounts([])).toEqual({ total: 0, online: 0, notStarted: 0, inProgress: 0, finished: 0 });
  });

  it('names the current section and how it stands', () => {
    expect(rowProgress(notStarted)).toEqual({ section: null, label: 'Not started' });
    expect(rowProgress(sitting)).toEqual({ section: 'listening', label: 'In progress' });
    expect(rowProgress(between)).toEqual({ section: 'reading', label: 'Ready to start' });
    expect(rowProgress(finished)).toEqual({ section: null, label: 'Finished' });
    const paused = { ...sitting, sections: listeningOpen({ pausedAt: '2026-11-22T10:10:00.000Z' }) };
    expect(rowProgress(paused)).toEqual({ section: 'listening', label: 'Paused' });
  });

  it('summarises answers per section against 40, 40 and 2', () => {
    expect(answeredSummary(notStarted)).toBe('L 0/40 · R 0/40 · W 0/2');
    expect(answeredSummary(sitting)).toBe('L 3/40 · R 0/40 · W 0/2');
    expect(answeredSummary(finished)).toBe('L 2/40 · R 5/40 · W 2/2');
    expect(answeredSummaryLong(sitting)).toBe('Listening 3 of 40, Reading 0 of 40, Writing 0 of 2');
    expect(answeredTotal(finished)).toBe(9);
  });

  it('gives the minutes added to the current section', () => {
    expect(extensionMinutes(sitting)).toBe(0);
    expect(extensionMinutes({ ...sitting, sections: listeningOpen({ extensionSeconds: 300 }) })).toBe(5);
    expect(extensionMinutes(finished)).toBe(0);
  });
});

describe('filterRows', () => {
  it.each([
    ['all', ['CAN0002', 'CAN0004', 'CAN0001', 'CAN0003']],
    ['online', ['CAN0004', 'CAN0001']],
    ['offline', ['CAN0002', 'CAN0003']],
    ['not_started', ['CAN0002']],
    ['in_progress', ['CAN0004', 'CAN0001']],
    ['finished', ['CAN0003']],
  ] as const)('%s', (filter, expected) => {
    expect(ids(filterRows(rows, filter))).toEqual(expected);
  });

  it('reads the filter from the address bar, anything unknown as all', () => {
    expect(parseRosterFilter('online')).toBe('online');
    expect(parseRosterFilter('bogus')).toBe('all');
    expect(parseRosterFilter(null)).toBe('all');
  });
});

describe('sortRows', () => {
  it('sorts by name ignoring case by default', () => {
    expect(ids(sortRows(rows, DEFAULT_ROSTER_SORT))).toEqual(['CAN0001', 'CAN0002', 'CAN0003', 'CAN0004']);
  });

  it('sorts by progress: not started, ready for a section, in a section, finished', () => {
    const withListeningReady = row({ candidateId: 'CAN0009', name: 'Zed', status: 'in_progress' });
    expect(ids(sortRows([...rows, withListeningReady], { key: 'status', direction: 'asc' }))).toEqual([
      'CAN0002',
      'CAN0009',
      'CAN0004',
      'CAN0001',
      'CAN0003',
    ]);
  });

  it('sorts by answers given and by the last save, never saved first', () => {
    expect(ids(sortRows(rows, { key: 'answered', direction: 'desc' }))).toEqual(['CAN0003', 'CAN0004', 'CAN0001', 'CAN0002']);
    expect(ids(sortRows(rows, { key: 'lastSaved', direction: 'asc' }))).toEqual(['CAN0002', 'CAN0003', 'CAN0001', 'CAN0004']);
  });

  it('does not change the list it is given', () => {
    const copy = [...rows];
    sortRows(rows, { key: 'answered', direction: 'asc' });
    expect(rows).toEqual(copy);
  });
});

describe('selection', () => {
  it('chooses among the rows shown that have an attempt', () => {
    expect(selectableAttempts(rows)).toEqual(['attempt-CAN0004', 'attempt-CAN0001', 'attempt-CAN0003']);
    const chosen = new Set(['attempt-CAN0004', 'attempt-CAN0003', 'attempt-gone']);
    expect(selectedRows(filterRows(rows, 'online'), chosen).map((row) => row.attemptId)).toEqual(['attempt-CAN0004']);
  });
});
