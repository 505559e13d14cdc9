import { parseEnv, requireExplicitInProduction, ServerEnvSchema, unsetWhenEmpty } from '@cdi/db';
import path from 'node:path';
import { z } from 'zod';
import { AppSecretEnvShape, appSecretProblem, DEMO_APP_SECRET } from '@cdi/credentials';

const booleanish = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

export const ApiEnvSchema = ServerEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address the api listens on: every interface by default, 127.0.0.1 to keep it to this machine. */
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  ...AppSecretEnvShape,
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
  METRICS_TOKEN: unsetWhenEmpty(z.string().min(24, 'METRICS_TOKEN must be at least 24 characters')),
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
