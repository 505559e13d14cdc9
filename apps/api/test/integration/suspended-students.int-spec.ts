import { AssignmentTexts, pathTo, TestMakingPaths } from '@cdi/contracts';
import { AssignmentEntity, GroupEntity, GroupMemberEntity, TestEntity } from '@cdi/db';
import { insertCompletedPart } from '../support/exam-sockets';
import { createTenant, type CreatedTenant, developerToken, insertStudent, unique } from '../support/fixtures';
import { sharedTestStack, type TestStack } from '../support/test-stack';

type Refusal = { success: boolean; error: string; field?: string };

/** A suspended student cannot sign in: no way of giving a test offers them or gives them one. */
describe('suspended students are given no test', () => {
  let stack: TestStack;
  let tenant: CreatedTenant;
  let admin: string;
  let listeningPart: string;
  let templateId: string;
  let groupId: string;
  let active: string;
  let suspended: string;

  beforeAll(async () => {
    stack = await sharedTestStack({ worker: true });
    tenant = await createTenant(stack.http, await developerToken(stack.http));
    admin = await stack.http.login(tenant.adminLoginId, tenant.adminPassword);
    listeningPart = (await insertCompletedPart(stack.dataSource, tenant.id, 'listening', 1)).id;
    // A second part, so a shuffle still has one the active student has not been given.
    await insertCompletedPart(stack.dataSource, tenant.id, 'listening', 2);
    const template = await post<{ test: { id: string } }>(TestMakingPaths.createTest, {
      title: 'Template',
      listeningParts: [listeningPart],
      isTemplate: true,
    });
    expect(template.status).toBe(201);
    templateId = template.body.test.id;
    active = (await insertStudent(stack.dataSource, tenant.id, { lastName: unique('Active') })).id;
    suspended = (await insertStudent(stack.dataSource, tenant.id, { lastName: unique('Suspended'), isActive: false })).id;
    groupId = (
      await stack.dataSource.getRepository(GroupEntity).save({ tenantId: tenant.id, name: unique('Class'), sizeLimit: null })
    ).id;
    await stack.dataSource.getRepository(GroupMemberEntity).insert([
      { groupId, userId: active, tenantId: tenant.id },
      { groupId, userId: suspended, tenantId: tenant.id },
    ]);
  });
  afterAll(() => stack.close());

  function post<T = Refusal>(path: string, json: Record<string, unknown>) {
    return stack.http.request<T>('POST', path, { token: admin, json });
  }
  const assignmentsOf = (userId: string) =>
    stack.dataSource.getRepository(AssignmentEntity).countBy({ tenantId: tenant.id, userId });

  it('refuses POST /assignments naming a suspended student with 409 and a message; an active one is assigned', async () => {
    const refused = await post('/assignments', { test_id: templateId, user_id: suspended });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, error: AssignmentTexts.studentSuspended, field: 'user_id' });
    expect(await assignmentsOf(suspended)).toBe(0);
    expect((await post('/assignments', { test_id: templateId, user_id: active })).status).toBe(201);
  });

  it('refuses a new test, a template and a shuffle for a suspended student alike, writing nothing', async () => {
    const testsBefore = await stack.dataSource.getRepository(TestEntity).countBy({ tenantId: tenant.id });
    const refusals = [
      await post(TestMakingPaths.createTest, { title: 'Direct', listeningParts: [listeningPart], assignedToUserId: suspended }),
      await post(TestMakingPaths.assignTemplate, { templateId, assignedToUserId: suspended, dueAt: null }),
      await post(TestMakingPaths.shuffle, { targetType: 'student', targetId: suspended }),
    ];
    expect(refusals.map(({ status, body }) => [status, body.error])).toEqual(
      Array.from({ length: 3 }, () => [409, AssignmentTexts.studentSuspended]),
    );
    expect(await assignmentsOf(suspended)).toBe(0);
    expect(await stack.dataSource.getRepository(TestEntity).countBy({ tenantId: tenant.id })).toBe(testsBefore);
  });

  it('leaves suspended students out of the pick list and the group’s exposure', async () => {
    const picks = await stack.http.get<{ students: { id: string }[] }>('/admin/students', admin);
    expect(picks.status).toBe(200);
    const ids = picks.body.students.map((s) => s.id);
    expect(ids).toContain(active);
    expect(ids).not.toContain(suspended);
    const exposure = await stack.http.get<{ students: { id: string }[] }>(
      `${TestMakingPaths.exposure}?groupId=${groupId}`,
      admin,
    );
    expect(exposure.status).toBe(200);
    expect(exposure.body.students.map((s) => s.id)).toEqual([active]);
  });

  it('gives each active member of a group a test of their own in a per-student shuffle, and a suspended one none', async () => {
    const before = { active: await assignmentsOf(active), suspended: await assignmentsOf(suspended) };
    const started = await post<{ jobId: string }>(TestMakingPaths.shufflePerStudent, { groupId });
    expect(started.status).toBe(202);
    let outcome: { state: string; total: number; result: { created: number } | null } | undefined;
    for (let i = 0; i < 200 && outcome?.state !== 'completed'; i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 100));
      outcome = (
        await stack.http.get<typeof outcome>(pathTo(TestMakingPaths.shufflePerStudentJob, { jobId: started.body.jobId }), admin)
      ).body;
    }
    expect(outcome).toMatchObject({ state: 'completed', total: 1, result: { created: 1 } });
    expect(await assignmentsOf(active)).toBe(before.active + 1);
    expect(await assignmentsOf(suspended)).toBe(before.suspended);
  });

  it('still gives a group its test, suspended members and all (they sit it if activated before it closes)', async () => {
    const toGroup = await post('/assignments', { test_id: templateId, group_id: groupId });
    expect(toGroup.status).toBe(201);
  });
});
