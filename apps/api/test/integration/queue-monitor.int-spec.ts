import { rename } from 'node:fs/promises';
import path from 'node:path';
import { type QueueJob, Queues, type QueueSummary } from '@cdi/contracts';
import { AuditLogEntity, ExamPartEntity, queuePrefix } from '@cdi/db';
import { Queue, QueueEvents } from 'bullmq';
import { fixtureFile, uploadPart, waitForIngestion } from '../support/exam-uploads';
import { createTenant, type CreatedTenant, developerToken, unique } from '../support/fixtures';
import { startTestStack, type TestStack } from '../support/test-stack';

const ingest = Queues.ingestExamPart;
const housekeeping = Queues.housekeeping;

describe('the developer queue monitor', () => {
  let stack: TestStack;
  let dev: string;
  let admin: string;
  let tenant: CreatedTenant;
  let ingestQueue: Queue;
  let housekeepingQueue: Queue;
  let ingestEvents: QueueEvents;
  let housekeepingEvents: QueueEvents;

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    dev = await developerToken(stack.http);
    tenant = await createTenant(stack.http, dev);
    admin = await stack.http.login(tenant.adminLoginId, tenant.adminPassword);
    const connection = { url: stack.env.REDIS_URL! };
    const prefix = queuePrefix(stack.env.REDIS_PREFIX!);
    ingestQueue = new Queue(ingest.name, { connection, prefix });
    housekeepingQueue = new Queue(housekeeping.name, { connection, prefix });
    ingestEvents = new QueueEvents(ingest.name, { connection, prefix });
    housekeepingEvents = new QueueEvents(housekeeping.name, { connection, prefix });
    await Promise.all([ingestEvents.waitUntilReady(), housekeepingEvents.waitUntilReady()]);
  });
  afterAll(async () => {
    await Promise.all([ingestEvents.close(), housekeepingEvents.close(), ingestQueue.close(), housekeepingQueue.close()]);
    await stack.close();
  });

  const jobsOf = async (queue: string, state: string): Promise<QueueJob[]> => {
    const response = await stack.http.get<{ jobs: QueueJob[] }>(`/developer/queues/${queue}/jobs?state=${state}`, dev);
    expect(response.status).toBe(200);
    return response.body.jobs;
  };

  async function waitForJob(queue: string, state: string, id: string, timeoutMs = 20_000): Promise<QueueJob> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await jobsOf(queue, state)).find((job) => job.id === id);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`job ${id} not ${state} after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('lists every queue of the catalogue with its counts and throughput per minute', async () => {
    const response = await stack.http.get<{ success: boolean; queues: QueueSummary[] }>('/developer/queues', dev);
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(response.body.queues.map((q) => q.name)).toEqual(Object.values(Queues).map((q) => q.name));
    for (const queue of response.body.queues) {
      expect(queue.counts).toEqual({
        waiting: expect.any(Number),
        active: expect.any(Number),
        completed: expect.any(Number),
        failed: expect.any(Number),
        delayed: expect.any(Number),
      });
      expect(queue.completed_per_minute).toBeGreaterThanOrEqual(0);
    }
  });

  it('shows a failed ingestion with its reason, and Retry after fixing the file runs it to completed (audited)', async () => {
    const upload = await uploadPart(stack.http, dev, {
      tenantId: tenant.id,
      section: 'listening',
      part: 2,
      testGroup: unique('Monitor'),
      jsonFile: fixtureFile('listening-part-with-map.json', 'part-2.json'),
      solutionFile: fixtureFile('listening-part-with-map.solution.json', 'part-2.solution.json'),
      audioFile: fixtureFile('listening-part.mp3', 'part-2.mp3'),
      images: [fixtureFile('town-map.png')],
    });
    expect(upload.status).toBe(202);
    const partId = upload.body.exam.id;
    expect((await waitForIngestion(stack.http, dev, partId)).processing_status).toBe('completed');

    // The stored content goes missing (a volume not mounted yet): ingesting the part again fails.
    const part = await stack.dataSource.getRepository(ExamPartEntity).findOneByOrFail({ id: partId });
    const stored = path.join(stack.env.FILES_DIR!, part.files.json.key);
    await rename(stored, `${stored}.away`);
    const jobId = unique('monitor-ingest');
    const job = await ingestQueue.add(
      ingest.jobs.ingest.name,
      { examPartId: partId, tenantId: tenant.id },
      { jobId, attempts: 1 },
    );
    await expect(job.waitUntilFinished(ingestEvents, 15_000)).rejects.toThrow(/ENOENT|no such file/);

    const failed = await waitForJob(ingest.name, 'failed', jobId);
    expect(failed).toMatchObject({ name: ingest.jobs.ingest.name, queue: ingest.name, tenant_id: tenant.id, attempts_made: 1 });
    expect(failed.failed_reason).toMatch(/ENOENT|no such file/);
    expect(failed.stacktrace).toEqual(expect.any(String));
    const summary = (await stack.http.get<{ queues: QueueSummary[] }>('/developer/queues', dev)).body.queues.find(
      (q) => q.name === ingest.name,
    );
    expect(summary!.counts.failed).toBeGreaterThanOrEqual(1);
    expect(summary!.failed_per_minute).toBeGreaterThan(0);

    // Fixed: the retry re-runs the job, and the part is completed again.
    await rename(`${stored}.away`, stored);
    const retry = await stack.http.request<{ success: boolean; job: QueueJob }>(
      'POST',
      `/developer/queues/${ingest.name}/jobs/${jobId}/retry`,
      { token: dev },
    );
    expect(retry.status).toBe(200);
    expect(retry.body.success).toBe(true);
    const completed = await waitForJob(ingest.name, 'completed', jobId);
    expect(completed.progress).toBe(100);
    expect((await waitForIngestion(stack.http, dev, partId)).processing_status).toBe('completed');
    expect(await jobsOf(ingest.name, 'failed')).not.toContainEqual(expect.objectContaining({ id: jobId }));

    const audit = await stack.dataSource.getRepository(AuditLogEntity).findOneBy({ action: 'queue.retry', tenantId: tenant.id });
    expect(audit).toMatchObject({ targetType: 'queue-job', details: expect.objectContaining({ queue: ingest.name, jobId }) });

    // Only a failed job can be retried.
    const again = await stack.http.request('POST', `/developer/queues/${ingest.name}/jobs/${jobId}/retry`, { token: dev });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, error: 'Only a failed job can be retried' });
  });

  it('removes a failed job (audited), after which it is gone', async () => {
    const jobId = unique('monitor-remove');
    const job = await housekeepingQueue.add('no-such-job', {}, { jobId });
    await expect(job.waitUntilFinished(housekeepingEvents, 10_000)).rejects.toThrow(/Unknown housekeeping job/);
    const failed = await waitForJob(housekeeping.name, 'failed', jobId);
    expect(failed.failed_reason).toMatch(/Unknown housekeeping job/);

    const removed = await stack.http.request('DELETE', `/developer/queues/${housekeeping.name}/jobs/${jobId}`, { token: dev });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true });
    expect(await housekeepingQueue.getJob(jobId)).toBeUndefined();
    expect(await jobsOf(housekeeping.name, 'failed')).not.toContainEqual(expect.objectContaining({ id: jobId }));
    const audit = await stack.dataSource
      .getRepository(AuditLogEntity)
      .createQueryBuilder('a')
      .where(`a.action = 'queue.remove'`)
      .andWhere(`a.details->>'jobId' = :jobId`, { jobId })
      .getOne();
    expect(audit).toMatchObject({
      targetType: 'queue-job',
      tenantId: null,
      details: expect.objectContaining({ queue: housekeeping.name }),
    });

    const gone = await stack.http.request('DELETE', `/developer/queues/${housekeeping.name}/jobs/${jobId}`, { token: dev });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ success: false, error: 'Job not found' });
  });

  it('answers 404 for a queue outside the catalogue and 400 for an unknown state', async () => {
    expect((await stack.http.get('/developer/queues/no-such-queue/jobs', dev)).status).toBe(404);
    expect((await stack.http.get(`/developer/queues/${ingest.name}/jobs?state=stuck`, dev)).status).toBe(400);
  });

  it('refuses an admin (403) and an anonymous caller (401) on every call', async () => {
    const calls: [string, string][] = [
      ['GET', '/developer/queues'],
      ['GET', `/developer/queues/${ingest.name}/jobs?state=failed`],
      ['POST', `/developer/queues/${ingest.name}/jobs/x/retry`],
      ['DELETE', `/developer/queues/${ingest.name}/jobs/x`],
    ];
    for (const [method, url] of calls) {
      expect([method, url, (await stack.http.request(method, url, { token: admin })).status]).toEqual([method, url, 403]);
      expect([method, url, (await stack.http.request(method, url)).status]).toEqual([method, url, 401]);
    }
  });

  it('mounts bull-board under /api/ops/queues for developers only, read-only without OPS_QUEUE_WRITES', async () => {
    const board = (route: string, token?: string) =>
      fetch(`${stack.http.baseUrl}/api/ops/queues${route}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    for (const route of ['', '/api/queues']) {
      expect((await board(route)).status).toBe(401);
      expect((await board(route, admin)).status).toBe(403);
    }
    const page = await board('', dev);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const api = await board('/api/queues', dev);
    expect(api.status).toBe(200);
    const { queues } = (await api.json()) as { queues: { name: string; readOnlyMode: boolean }[] };
    expect(queues.map((q) => q.name).sort()).toEqual(
      Object.values(Queues)
        .map((q) => q.name)
        .sort(),
    );
    expect(queues.every((q) => q.readOnlyMode)).toBe(true);
  });
});

describe('bull-board with OPS_QUEUE_WRITES=true', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ env: { OPS_QUEUE_WRITES: 'true' } });
  });
  afterAll(() => stack.close());

  it('lets a developer change queues there, and still refuses everyone else', async () => {
    const dev = await developerToken(stack.http);
    const board = (token?: string) =>
      fetch(`${stack.http.baseUrl}/api/ops/queues/api/queues`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await board()).status).toBe(401);
    const response = await board(dev);
    expect(response.status).toBe(200);
    const { queues } = (await response.json()) as { queues: { readOnlyMode: boolean }[] };
    expect(queues.length).toBe(Object.keys(Queues).length);
    expect(queues.every((q) => !q.readOnlyMode)).toBe(true);
  });
});
