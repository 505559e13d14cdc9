import type { OutboxEntry } from '../../../../shared/exam-engine';

/**
 * The attempts whose answers on this device are still on their way to the server, oldest change first.
 * Refused answers are not waited for (the server has answered them), nor are attempts this session
 * could not join (another candidate's, left on a shared device), since waiting would never end.
 */
export function attemptsStillSending(entries: readonly OutboxEntry[], unreachable: ReadonlySet<string>): string[] {
  const pending = entries
    .filter((entry) => entry.state === 'pending' && !unreachable.has(entry.attemptId))
    .sort((a, b) => a.createdAt - b.createdAt);
  return [...new Set(pending.map((entry) => entry.attemptId))];
}
