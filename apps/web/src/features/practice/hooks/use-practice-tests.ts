import { useQuery } from '@tanstack/react-query';
import { listPracticeTests, loadPracticeTest, practiceKeys } from '../api/practice-api';
import { loadFallbackTest } from '../lib/fallback-test';

export function usePracticeTests() {
  return useQuery({ queryKey: practiceKeys.list, queryFn: ({ signal }) => listPracticeTests(signal) });
}

/** The test to run, or the built-in sample when the server cannot be reached. Content does not change during a run. */
export function usePracticeTest(id: string) {
  return useQuery({
    queryKey: practiceKeys.test(id),
    queryFn: ({ signal }) => loadPracticeTest(id, signal),
    staleTime: Infinity,
  });
}

/** The built-in sample, offered on the list when the server cannot be reached. */
export function useFallbackTest(enabled: boolean) {
  return useQuery({ queryKey: practiceKeys.fallback, queryFn: loadFallbackTest, enabled, staleTime: Infinity });
}
