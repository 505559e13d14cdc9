import { useQuery } from '@tanstack/react-query';
import { invigilationKeys, listInvigilationAssignments } from '../api/invigilation-api';

/** How often the list of tests being sat is read again while it is shown. */
export const ASSIGNMENTS_REFRESH_MS = 15_000;

export function useInvigilationAssignments() {
  return useQuery({
    queryKey: invigilationKeys.assignments,
    queryFn: ({ signal }) => listInvigilationAssignments(signal),
    refetchInterval: ASSIGNMENTS_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
}
