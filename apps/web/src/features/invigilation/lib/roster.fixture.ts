import { EMPTY_LIVE_STATE, type RosterRow, type RosterSnapshot, type SectionState } from '@cdi/contracts';

export const section = (
  name: SectionState['section'],
  status: SectionState['status'],
  extra: Partial<SectionState> = {},
): SectionState => ({
  section: name,
  status,
  startedAt: null,
  deadlineAt: null,
  durationSeconds: name === 'listening' ? 1800 : 3600,
  extensionSeconds: 0,
  pausedAt: null,
  completedAt: null,
  endReason: null,
  ...extra,
});

export const freshSections = (): SectionState[] => [
  section('listening', 'available'),
  section('reading', 'locked'),
  section('writing', 'locked'),
];

export const row = (extra: Partial<RosterRow> & Pick<RosterRow, 'candidateId'>): RosterRow => ({
  userId: `user-${extra.candidateId}`,
  name: extra.candidateId,
  attemptId: `attempt-${extra.candidateId}`,
  status: 'not_started',
  online: false,
  sections: freshSections(),
  answered: { listening: [], reading: [], writing: [] },
  lastSavedAt: null,
  writingWords: { task1: 0, task2: 0 },
  live: { ...EMPTY_LIVE_STATE },
  lastMessage: null,
  ...extra,
});

export const snapshot = (rows: RosterRow[]): RosterSnapshot => ({
  assignmentId: 'assignment-1',
  testTitle: 'Sample Test 1',
  autoCreditOffline: false,
  serverTime: '2026-11-22T10:00:00.000Z',
  rows,
  shownNumbers: { listening: {}, reading: {} },
});
