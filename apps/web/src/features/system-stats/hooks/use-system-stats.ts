import { STATS_POLL_MS } from '@cdi/contracts';
import { useQuery } from '@tanstack/react-query';
import { getHealth, getSystemStats, systemStatsKeys } from '../api/system-stats-api';

/** The measured platform figures, polled every 30 s (spec). */
export function useSystemStats() {
  return useQuery({
    queryKey: systemStatsKeys.stats,
    queryFn: ({ signal }) => getSystemStats(signal),
    refetchInterval: STATS_POLL_MS,
  });
}

/** The platform's health check, polled every 30 s: it drives the status strip. */
export function useApiHealth() {
  return useQuery({
    queryKey: systemStatsKeys.health,
    queryFn: ({ signal }) => getHealth(signal),
    refetchInterval: STATS_POLL_MS,
    retry: false,
  });
}
