import { HealthRoutes, type HealthResponse } from '@cdi/contracts';
import { ApiError } from './api-error';
import { buildUrl, parseJsonBody } from './client';

/**
 * The platform's health check, as both consoles show it. A degraded platform answers 503 with the same
 * body, so the body is read whatever the status; no answer at all (network) is an error.
 */
export async function fetchPlatformHealth(options: {
  timeoutMs: number;
  fallbackError: string;
  signal?: AbortSignal;
}): Promise<HealthResponse> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const response = await fetch(buildUrl(HealthRoutes.health.path), {
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
  });
  const parsed = HealthRoutes.health.response.safeParse(parseJsonBody(await response.text()));
  if (!parsed.success) throw new ApiError(options.fallbackError, { status: response.status });
  return parsed.data;
}
