import { z } from 'zod';
import { storableText } from './storable-text';
import { defineRoute } from './routes/define-route';

export const HealthPaths = { health: '/health', live: '/health/live' } as const;

export const DependencyStateSchema = z.object({
  status: z.enum(['up', 'down']),
  latencyMs: z.number().optional(),
  error: storableText().optional(),
});

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  /** The process is stopping (a rolling upgrade): it takes no new sockets; send traffic elsewhere. */
  draining: z.literal(true).optional(),
  timestamp: storableText(),
  checks: z.object({
    postgres: DependencyStateSchema,
    redis: DependencyStateSchema,
    queues: DependencyStateSchema.extend({ workers: z.number().int().optional() }),
  }),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/**
 * Liveness: the process answers, whatever its dependencies do. `pid` names the api process that
 * answered, so an operator (and the cluster's test) can tell the processes behind one address apart.
 */
export const LivenessResponseSchema = z.object({ status: z.literal('ok'), timestamp: storableText(), pid: z.number().int() });
export type LivenessResponse = z.infer<typeof LivenessResponseSchema>;

export const HealthRoutes = {
  health: defineRoute({
    method: 'get',
    path: HealthPaths.health,
    tag: 'health',
    summary: 'Readiness: Postgres, Redis and a serving worker (503 when degraded)',
    access: 'public',
    response: HealthResponseSchema,
  }),
  live: defineRoute({
    method: 'get',
    path: HealthPaths.live,
    tag: 'health',
    summary: 'Liveness',
    access: 'public',
    response: LivenessResponseSchema,
  }),
};
