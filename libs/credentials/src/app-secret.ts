import { z } from 'zod';
import { estimatedEntropyBits } from './secret-strength';

/**
 * Published with the code, so it protects nothing: used only where ALLOW_DEMO_SECRET opts into it,
 * never in production. The api and the worker (which seals enrolled students' passwords) share it.
 */
export const DEMO_APP_SECRET = 'demo-only-app-secret-never-use-in-production-0001';
/** A production APP_SECRET needs at least this estimated entropy (e.g. `openssl rand -base64 48` gives ~300). */
export const MIN_APP_SECRET_BITS = 128;
const HOW_TO_GENERATE = 'generate one with: openssl rand -base64 48';

/** APP_SECRET and its demo stand-in, as the api's and the worker's environments both read them. */
export const AppSecretEnvShape = {
  /** Seals issued passwords at rest. At least 32 characters; in production also random enough and not the demo one. */
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  /**
   * Outside production, lets the api and worker run without an APP_SECRET on the published demo secret.
   * `npm start` and the test stacks set it; nothing turns it on by default.
   */
  ALLOW_DEMO_SECRET: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
};

interface AppSecretEnv {
  NODE_ENV: string;
  APP_SECRET?: string;
  ALLOW_DEMO_SECRET?: boolean;
}

/**
 * The one rule for APP_SECRET. Production: set, not the demo secret, and random enough. Elsewhere:
 * set, or the demo secret explicitly allowed; an unset NODE_ENV never lets the demo secret in by itself.
 */
export function appSecretProblem(env: AppSecretEnv): string | null {
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

/** The secret in force: the one set, or the demo one where the rule allows it; null when there is none. */
export function appSecretOf(env: AppSecretEnv): string | null {
  if (appSecretProblem(env)) return null;
  return env.APP_SECRET ?? DEMO_APP_SECRET;
}
