import { type AnswerAck, ExamEvents } from '@cdi/contracts';
import { AnswerEntity } from '@cdi/db';
import type { Socket } from 'socket.io-client';
import { emitAck, newTenantScenario, sittingListening } from '../support/exam-sockets';
import { startTestStack, type TestStack } from '../support/test-stack';
import { until } from '../support/until';

/** The test stack's DB_POOL_SIZE (testEnvironment). */
const API_POOL_SIZE = 4;

/**
 * Answers are saved on connections of their own: however busy the api's shared pool is (hundreds of
 * candidates joining at once, a slow report), a candidate's answer is committed and acknowledged
 * without waiting for one of its connections.
 */
describe('the answer path’s own connections', () => {
  let stack: TestStack;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await stack.close();
  });

  it('acknowledges an answer while every connection of the shared pool waits on a lock', async () => {
    const scenario = await newTenantScenario(stack, 1);
    const { socket, attemptId } = await sittingListening(stack.http.baseUrl, scenario, 0, sockets);

    // Every signed-in request reads the user with its session; with `users` locked, each of these
    // holds one of the api's shared connections until the lock goes. Answers never read `users`.
    const runner = stack.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    const requests: Promise<{ status: number }>[] = [];
    try {
      await runner.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
      requests.push(
        ...Array.from({ length: API_POOL_SIZE + 2 }, () =>
          stack.http.get('/admin/test-making/student/assigned-tests', scenario.tokens[0]!),
        ),
      );
      await until(
        async () => {
          const [{ waiting }] = (await stack.dataSource.query(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
              WHERE application_name = 'cdi-api' AND wait_event_type = 'Lock'`,
          )) as [{ waiting: number }];
          return waiting >= API_POOL_SIZE;
        },
        10_000,
        'every shared connection of the api waiting on the lock',
      );

      const seq = Date.now();
      const ack = await emitAck<AnswerAck>(
        socket,
        ExamEvents.answerSet,
        { attemptId, section: 'listening', question: '1', value: 'lighthouse', seq },
        3_000,
      );
      expect(ack).toMatchObject({ ok: true, seq });
      const saved = await stack.dataSource.getRepository(AnswerEntity).findOneBy({ attemptId, question: '1' });
      expect(saved?.value).toBe('lighthouse');
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
    // The requests held up behind the lock finish once it goes.
    const answered = await Promise.all(requests);
    expect(answered.map((r) => r.status)).toEqual(requests.map(() => 200));
  });
});
