import type { Solution } from '@cdi/contracts';
import { isDeepStrictEqual } from 'node:util';

/**
 * The answer keys (question numbers) whose entry differs between two keys: added, removed or changed,
 * notes included; in question order. Recorded in the audit so a re-marking can be judged later.
 */
export function changedAnswerKeys(before: Solution | null, after: Solution): string[] {
  const old = before?.answers ?? {};
  // As stored (jsonb keeps no undefined fields); key order does not matter to the comparison.
  const now = JSON.parse(JSON.stringify(after.answers)) as Solution['answers'];
  const keys = new Set([...Object.keys(old), ...Object.keys(now)]);
  return [...keys]
    .filter((key) => !isDeepStrictEqual(old[key], now[key]))
    .sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
}
