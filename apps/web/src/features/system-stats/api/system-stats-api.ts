import {
  DEVELOPER_CLIENT_TIMEOUT_MS,
  HealthPaths,
  type HealthResponse,
  HealthResponseSchema,
  type SystemStats,
  SystemStatsPaths,
  SystemStatsSchema,
  SystemStatsTexts,
} from '@cdi/contracts';
import { z } from 'zod';
import { ApiError } from '../../../shared/api/api-error';
import { apiRequest, buildUrl, parseJsonBody } from '../../../shared/api/client';

export const systemStatsKeys = {
  stats: ['developer', 'system-stats'] as const,
  health: ['developer', 'health'] as const,
};

/** The stats call's answer; a success without stats is the page's empty view. */
const StatsAnswerSchema = z.object({ success: z.literal(true), stats: SystemStatsSchema.nullish() });

export async function getSystemStats(signal?: AbortSignal): Promise<SystemStats | null> {
  const { stats } = await apiRequest(SystemStatsPaths.stats, {
    schema: StatsAnswerSchema,
    timeoutMs: DEVELOPER_CLIENT_TIMEOUT_MS,
    fallbackError: SystemStatsTexts.failedToFetch,
    signal,
  });
  return stats ?? null;
}

/**
 * The platform's health check. A degraded platform answers 503 with the same body, so the body is
 * read whatever the status; no answer at all (network) is an error.
 */
export async function getHealth(signal?: AbortSignal): Promise<HealthResponse> {
  const timeout = AbortSignal.timeout(DEVELOPER_CLIENT_TIMEOUT_MS);
  const response = await fetch(buildUrl(HealthPaths.health), { signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  const parsed = HealthResponseSchema.safeParse(parseJsonBody(await response.text()));
  if (!parsed.success) throw new ApiError(SystemStatsTexts.failedToFetch, { status: response.status });
  return parsed.data;
}
