import {
  attemptTimerJobId,
  type AttemptSnapshot,
  ExamEvents,
  OVERDUE_TIMER_GRACE_MS,
  Queues,
  sectionTimerJobId,
} from '@cdi/contracts';
import { AttemptEntity, AttemptEventEntity, AttemptSectionEntity, queuePrefix } from '@cdi/db';
import { Queue, QueueEvents } from 'bullmq';
import type { Socket } from 'socket.io-client';
import { examScenario, type ExamScenario, sittingListening } from '../support/exam-sockets';
import { createTenant, developerToken } from '../support/fixtures';
import { startTestStack, type TestStack } from '../support/test-stack';
import { until } from '../support/until';

/** Short enough that a test waits a few sweeps, not the production interval. */
const SWEEP_EVERY_MS = 300;
const sweep = Queues.timers.jobs.sweep;

describe('server timers: delayed jobs that run early or went missing', () => {
  let stack: TestStack;
  let scenario: ExamScenario;
  let timers: Queue;
  let timerEvents: QueueEvents;
  /** Sweep jobs by id as the queue reports them: begun, and finished. */
  const sweepsBegun = new Set<string>();
  const sweepsDone = new Set<string>();
  const sockets: Socket[] = [];

  beforeAll(async () => {
    stack = await startTestStack({ worker: true, env: { TIMERS_SWEEP_EVERY_MS: String(SWEEP_EVERY_MS) } });
    const tenant = await createTenant(stack.http, await developerToken(stack.http));
    scenario = await examScenario(stack, tenant, 5);
    const queue = { connection: { url: stack.env.REDIS_URL! }, prefix: queuePrefix(stack.env.REDIS_PREFIX!) };
    timers = new Queue(Queues.timers.name, queue);
    timerEvents = new QueueEvents(Queues.timers.name, queue);
    await timerEvents.waitUntilReady();
    // The scheduler's jobs are 'repeat:<scheduler id>:<time>'.
    const isSweep = (jobId: string) => jobId.startsWith(`repeat:${sweep.schedulerId}:`);
    timerEvents.on('active', ({ jobId }) => {
      if (isSweep(jobId)) sweepsBegun.add(jobId);
    });
    timerEvents.on('completed', ({ jobId }) => {
      if (isSweep(jobId)) sweepsDone.add(jobId);
    });
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));
  afterAll(async () => {
    await timerEvents.close();
    await timers.close();
    await stack.close();
  });

  /** Removes a delayed job as a Redis flush or an api crash before scheduling would have. */
  async function loseJob(jobId: string): Promise<void> {
    await timers.remove(jobId);
    expect(await timers.getJob(jobId)).toBeUndefined();
  }

  /** Moves a started listening section into the past: its deadline passed `overdueMs` ago. */
  async function backdateListening(attemptId: string, overdueMs: number): Promise<void> {
    const deadlineAt = new Date(Date.now() - overdueMs);
    await stack.dataSource
      .getRepository(AttemptSectionEntity)
      .update({ attemptId, section: 'listening' }, { deadlineAt, startedAt: new Date(deadlineAt.getTime() - 30 * 60_000) });
  }

  function collect<T>(socket: Socket, event: string): T[] {
    const seen: T[] = [];
    socket.on(event, (payload: T) => seen.push(payload));
    return seen;
  }

  const waitFor = (check: () => boolean | Promise<boolean>, timeoutMs = 10_000) => until(check, timeoutMs, 'the change');

  /**
   * Waits for two sweeps begun from now to finish: what a test needs before it says a sweep left
   * something alone. Two, since the queue's word that a sweep began may come a moment late, and the
   * first could have begun before the change; the second began after it.
   */
  async function twoSweepsFromNow(): Promise<void> {
    const earlier = new Set(sweepsBegun);
    const finishedSince = () => [...sweepsDone].filter((id) => sweepsBegun.has(id) && !earlier.has(id)).length;
    await until(() => finishedSince() >= 2, SWEEP_EVERY_MS * 20, 'two sweeps');
  }

  const closedEvents = (attemptId: string) =>
    stack.dataSource.getRepository(AttemptEventEntity).find({ where: { attemptId, type: 'section:closed' } });

  it('closes a section whose expire job went missing once its deadline and grace have passed, telling the candidate once', async () => {
    const { socket, attemptId } = await sittingListening(stack.http.baseUrl, scenario, 0, sockets);
    const expired = collect<{ section: string; snapshot: AttemptSnapshot }>(socket, ExamEvents.sectionExpired);
    await loseJob(sectionTimerJobId(attemptId, 'listening'));

    // Past the deadline but within the grace: a delayed job may merely be late, so the sweep leaves it.
    await backdateListening(attemptId, OVERDUE_TIMER_GRACE_MS / 2);
    await twoSweepsFromNow();
    expect(expired).toEqual([]);

    await backdateListening(attemptId, OVERDUE_TIMER_GRACE_MS + 60_000);
    await waitFor(() => expired.length > 0);
    expect(expired[0]!.section).toBe('listening');
    expect(expired[0]!.snapshot.sections.map((s) => [s.section, s.status, s.endReason])).toEqual([
      ['listening', 'completed', 'expired'],
      ['reading', 'available', null],
      ['writing', 'locked', null],
    ]);

    await twoSweepsFromNow(); // later sweeps find nothing more to do
    expect(expired).toHaveLength(1);
    expect(await closedEvents(attemptId)).toHaveLength(1);
  });

  it('finishes an attempt running past the four-hour limit whose job went missing', async () => {
    const { socket, attemptId } = await sittingListening(stack.http.baseUrl, scenario, 1, sockets);
    const submitted = collect<{ reason: string }>(socket, ExamEvents.submitted);
    await loseJob(attemptTimerJobId(attemptId));
    const startedAt = new Date(Date.now() - 5 * 60 * 60_000);
    await stack.dataSource
      .getRepository(AttemptEntity)
      .update({ id: attemptId }, { startedAt, expiresAt: new Date(startedAt.getTime() + 4 * 60 * 60_000) });

    await waitFor(() => submitted.length > 0);
    expect(submitted).toEqual([{ reason: 'attempt-timeout' }]);
    const attempt = await stack.dataSource.getRepository(AttemptEntity).findOneByOrFail({ id: attemptId });
    expect(attempt).toMatchObject({ status: 'completed', completionReason: 'attempt-timeout' });
    const sections = await stack.dataSource.getRepository(AttemptSectionEntity).find({ where: { attemptId } });
    expect(sections.map((s) => s.status)).toEqual(['completed', 'completed', 'completed']);
  });

  it('puts off a section job that runs before the deadline and closes the section at the deadline, not before', async () => {
    const { socket, attemptId } = await sittingListening(stack.http.baseUrl, scenario, 3, sockets);
    const expired = collect<unknown>(socket, ExamEvents.sectionExpired);
    // Within a quarter of a second of its deadline: what a job fired by a host whose clock runs ahead sees.
    const deadlineAt = new Date(Date.now() + 200);
    await stack.dataSource.getRepository(AttemptSectionEntity).update({ attemptId, section: 'listening' }, { deadlineAt });
    await (await timers.getJob(sectionTimerJobId(attemptId, 'listening')))!.promote();

    await waitFor(() => expired.length > 0);
    const listening = await stack.dataSource
      .getRepository(AttemptSectionEntity)
      .findOneByOrFail({ attemptId, section: 'listening' });
    expect(listening).toMatchObject({ status: 'completed', endReason: 'expired' });
    expect(listening.completedAt!.getTime()).toBeGreaterThanOrEqual(deadlineAt.getTime());
    expect(await closedEvents(attemptId)).toHaveLength(1);
  });

  it('puts off an attempt job that runs before the four hours are up and finishes the attempt then', async () => {
    const { socket, attemptId } = await sittingListening(stack.http.baseUrl, scenario, 4, sockets);
    const submitted = collect<{ reason: string }>(socket, ExamEvents.submitted);
    const expiresAt = new Date(Date.now() + 1000);
    await stack.dataSource.getRepository(AttemptEntity).update({ id: attemptId }, { expiresAt });
    await (await timers.getJob(attemptTimerJobId(attemptId)))!.promote();

    // Well before the sweep's grace: the job itself came back at the expiry.
    await waitFor(() => submitted.length > 0, OVERDUE_TIMER_GRACE_MS / 2);
    expect(submitted).toEqual([{ reason: 'attempt-timeout' }]);
    const attempt = await stack.dataSource.getRepository(AttemptEntity).findOneByOrFail({ id: attemptId });
    expect(attempt).toMatchObject({ status: 'completed', completionReason: 'attempt-timeout' });
    expect(attempt.completedAt!.getTime()).toBeGreaterThanOrEqual(expiresAt.getTime());
  });

  it('closes once when the delayed job and the sweeps of two workers race', async () => {
    await stack.startWorker({ TIMERS_SWEEP_EVERY_MS: String(SWEEP_EVERY_MS) });
    const { socket, attemptId } = await sittingListening(stack.http.baseUrl, scenario, 2, sockets);
    const expired = collect<unknown>(socket, ExamEvents.sectionExpired);
    await backdateListening(attemptId, OVERDUE_TIMER_GRACE_MS + 60_000);
    await (await timers.getJob(sectionTimerJobId(attemptId, 'listening')))!.promote();

    await waitFor(() => expired.length > 0);
    await twoSweepsFromNow();
    expect(expired).toHaveLength(1);
    expect(await closedEvents(attemptId)).toHaveLength(1);
    // Both workers upserted the sweep under one fixed id: it runs once per period, not once per worker.
    const schedulers = await timers.getJobSchedulers();
    expect(schedulers.filter((s) => s.name === sweep.name)).toEqual([
      expect.objectContaining({ key: sweep.schedulerId, every: SWEEP_EVERY_MS }),
    ]);
  });
});
