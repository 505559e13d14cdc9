import { Queues } from '@cdi/contracts';
import { AppSecretEnvShape } from '@cdi/credentials';
import { parseEnv, requireExplicitInProduction, ServerEnvSchema } from '@cdi/db';
import { z } from 'zod';

const queueNames = Object.values(Queues).map((q) => q.name);

export const WorkerEnvSchema = ServerEnvSchema.extend({
  /** Comma-separated queue names this replica serves; empty or unset serves every queue. */
  WORKER_QUEUES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((names) => names.every((n) => queueNames.includes(n as never)), {
      message: `WORKER_QUEUES may name only: ${queueNames.join(', ')}`,
    }),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /**
   * How long a job's lock lasts without renewal, and how often stalled jobs are looked for: a job whose
   * worker died (SIGKILL, a lost machine) runs again within about twice this. BullMQ's default.
   */
  WORKER_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
  /** How often the timers sweep looks for overdue sections and attempts (tests shorten it). */
  TIMERS_SWEEP_EVERY_MS: z.coerce.number().int().min(100).default(Queues.timers.jobs.sweep.everyMs),
  /**
   * The api's secret: the worker seals the passwords a bulk enrolment issues with it. The api checks
   * its strength at boot; without it (and without ALLOW_DEMO_SECRET outside production) enrolments
   * fail with a clear message instead of the worker refusing to start.
   */
  ...AppSecretEnvShape,
});
export type WorkerEnv = z.infer<typeof WorkerEnvSchema>;

export const WORKER_ENV = Symbol('WORKER_ENV');

export function loadWorkerEnv(source: NodeJS.ProcessEnv = process.env): WorkerEnv {
  const env = parseEnv(WorkerEnvSchema, source);
  requireExplicitInProduction(env, source);
  return env;
}

export function servesQueue(env: WorkerEnv, queueName: string): boolean {
  return env.WORKER_QUEUES.length === 0 || env.WORKER_QUEUES.includes(queueName);
}
