import type { AssignedTest } from '@cdi/contracts';

/** An assigned test with no parts, for unit tests; override what the test is about. */
export function assignedTest(overrides: Partial<AssignedTest> = {}): AssignedTest {
  return {
    assignment_id: 'a',
    test_id: 't',
    attempt_id: 'x',
    title: 'Sample Test 1',
    description: '',
    status: 'assigned',
    assigned_at: '2026-11-01T09:00:00.000Z',
    due_at: null,
    listening_part_1_id: null,
    listening_part_2_id: null,
    listening_part_3_id: null,
    listening_part_4_id: null,
    reading_passage_1_id: null,
    reading_passage_2_id: null,
    reading_passage_3_id: null,
    writing_part_1_id: null,
    writing_part_2_id: null,
    ...overrides,
  };
}
