import {
  DEVELOPER_CLIENT_TIMEOUT_MS,
  type HealthResponse,
  type SystemStats,
  SystemStatsRoutes,
  SystemStatsTexts,
} from '@cdi/contracts';
import { callRoute } from '../../../shared/api/call-route';
import { fetchPlatformHealth } from '../../../shared/api/platform-health';

export const systemStatsKeys = {
  stats: ['developer', 'system-stats'] as const,
  health: ['developer', 'health'] as const,
};

export async function getSystemStats(signal?: AbortSignal): Promise<SystemStats | null> {
  const { stats } = await callRoute(
    SystemStatsRoutes.stats,
    {},
    { timeoutMs: DEVELOPER_CLIENT_TIMEOUT_MS, fallbackError: SystemStatsTexts.failedToFetch, signal },
  );
  return stats ?? null;
}

/** The platform's health, as the status strip shows it. */
export function getHealth(signal?: AbortSignal): Promise<HealthResponse> {
  return fetchPlatformHealth({ timeoutMs: DEVELOPER_CLIENT_TIMEOUT_MS, fallbackError: SystemStatsTexts.failedToFetch, signal });
}
