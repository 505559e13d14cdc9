import { GroupEntity } from '@cdi/db';
import { createTenant, developerToken, insertStudent, type CreatedTenant } from '../support/fixtures';
import { sharedTestStack, type TestStack } from '../support/test-stack';

/** An admin never sees or touches another tenant's anything. */
describe('tenant isolation', () => {
  let stack: TestStack;
  let a: CreatedTenant;
  let b: CreatedTenant;
  let adminA: string;
  let studentA: string;
  let studentB: string;

  beforeAll(async () => {
    stack = await sharedTestStack();
    const dev = await developerToken(stack.http);
    a = await createTenant(stack.http, dev);
    b = await createTenant(stack.http, dev);
    studentA = (await insertStudent(stack.dataSource, a.id)).id;
    studentB = (await insertStudent(stack.dataSource, b.id)).id;
    await stack.dataSource.getRepository(GroupEntity).save([
      { tenantId: a.id, name: 'Group of A', sizeLimit: null },
      { tenantId: b.id, name: 'Group of B', sizeLimit: null },
    ]);
    adminA = await stack.http.login(a.adminLoginId, a.adminPassword);
  });
  afterAll(() => stack.close());

  it('answers 404 when admin A asks for tenant B’s student, exactly as for one that does not exist', async () => {
    const foreign = await stack.http.get(`/users/${studentB}`, adminA);
    const missing = await stack.http.get('/users/00000000-0000-4000-8000-000000000000', adminA);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
  });

  it('lets admin A read their own student', async () => {
    const own = await stack.http.get<{ user: { id: string } }>(`/users/${studentA}`, adminA);
    expect(own.status).toBe(200);
    expect(own.body.user.id).toBe(studentA);
  });

  it('lists only tenant A’s students, groups and tenant for admin A', async () => {
    const students = await stack.http.get<{ students: { id: string }[] }>('/admin/students', adminA);
    expect(students.body.students.map((s) => s.id)).toEqual([studentA]);
    const groups = await stack.http.get<{ groups: { name: string }[] }>('/admin/groups', adminA);
    expect(groups.body.groups.map((g) => g.name)).toEqual(['Group of A']);
    const tenants = await stack.http.get<{ tenants: { id: string }[] }>('/admin/tenants', adminA);
    expect(tenants.body.tenants.map((t) => t.id)).toEqual([a.id]);
  });

  it('gives admin A no way into the developer’s tenant calls for B', async () => {
    expect((await stack.http.get(`/developer/tenants/${b.id}`, adminA)).status).toBe(403);
    expect((await stack.http.request('DELETE', `/developer/tenants/${b.id}`, { token: adminA })).status).toBe(403);
  });
});
