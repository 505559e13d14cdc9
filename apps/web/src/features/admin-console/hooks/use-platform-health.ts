import { STATS_POLL_MS } from '@cdi/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminConsoleKeys, getHealth } from '../api/admin-console-api';

/** The platform's real health for the System Status card, polled every 30 s like the developer's. */
export function usePlatformHealth() {
  return useQuery({
    queryKey: adminConsoleKeys.health,
    queryFn: ({ signal }) => getHealth(signal),
    refetchInterval: STATS_POLL_MS,
  });
}
