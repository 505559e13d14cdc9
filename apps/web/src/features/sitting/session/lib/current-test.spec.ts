import type { AssignedTest } from '@cdi/contracts';
import { assignedTest } from '../../../candidate/lib/assigned-test.fixture';
import { assignmentForTest } from './current-test';

// The same test id throughout unless a test says otherwise: these are about picking among assignments of it.
const test = (over: Partial<AssignedTest>): AssignedTest =>
  assignedTest({ test_id: 't1', assigned_at: '2026-11-01T00:00:00.000Z', ...over });

describe('assignmentForTest', () => {
  it('prefers the attempt in progress over a fresh or finished one of the same test', () => {
    const tests = [
      test({ attempt_id: 'done', status: 'completed' }),
      test({ attempt_id: 'fresh', status: 'assigned' }),
      test({ attempt_id: 'running', status: 'in_progress' }),
    ];
    expect(assignmentForTest(tests, 't1')?.attempt_id).toBe('running');
  });

  it('falls back to the newest completed one, and to nothing for an unknown test', () => {
    const tests = [
      test({ attempt_id: 'old', status: 'completed', assigned_at: '2026-10-01T00:00:00.000Z' }),
      test({ attempt_id: 'new', status: 'completed', assigned_at: '2026-11-02T00:00:00.000Z' }),
      test({ test_id: 't2', attempt_id: 'other' }),
    ];
    expect(assignmentForTest(tests, 't1')?.attempt_id).toBe('new');
    expect(assignmentForTest(tests, 'nope')).toBeUndefined();
  });
});
