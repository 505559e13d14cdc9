import { z } from 'zod';

export const HealthPaths = { health: '/health', live: '/health/live' } as const;

export const DependencyStateSchema = z.object({
  status: z.enum(['up', 'down']),
  latencyMs: z.number().optional(),
  error: z.string().optional(),
});

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  timestamp: z.string(),
  checks: z.object({
    postgres: DependencyStateSchema,
    redis: DependencyStateSchema,
    queues: DependencyStateSchema.extend({ workers: z.number().int().optional() }),
  }),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
