import { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { poolOf } from './raw-rows';
import { isolateLikeDataSource } from './tenant-isolation';

/**
 * Connections kept for saving answers alone: at most this many answer batches commit at once
 * (AnswerBatcher), each on a connection of its own, so they never wait in the pool's queue.
 */
export const ANSWER_CONNECTIONS = 2;

const answerPools = new WeakMap<DataSource, Pool>();

/**
 * The answer path's own pool beside the DataSource's: the same database, login and tenant isolation,
 * `ANSWER_CONNECTIONS` connections. On the shared pool, a batch waited behind whatever else held its
 * connections: when hundreds of candidates joined at once, an answer's ack took 100-500 ms instead of
 * a few. Made at first use and closed with the DataSource.
 */
export function answerPoolOf(dataSource: DataSource): Pool {
  const existing = answerPools.get(dataSource);
  if (existing) return existing;
  const pool = new Pool({ ...poolOf(dataSource).options, max: ANSWER_CONNECTIONS });
  // A connection that breaks while idle is dropped by the pool; unheard, its error would end the
  // process. A batch that then fails is reported and retried by the batcher.
  pool.on('error', () => undefined);
  isolateLikeDataSource(dataSource, pool);
  answerPools.set(dataSource, pool);
  const destroy = dataSource.destroy.bind(dataSource);
  dataSource.destroy = async () => {
    answerPools.delete(dataSource);
    await Promise.all([destroy(), pool.end()]);
  };
  return pool;
}
