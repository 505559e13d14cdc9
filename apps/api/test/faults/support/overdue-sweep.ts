import { OVERDUE_TIMER_GRACE_MS } from '@cdi/contracts';
import { AttemptSectionEntity } from '@cdi/db';
import type { DataSource } from 'typeorm';
import { until } from '../../support/until';

/**
 * Whether the worker's sweep still closes what is overdue: an attempt's listening section gets a
 * deadline long past (as if its delayed job had gone missing), and the sweep must close it in time.
 */
export async function sweepClosesOverdueSection(dataSource: DataSource, attemptId: string, timeoutMs = 20_000): Promise<boolean> {
  const sections = dataSource.getRepository(AttemptSectionEntity);
  const deadlineAt = new Date(Date.now() - OVERDUE_TIMER_GRACE_MS - 60_000);
  await sections.update(
    { attemptId, section: 'listening' },
    { deadlineAt, startedAt: new Date(deadlineAt.getTime() - 30 * 60_000) },
  );
  const closed = async () => (await sections.findOneByOrFail({ attemptId, section: 'listening' })).status === 'completed';
  return until(closed, timeoutMs, 'the overdue section closed')
    .then(() => true)
    .catch(() => false);
}
