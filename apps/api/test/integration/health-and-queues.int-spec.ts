import { HealthResponseSchema, Queues } from '@cdi/contracts';
import { queuePrefix, SessionEntity } from '@cdi/db';
import { Queue, QueueEvents } from 'bullmq';
import { hashSessionToken } from '@cdi/credentials';
import { DEMO_PASSWORD, DEMO_STUDENTS } from '../../src/demo/demo-data';
import { startTestStack, type TestStack } from '../support/test-stack';

const purge = Queues.housekeeping.jobs.purgeExpiredSessions;

describe('health and the housekeeping queue', () => {
  let stack: TestStack;
  let queue: Queue;
  let events: QueueEvents;

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    const connection = { url: stack.env.REDIS_URL! };
    const prefix = queuePrefix(stack.env.REDIS_PREFIX!);
    queue = new Queue(Queues.housekeeping.name, { connection, prefix });
    events = new QueueEvents(Queues.housekeeping.name, { connection, prefix });
    await events.waitUntilReady();
  });
  afterAll(async () => {
    await events.close();
    await queue.obliterate({ force: true });
    await queue.close();
    await stack.close();
  });

  it('reports Postgres, Redis and a serving worker as up', async () => {
    const response = await stack.http.get('/health');
    expect(response.status).toBe(200);
    const health = HealthResponseSchema.parse(response.body);
    expect(health.status).toBe('ok');
    expect(health.checks.postgres.status).toBe('up');
    expect(health.checks.redis.status).toBe('up');
    expect(health.checks.queues).toMatchObject({ status: 'up', workers: 1 });
    expect(Math.abs(Date.parse(health.timestamp) - Date.now())).toBeLessThan(5000);
  });

  it('schedules the hourly purge when the worker starts', async () => {
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map((s) => s.name)).toContain(purge.name);
  });

  it('purges sessions that ended before the cutoff and keeps live ones', async () => {
    const sessions = stack.dataSource.getRepository(SessionEntity);
    const ended = await stack.http.login(DEMO_STUDENTS[6]!.loginId, DEMO_PASSWORD);
    const live = await stack.http.login(DEMO_STUDENTS[6]!.loginId, DEMO_PASSWORD);
    await sessions.update({ tokenHash: hashSessionToken(ended) }, { expiresAt: new Date(Date.now() - 60_000) });

    const job = await queue.add(purge.name, { olderThanHours: 0 });
    const result = (await job.waitUntilFinished(events, 10_000)) as { purged: number };

    expect(result.purged).toBeGreaterThanOrEqual(1);
    expect(await sessions.count({ where: { tokenHash: hashSessionToken(ended) } })).toBe(0);
    expect(await sessions.count({ where: { tokenHash: hashSessionToken(live) } })).toBe(1);
  });

  it('fails a job it does not know without stopping the worker', async () => {
    const bad = await queue.add('no-such-job', {});
    await expect(bad.waitUntilFinished(events, 10_000)).rejects.toThrow(/Unknown housekeeping job/);
    const good = await queue.add(purge.name, { olderThanHours: 1 });
    await expect(good.waitUntilFinished(events, 10_000)).resolves.toEqual({ purged: expect.any(Number) });
  });
});

describe('health when no worker serves the queues', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.close());

  it('answers 503 degraded, naming the queues as down', async () => {
    const response = await stack.http.get('/health');
    expect(response.status).toBe(503);
    const health = HealthResponseSchema.parse(response.body);
    expect(health.status).toBe('degraded');
    expect(health.checks.queues).toMatchObject({ status: 'down', workers: 0 });
    expect(health.checks.postgres.status).toBe('up');
  });

  it('answers liveness regardless', async () => {
    expect((await stack.http.get('/health/live')).status).toBe(200);
  });
});
