import { defineRoute } from './routes/define-route';

/**
 * Prometheus metrics of an api replica (text exposition format, not JSON). Reachable from the
 * addresses in METRICS_ALLOW (loopback by default) or with `Authorization: Bearer <METRICS_TOKEN>`.
 */
export const MetricsPaths = { metrics: '/metrics' } as const;

/** The response header carrying the request id every log line of the request carries too. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

export const MetricsTexts = {
  tokenOrAddressNeeded: 'Metrics need the metrics token or an allowed address',
  notAllowed: 'Metrics are not available to this address',
} as const;

export const MetricsRoutes = {
  metrics: defineRoute({
    method: 'get',
    path: MetricsPaths.metrics,
    tag: 'health',
    summary:
      'Prometheus metrics (text format) of this api replica: only from METRICS_ALLOW addresses (loopback by default) or with Authorization: Bearer METRICS_TOKEN; others 401/403',
    access: 'public',
    response: { file: 'text/plain' },
  }),
};
