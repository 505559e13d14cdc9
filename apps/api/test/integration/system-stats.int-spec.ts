import { type SystemStats, SystemStatsResponseSchema, TenantListResponseSchema, type TenantSummary } from '@cdi/contracts';
import { ExamPartEntity } from '@cdi/db';
import type { Socket } from 'socket.io-client';
import { examScenario, insertCompletedPart, sittingListening } from '../support/exam-sockets';
import { fixtureFile, uploadPart } from '../support/exam-uploads';
import { createTenant, developerToken, insertStudent, issueSession } from '../support/fixtures';
import { startTestStack, type TestStack } from '../support/test-stack';

/**
 * The figures are platform-wide and other test files share the database, so each check is a change
 * this file made (at least that much more), never an absolute number.
 */
describe('system stats (developer)', () => {
  let stack: TestStack;
  let dev: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    stack = await startTestStack();
    dev = await developerToken(stack.http);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await stack.close();
  });

  async function stats(): Promise<SystemStats> {
    const response = await stack.http.get('/developer/system-stats', dev);
    expect(response.status).toBe(200);
    const { stats } = SystemStatsResponseSchema.parse(response.body);
    expect(stats ?? null).not.toBeNull();
    return stats!;
  }

  async function tenantRow(id: string): Promise<TenantSummary> {
    const list = TenantListResponseSchema.parse((await stack.http.get('/developer/tenants', dev)).body);
    return list.tenants.find((t) => t.id === id)!;
  }

  it('answers only developers: 401 without a session, 403 to an admin and to a candidate', async () => {
    const tenant = await createTenant(stack.http, dev);
    const admin = await stack.http.login(tenant.adminLoginId, tenant.adminPassword);
    const student = await insertStudent(stack.dataSource, tenant.id);
    const candidate = await issueSession(stack.dataSource, student.id);
    expect((await stack.http.get('/developer/system-stats')).status).toBe(401);
    for (const token of [admin, candidate]) {
      const response = await stack.http.get('/developer/system-stats', token);
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ success: false });
    }
  });

  it('measures the host, the api and Redis, and leaves what the product does not have as null', async () => {
    const s = await stats();
    expect(s.tenants).toMatchObject({ free_plan: null, pro_plan: null, enterprise_plan: null });
    expect(s.storage.ai_processed).toBeNull();
    const { performance: p } = s;
    for (const value of [p.cpu_usage, p.memory_usage, p.disk_usage]) {
      expect(value).not.toBeNull();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
    }
    expect(p.memory_usage).toBeGreaterThan(0);
    // The api timed the requests before this one, and checked its dependencies as it started.
    expect(p.avg_response_time).toBeGreaterThan(0);
    expect(p.uptime_percentage).toBeGreaterThan(0);
    expect(p.uptime_percentage).toBeLessThanOrEqual(100);
    // The server has had lookups (this very call reads the uptime and response-time keys).
    expect(p.cache_hit_rate).not.toBeNull();
    expect(Math.abs(Date.parse(s.measured_at) - Date.now())).toBeLessThan(10_000);
  });

  it('counts a new upload in recent uploads, its section and its files, and a failed part as failed', async () => {
    const tenant = await createTenant(stack.http, dev);
    const before = await stats();
    const upload = await uploadPart(stack.http, dev, {
      tenantId: tenant.id,
      section: 'listening',
      part: 2,
      jsonFile: fixtureFile('listening-part-with-map.json', 'part-2.json'),
      solutionFile: fixtureFile('listening-part-with-map.solution.json', 'part-2.solution.json'),
      audioFile: fixtureFile('listening-part.mp3', 'part-2.mp3'),
      images: [fixtureFile('town-map.png')],
    });
    expect(upload.status).toBe(202);
    await insertCompletedPart(stack.dataSource, tenant.id, 'reading', 1);
    const failed = await insertCompletedPart(stack.dataSource, tenant.id, 'writing', 1);
    await stack.dataSource.getRepository(ExamPartEntity).update({ id: failed.id }, { processingStatus: 'failed' });
    const after = await stats();

    expect(after.activity.recent_uploads - before.activity.recent_uploads).toBeGreaterThanOrEqual(3);
    expect(after.activity.hourly_uploads - before.activity.hourly_uploads).toBeGreaterThanOrEqual(3);
    expect(after.activity.upload_trend).toBe(
      after.activity.hourly_uploads >= after.activity.previous_hour_uploads ? 'up' : 'down',
    );
    expect(after.database.total_exams - before.database.total_exams).toBeGreaterThanOrEqual(3);
    expect(after.database.listening_exams - before.database.listening_exams).toBeGreaterThanOrEqual(1);
    expect(after.database.reading_exams - before.database.reading_exams).toBeGreaterThanOrEqual(1);
    expect(after.database.writing_exams - before.database.writing_exams).toBeGreaterThanOrEqual(1);
    expect(after.database.failed_exams - before.database.failed_exams).toBeGreaterThanOrEqual(1);
    expect(after.storage.audio_files - before.storage.audio_files).toBeGreaterThanOrEqual(1);
    expect(after.storage.solution_files - before.storage.solution_files).toBeGreaterThanOrEqual(1);
    expect(after.storage.image_files - before.storage.image_files).toBeGreaterThanOrEqual(1);
    const { database: db } = after;
    expect(db.listening_exams + db.reading_exams + db.writing_exams).toBe(db.total_exams);
    expect(db.completion_rate).toBeCloseTo((db.completed_exams / db.total_exams) * 100, 0);

    const row = await tenantRow(tenant.id);
    expect(row.exam_part_count).toBe(3);
  });

  it('counts a user who signs in as active, and their tenant as active', async () => {
    const tenant = await createTenant(stack.http, dev);
    const before = await stats();
    await stack.http.login(tenant.adminLoginId, tenant.adminPassword);
    const after = await stats();
    expect(after.users.active_users - before.users.active_users).toBeGreaterThanOrEqual(1);
    expect(after.tenants.active_tenants - before.tenants.active_tenants).toBeGreaterThanOrEqual(1);
    expect(after.users.total_users).toBe(after.users.admin_users + after.users.test_taker_users + after.users.developer_users);
    expect(after.users.active_rate).toBeCloseTo((after.users.active_users / after.users.total_users) * 100, 0);
  });

  it("shows a tenant's sittings in progress once a candidate starts, beside its students and tests", async () => {
    const tenant = await createTenant(stack.http, dev);
    const scenario = await examScenario(stack, tenant, 2);
    const idle = await tenantRow(tenant.id);
    expect(idle).toMatchObject({ student_count: 2, test_count: 1, exam_part_count: 3, sittings_in_progress: 0 });

    await sittingListening(stack.http.baseUrl, scenario, 0, sockets);
    expect((await tenantRow(tenant.id)).sittings_in_progress).toBe(1);
    await sittingListening(stack.http.baseUrl, scenario, 1, sockets);
    expect((await tenantRow(tenant.id)).sittings_in_progress).toBe(2);
  });
});
