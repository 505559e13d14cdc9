import { DEFAULT_CLIENT_TIMEOUT_MS, AssignedTestRoutes, Texts, type AssignedTestDetailResponse } from '@cdi/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../../shared/api/call-route';

/** Under the candidate's keys, so whatever refreshes the candidate's tests refreshes this too. */
export const studentTestKey = (testId: string) => ['candidate', 'assigned-test', testId] as const;

export function fetchAssignedTestDetail(testId: string, signal?: AbortSignal): Promise<AssignedTestDetailResponse> {
  return callRoute(
    AssignedTestRoutes.assignedTest,
    { params: { testId } },
    { timeoutMs: DEFAULT_CLIENT_TIMEOUT_MS, fallbackError: Texts.failedToLoadTestData, signal },
  );
}

/** One assigned test with its parts and the candidate's attempt; a missing test is not retried. */
export function useAssignedTestDetail(testId: string) {
  return useQuery({
    queryKey: studentTestKey(testId),
    queryFn: ({ signal }) => fetchAssignedTestDetail(testId, signal),
    retry: false,
  });
}
