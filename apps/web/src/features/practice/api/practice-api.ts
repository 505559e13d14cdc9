import {
  DEFAULT_CLIENT_TIMEOUT_MS,
  PracticeTexts,
  TestsRoutes,
  type PracticeMarkResult,
  type PracticeTestSummary,
} from '@cdi/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { callRoute } from '../../../shared/api/call-route';
import { loadFallbackTest } from '../lib/fallback-test';
import { shouldUseFallback } from '../lib/practice-run';
import { parseParts, type LoadedPracticeTest } from '../lib/practice-test';

export const practiceKeys = {
  list: ['practice', 'tests'] as const,
  test: (id: string) => ['practice', 'test', id] as const,
  fallback: ['practice', 'fallback'] as const,
};

/** GET /api/tests: the public practice tests. */
export async function listPracticeTests(signal?: AbortSignal): Promise<PracticeTestSummary[]> {
  const { tests } = await callRoute(
    TestsRoutes.practiceList,
    {},
    { timeoutMs: DEFAULT_CLIENT_TIMEOUT_MS, fallbackError: PracticeTexts.failedToFetchTests, signal },
  );
  return tests;
}

/** GET /api/tests/{id}: the test with its parts, as candidates see them. */
export async function fetchPracticeTest(id: string, signal?: AbortSignal): Promise<LoadedPracticeTest> {
  const { test } = await callRoute(
    TestsRoutes.practiceOne,
    { params: { id } },
    { timeoutMs: DEFAULT_CLIENT_TIMEOUT_MS, fallbackError: PracticeTexts.failedToFetchTest, signal },
  );
  const { parts, is_active: _active, created_at: _created, ...summary } = test;
  const content = parseParts(parts);
  if (!content) throw new ApiError(PracticeTexts.failedToFetchTest, { status: 200 });
  return { summary, parts: content, fallback: false };
}

/** The test from the server, or the built-in sample reading test when the server cannot be reached. */
export async function loadPracticeTest(id: string, signal?: AbortSignal): Promise<LoadedPracticeTest> {
  try {
    return await fetchPracticeTest(id, signal);
  } catch (error) {
    if (shouldUseFallback(error)) return loadFallbackTest();
    throw error;
  }
}

/** POST /api/tests/{id}/mark: the score and, now that the run is over, the correct answers. */
export async function markPracticeTest(id: string, answers: Record<string, string>): Promise<PracticeMarkResult> {
  const { result } = await callRoute(
    TestsRoutes.practiceMark,
    { params: { id }, body: { answers } },
    { timeoutMs: DEFAULT_CLIENT_TIMEOUT_MS, fallbackError: PracticeTexts.failedToFetchTest },
  );
  return result;
}
