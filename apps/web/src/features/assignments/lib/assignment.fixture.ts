import type { AssignmentListItem } from '@cdi/contracts';

/** An assignment of one test to a group, as the list answers it; tests change what they need. */
export const assignmentItem = (overrides: Partial<AssignmentListItem> = {}): AssignmentListItem => ({
  assignment_id: 'a1',
  id: 'a1',
  test_id: 't1',
  test_title: 'Mock 1',
  target_type: 'group',
  group_id: 'g1',
  group_name: 'Morning',
  user_id: null,
  first_name: null,
  last_name: null,
  candidate_id: null,
  assigned_at: '2026-01-01T09:00:00.000Z',
  due_at: null,
  opens_at: null,
  closes_at: null,
  notes: '',
  release_mode: 'answers',
  active: true,
  started_count: 0,
  submitted_count: 0,
  released_count: 0,
  ...overrides,
});
