import { useQuery } from '@tanstack/react-query';
import { adminKeys, getOverview } from '../api/admin-api';

/** The dashboard's counts, counted by the server (This Week is 30% of the students, rounded down). */
export function useAdminOverview() {
  return useQuery({ queryKey: adminKeys.overview, queryFn: ({ signal }) => getOverview(signal) });
}
