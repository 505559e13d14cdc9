import { parseEnv, requireExplicitInProduction, ServerEnvSchema } from '@cdi/db';
import path from 'node:path';
import { z } from 'zod';

const DEMO_APP_SECRET = 'demo-only-app-secret-never-use-in-production-0001';

const booleanish = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

export const ApiEnvSchema = ServerEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Seals issued passwords at rest. At least 32 characters; required in production. */
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  /**
   * Which peers may name the client's address in X-Forwarded-For, so sign-in throttling and rate limits
   * see real clients: a number of proxy hops (1 behind the bundled nginx, when only nginx can reach the
   * api), or a comma-separated list of proxy addresses, subnets or Express's names (`loopback`,
   * `10.0.0.0/8`). Unset or 0 trusts nobody: the connection's peer is the client, and a client's own
   * X-Forwarded-For is ignored.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('0')
    .transform((value): number | string[] =>
      /^\d+$/.test(value)
        ? Number(value)
        : value
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean),
    )
    .refine((value) => typeof value !== 'number' || value <= 10, 'TRUST_PROXY: at most 10 proxy hops'),
  COOKIE_SECURE: booleanish,
  /** The product's bundled content (practice tests, the sample test). */
  CONTENT_DIR: z
    .string()
    .default('content')
    .transform((dir) => path.resolve(dir)),
});

export interface ApiEnv extends Omit<z.infer<typeof ApiEnvSchema>, 'APP_SECRET' | 'COOKIE_SECURE'> {
  APP_SECRET: string;
  COOKIE_SECURE: boolean;
  /** True when a development default stands in for a missing secret. */
  usingDemoSecret: boolean;
}

export const API_ENV = Symbol('API_ENV');

export function loadApiEnv(source: NodeJS.ProcessEnv = process.env): ApiEnv {
  const parsed = parseEnv(ApiEnvSchema, source);
  requireExplicitInProduction(parsed, source);
  const production = parsed.NODE_ENV === 'production';
  if (production && !parsed.APP_SECRET) throw new Error('Production mode needs APP_SECRET to be set');
  return {
    ...parsed,
    APP_SECRET: parsed.APP_SECRET ?? DEMO_APP_SECRET,
    COOKIE_SECURE: parsed.COOKIE_SECURE ?? production,
    usingDemoSecret: !parsed.APP_SECRET,
  };
}
