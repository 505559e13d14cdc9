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
  /** Proxy hops in front of the api (nginx in docker-compose is 1), so rate limits see the client's address. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  COOKIE_SECURE: booleanish,
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
