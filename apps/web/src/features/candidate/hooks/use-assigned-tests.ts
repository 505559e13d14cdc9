import { useQuery } from '@tanstack/react-query';
import { candidateKeys, listAssignedTests } from '../api/candidate-api';

/** The candidate's assigned tests; refreshed on every visit, since sitting a test changes their status. */
export function useAssignedTests() {
  return useQuery({
    queryKey: candidateKeys.assignedTests,
    queryFn: ({ signal }) => listAssignedTests(signal),
    refetchOnMount: 'always',
  });
}
