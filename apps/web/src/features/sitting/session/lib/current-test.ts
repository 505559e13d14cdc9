import type { AssignedTest } from '@cdi/contracts';
import { STORAGE_PREFIX } from '../../../../shared/session/storage-keys';

/** The test the candidate is sitting in this tab, so pages reached without ?testId still find it. */
const CURRENT_TEST_KEY = `${STORAGE_PREFIX}exam.testId`;

export function rememberCurrentTest(testId: string): void {
  window.sessionStorage.setItem(CURRENT_TEST_KEY, testId);
}

export function rememberedCurrentTest(): string | null {
  return window.sessionStorage.getItem(CURRENT_TEST_KEY);
}

/**
 * The assignment a test id refers to. A test assigned twice (to the candidate and to their group) is
 * sat once per assignment: the one not yet completed comes first, then the newest.
 */
export function assignmentForTest(tests: readonly AssignedTest[], testId: string): AssignedTest | undefined {
  const matching = tests.filter((test) => test.test_id === testId);
  return (
    matching.find((test) => test.status === 'in_progress') ??
    matching.find((test) => test.status === 'assigned') ??
    matching.sort((a, b) => b.assigned_at.localeCompare(a.assigned_at))[0]
  );
}
