import { useQuery } from '@tanstack/react-query';
import { invigilationKeys, listInvigilationAssignments } from '../api/invigilation-api';

/** How often the list of tests being sat is read again while it is shown. */
export const ASSIGNMENTS_REFRESH_MS = 15_000;

/** The active assignments the signed-in user invigilates; `enabled` false asks nothing yet. */
export function useInvigilationAssignments(enabled = true) {
  return useQuery({
    enabled,
    queryKey: invigilationKeys.assignments,
    queryFn: ({ signal }) => listInvigilationAssignments(signal),
    refetchInterval: ASSIGNMENTS_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
}
