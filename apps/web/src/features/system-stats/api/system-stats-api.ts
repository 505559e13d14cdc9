import {
  DEVELOPER_CLIENT_TIMEOUT_MS,
  HealthRoutes,
  type HealthResponse,
  type SystemStats,
  SystemStatsResponseSchema,
  SystemStatsRoutes,
  SystemStatsSchema,
  SystemStatsTexts,
} from '@cdi/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { callRoute } from '../../../shared/api/call-route';
import { buildUrl, parseJsonBody } from '../../../shared/api/client';

export const systemStatsKeys = {
  stats: ['developer', 'system-stats'] as const,
  health: ['developer', 'health'] as const,
};

/** The stats route, its answer read leniently: a success without stats is the page's empty view. */
const statsRoute = {
  ...SystemStatsRoutes.stats,
  response: SystemStatsResponseSchema.extend({ stats: SystemStatsSchema.nullish() }),
};

export async function getSystemStats(signal?: AbortSignal): Promise<SystemStats | null> {
  const { stats } = await callRoute(
    statsRoute,
    {},
    { timeoutMs: DEVELOPER_CLIENT_TIMEOUT_MS, fallbackError: SystemStatsTexts.failedToFetch, signal },
  );
  return stats ?? null;
}

/**
 * The platform's health check. A degraded platform answers 503 with the same body, so the body is
 * read whatever the status; no answer at all (network) is an error.
 */
export async function getHealth(signal?: AbortSignal): Promise<HealthResponse> {
  const timeout = AbortSignal.timeout(DEVELOPER_CLIENT_TIMEOUT_MS);
  const response = await fetch(buildUrl(HealthRoutes.health.path), {
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  const parsed = HealthRoutes.health.response.safeParse(parseJsonBody(await response.text()));
  if (!parsed.success) throw new ApiError(SystemStatsTexts.failedToFetch, { status: response.status });
  return parsed.data;
}
