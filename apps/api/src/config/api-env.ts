import { parseEnv, requireExplicitInProduction, ServerEnvSchema } from '@cdi/db';
import path from 'node:path';
import { z } from 'zod';
import { estimatedEntropyBits } from './secret-strength';

import { DEMO_APP_SECRET } from '@cdi/credentials';

/** Published with the code, so it protects nothing: used only where ALLOW_DEMO_SECRET opts into it, never in production. */
export { DEMO_APP_SECRET };
/** A production APP_SECRET needs at least this estimated entropy (e.g. `openssl rand -base64 48` gives ~300). */
export const MIN_APP_SECRET_BITS = 128;
const HOW_TO_GENERATE = 'generate one with: openssl rand -base64 48';

const booleanish = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

export const ApiEnvSchema = ServerEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address the api listens on: every interface by default, 127.0.0.1 to keep it to this machine. */
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  /** Seals issued passwords at rest. At least 32 characters; in production also random enough and not the demo one. */
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  /**
   * Outside production, lets the api run without an APP_SECRET on the published demo secret.
   * `npm start` and the test stacks set it; nothing turns it on by default.
   */
  ALLOW_DEMO_SECRET: booleanish,
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
  /**
   * Marks the session cookie Secure on every sign-in, even over plain HTTP (on by default in production).
   * Without it the cookie is Secure whenever the request came over HTTPS, as TRUST_PROXY lets Express tell.
   */
  COOKIE_SECURE: booleanish,
  /** Lets bull-board at /api/ops/queues change queues (retry, clean, remove); read-only when unset. */
  OPS_QUEUE_WRITES: booleanish,
  /**
   * Origins whose pages may open sockets (comma-separated, e.g. https://exam.example.org). Empty:
   * only pages served from the same origin as the socket (through the proxy in front of the api).
   */
  WEB_ORIGINS: z
    .string()
    .default('')
    .transform((list, ctx) => {
      const origins: string[] = [];
      for (const entry of list
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean)) {
        const origin = URL.canParse(entry) ? new URL(entry).origin : 'null';
        if (origin === 'null')
          ctx.addIssue({ code: 'custom', message: `'${entry}' is not an origin such as https://exam.example.org` });
        else origins.push(origin);
      }
      return origins;
    }),
  /**
   * Who may read GET /api/metrics without the token: comma-separated addresses, subnets (10.0.0.0/8,
   * fd00::/8) or `loopback`. The client address is Express's (TRUST_PROXY decides whether a proxy may
   * name it). Empty: nobody without the token.
   */
  METRICS_ALLOW: z
    .string()
    .default('loopback')
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  /** The least severe log lines written (pino levels). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('info'),
  /**
   * json: one JSON object per line (production, log collectors). readable: a line a person reads, with
   * a request's own line only at LOG_LEVEL=debug (npm start). Default: readable in development only.
   */
  LOG_FORMAT: z.enum(['json', 'readable']).optional(),
  /** A bearer token that opens GET /api/metrics from any address (a Prometheus outside the allowed networks). */
  METRICS_TOKEN: z.string().min(24, 'METRICS_TOKEN must be at least 24 characters').optional(),
  /** The product's bundled content (practice tests, the sample test). */
  CONTENT_DIR: z
    .string()
    .default('content')
    .transform((dir) => path.resolve(dir)),
  /** Tests only: SIGUSR2 makes the api die of an uncaught error (testing/crash-on-signal.ts). Production refuses it. */
  TEST_CRASH_SIGNAL: booleanish,
}).superRefine((env, ctx) => {
  const problem = appSecretProblem(env);
  if (problem) ctx.addIssue({ code: 'custom', path: ['APP_SECRET'], message: problem });
  if (env.NODE_ENV === 'production' && env.TEST_CRASH_SIGNAL)
    ctx.addIssue({ code: 'custom', path: ['TEST_CRASH_SIGNAL'], message: 'TEST_CRASH_SIGNAL is for tests only' });
});

/**
 * The one rule for APP_SECRET. Production: set, not the demo secret, and random enough. Elsewhere:
 * set, or the demo secret explicitly allowed; an unset NODE_ENV never lets the demo secret in by itself.
 */
function appSecretProblem(env: { NODE_ENV: string; APP_SECRET?: string; ALLOW_DEMO_SECRET?: boolean }): string | null {
  const secret = env.APP_SECRET;
  if (env.NODE_ENV === 'production') {
    if (env.ALLOW_DEMO_SECRET) return 'ALLOW_DEMO_SECRET is not allowed in production: set a secret of your own';
    if (!secret) return `Production mode needs APP_SECRET to be set (${HOW_TO_GENERATE})`;
    if (secret === DEMO_APP_SECRET)
      return `APP_SECRET is the published demo secret; production needs its own (${HOW_TO_GENERATE})`;
    const bits = estimatedEntropyBits(secret);
    if (bits < MIN_APP_SECRET_BITS)
      return `APP_SECRET is too predictable (about ${bits} bits of entropy, at least ${MIN_APP_SECRET_BITS} needed; ${HOW_TO_GENERATE})`;
    return null;
  }
  if (!secret && !env.ALLOW_DEMO_SECRET)
    return `APP_SECRET is not set: set one (${HOW_TO_GENERATE}), or set ALLOW_DEMO_SECRET=true to run on the published demo secret outside production (npm start does)`;
  return null;
}

export interface ApiEnv extends Omit<
  z.infer<typeof ApiEnvSchema>,
  'APP_SECRET' | 'COOKIE_SECURE' | 'ALLOW_DEMO_SECRET' | 'LOG_FORMAT'
> {
  APP_SECRET: string;
  LOG_FORMAT: 'json' | 'readable';
  COOKIE_SECURE: boolean;
  /** True when the demo secret stands in for a missing one (never in production). */
  usingDemoSecret: boolean;
}

export const API_ENV = Symbol('API_ENV');

export function loadApiEnv(source: NodeJS.ProcessEnv = process.env): ApiEnv {
  const { ALLOW_DEMO_SECRET: _allowed, ...parsed } = parseEnv(ApiEnvSchema, source);
  requireExplicitInProduction(parsed, source);
  return {
    ...parsed,
    APP_SECRET: parsed.APP_SECRET ?? DEMO_APP_SECRET,
    COOKIE_SECURE: parsed.COOKIE_SECURE ?? parsed.NODE_ENV === 'production',
    LOG_FORMAT: parsed.LOG_FORMAT ?? (parsed.NODE_ENV === 'development' ? 'readable' : 'json'),
    usingDemoSecret: !parsed.APP_SECRET,
  };
}
