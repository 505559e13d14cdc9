import os from 'node:os';

export const MAX_API_PROCESSES = 64;

/**
 * How many api processes `npm start` runs behind its one port: API_PROCESSES when set, else one per
 * core beyond the first (that core is left to Postgres, Redis, the worker and the cluster's primary),
 * and never fewer than one. One process runs exactly as `node apps/api/dist/main.js` does.
 */
export function apiProcessCount(value: string | undefined, cores: number = os.availableParallelism()): number {
  const text = value?.trim() ?? '';
  if (text === '') return Math.max(1, cores - 1);
  const count = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(count >= 1 && count <= MAX_API_PROCESSES)) {
    throw new Error(`API_PROCESSES must be a whole number from 1 to ${MAX_API_PROCESSES} (it is '${value}')`);
  }
  return count;
}
