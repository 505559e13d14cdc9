import { AssignmentEntity, ExamPartEntity, GroupEntity, GroupMemberEntity, TestEntity } from '@cdi/db';
import { In } from 'typeorm';
import { insertCompletedPart } from '../support/exam-sockets';
import { fixtureFile, uploadPart } from '../support/exam-uploads';
import { createTenant, type CreatedTenant, developerToken, insertStudents, unique } from '../support/fixtures';
import { startTestStack, type TestStack } from '../support/test-stack';
import path from 'node:path';
import { type ProcessHandle, repoRoot, serverEnv, startProcess } from '../../../../scripts/lib/processes.cjs';
import { until } from '../support/until';
import { recordFault } from './support/fault-record';

/** A job whose worker died runs again within about twice this (WORKER_LOCK_MS). */
const LOCK_MS = 1500;
const UPLOADS = 12;
const MEMBERS = 150;

/**
 * R9: the worker is killed (SIGKILL) in the middle of its jobs. BullMQ hands the job to the next
 * worker once its lock lapses, and what the job writes is all or nothing: no part left half
 * ingested, no test without its assignment, no student served twice.
 */
describe('R9 the worker killed mid-job', () => {
  let stack: TestStack;
  let tenant: CreatedTenant;

  beforeAll(async () => {
    stack = await startTestStack({ env: { WORKER_LOCK_MS: String(LOCK_MS) } });
    tenant = await createTenant(stack.http, await developerToken(stack.http));
  }, 120_000);
  afterAll(() => stack.close());

  /** A worker started without waiting for it to be ready: its jobs may be done before it would say so. */
  function workerToKill(): ProcessHandle {
    return startProcess('worker', process.execPath, [path.join(repoRoot, 'apps/worker/dist/main.js')], {
      env: serverEnv({ ...stack.env }),
      quiet: !process.env.TEST_VERBOSE,
    });
  }

  async function kill(worker: ProcessHandle): Promise<void> {
    worker.child.kill('SIGKILL');
    await worker.exited;
  }

  it('R9-ingest: parts being ingested when the worker dies end completed, every one, on the retry', async () => {
    const dev = await developerToken(stack.http);
    const ids: string[] = [];
    for (let i = 0; i < UPLOADS; i++) {
      const response = await uploadPart(stack.http, dev, {
        tenantId: tenant.id,
        section: 'listening',
        part: 2,
        testGroup: unique('Fault ingest'),
        jsonFile: fixtureFile('listening-part-with-map.json', 'part-2.json'),
        solutionFile: fixtureFile('listening-part-with-map.solution.json', 'part-2.solution.json'),
        audioFile: fixtureFile('listening-part.mp3', 'part-2.mp3'),
        images: [fixtureFile('town-map.png')],
      });
      if (response.status !== 202) throw new Error(`upload: ${response.status} ${JSON.stringify(response.body)}`);
      ids.push(response.body.exam.id);
    }
    const parts = stack.dataSource.getRepository(ExamPartEntity);
    const statuses = async () => (await parts.find({ where: { id: In(ids) } })).map((p) => p.processingStatus);

    const started = Date.now();
    const doomed = workerToKill();
    await until(async () => (await statuses()).includes('processing'), 30_000, 'a part being ingested').finally(() =>
      kill(doomed),
    );
    const atKill = await statuses();
    const midJob = atKill.filter((s) => s === 'processing').length;
    const doneBeforeKill = atKill.filter((s) => s === 'completed').length;

    await stack.startWorker();
    await until(
      async () => (await statuses()).every((s) => s === 'completed' || s === 'failed'),
      60_000,
      'every part ingested',
    ).catch(() => undefined); // the checks below say what is missing
    const drainMs = Date.now() - started;
    const rows = await parts.find({ where: { id: In(ids) } });
    const whole = rows.filter(
      (p) =>
        p.processingStatus === 'completed' &&
        p.stage === 'stored' &&
        p.examData !== null &&
        p.solutionData !== null &&
        p.questionCount > 0 &&
        p.questionRange !== null &&
        p.processedAt !== null,
    );
    recordFault({
      id: 'R9-ingest',
      checked: 'worker SIGKILLed mid-ingest; retried jobs leave every part whole (completed, content, solution, range)',
      lost: ids.length - whole.length,
      drainMs,
      extra: { uploads: ids.length, 'mid-job at kill': midJob, 'done before kill': doneBeforeKill, whole: whole.length },
    });
    expect(midJob).toBeGreaterThan(0);
    expect(rows.map((p) => p.processingStatus)).toEqual(ids.map(() => 'completed'));
    expect(whole).toHaveLength(ids.length);
  }, 120_000);

  it('R9-shuffle: a per-student shuffle cut short by the worker dying serves every member exactly once', async () => {
    await stack.stopWorkers();
    for (const [section, count] of [
      ['listening', 4],
      ['reading', 3],
      ['writing', 2],
    ] as const) {
      for (let part = 1; part <= count; part++) await insertCompletedPart(stack.dataSource, tenant.id, section, part);
    }
    const group = await stack.dataSource
      .getRepository(GroupEntity)
      .save({ tenantId: tenant.id, name: unique('Fault shuffle'), sizeLimit: null });
    const members = await insertStudents(stack.dataSource, tenant.id, MEMBERS);
    await stack.dataSource
      .getRepository(GroupMemberEntity)
      .insert(members.map((s) => ({ groupId: group.id, userId: s.id, tenantId: tenant.id })));
    const admin = await stack.http.login(tenant.adminLoginId, tenant.adminPassword);
    const start = await stack.http.request<{ jobId: string }>('POST', '/admin/test-making/shuffle-per-student', {
      token: admin,
      json: { groupId: group.id, title: 'Fault shuffle' },
    });
    if (start.status !== 202) throw new Error(`shuffle: ${start.status} ${JSON.stringify(start.body)}`);
    const { jobId } = start.body;

    const assignments = stack.dataSource.getRepository(AssignmentEntity);
    const served = () => assignments.find({ where: { tenantId: tenant.id, userId: In(members.map((m) => m.id)) } });

    const started = Date.now();
    const doomed = workerToKill();
    await until(async () => (await served()).length >= 10, 30_000, 'a shuffle under way').finally(() => kill(doomed));
    const atKill = (await served()).length;

    await stack.startWorker();
    const state = async () =>
      (await stack.http.get<{ state: string }>(`/admin/test-making/shuffle-per-student/${jobId}`, admin)).body.state;
    await until(async () => (await state()) === 'completed', 60_000, 'the shuffle finished').catch(() => undefined);
    const drainMs = Date.now() - started;

    const rows = await served();
    const perMember = new Map<string, number>();
    rows.forEach((a) => perMember.set(a.userId!, (perMember.get(a.userId!) ?? 0) + 1));
    const orphanTests: { n: number }[] = await stack.dataSource.query(
      `SELECT count(*)::int AS n FROM tests t WHERE t.tenant_id = $1 AND t.is_template = false
          AND NOT EXISTS (SELECT 1 FROM assignments a WHERE a.test_id = t.id)`,
      [tenant.id],
    );
    const unserved = members.filter((m) => !perMember.has(m.id)).length;
    const twice = [...perMember.values()].filter((n) => n > 1).length;
    const tests = await stack.dataSource.getRepository(TestEntity).countBy({ id: In(rows.map((a) => a.testId)) });
    recordFault({
      id: 'R9-shuffle',
      checked: 'worker SIGKILLed mid per-student shuffle; the retry serves each member once, no test without its assignment',
      lost: unserved,
      drainMs,
      extra: {
        members: MEMBERS,
        'served at kill': atKill,
        'served twice': twice,
        'tests without assignment': orphanTests[0]!.n,
        'job state': await state(),
      },
    });
    expect(atKill).toBeLessThan(MEMBERS);
    expect(await state()).toBe('completed');
    expect(unserved).toBe(0);
    expect(twice).toBe(0);
    expect(tests).toBe(MEMBERS);
    expect(orphanTests[0]!.n).toBe(0);
  }, 120_000);
});
