import { Texts, type TenantDetailResponse, TenantDetailResponseSchema, TenantListResponseSchema } from '@cdi/contracts';
import { AuditLogEntity, ExamPartEntity, GroupEntity, GroupMemberEntity, tenantFolder, UserEntity } from '@cdi/db';
import { examScenario } from '../support/exam-sockets';
import { fixtureFile, uploadPart } from '../support/exam-uploads';
import { createTenant, type CreatedTenant, developerToken, insertStudent, unique } from '../support/fixtures';
import { FILE_STORES, fileStoreOf, startTestStack, type TestStack } from '../support/test-stack';

describe.each(FILE_STORES)('tenants (developer, %s files)', (files) => {
  let stack: TestStack;
  let dev: string;
  beforeAll(async () => {
    stack = await startTestStack({ files });
    dev = await developerToken(stack.http);
  });
  afterAll(() => stack.close());

  it('creates a tenant with its admin login, lists it, and the admin can sign in', async () => {
    const tenant = await createTenant(stack.http, dev);
    const list = TenantListResponseSchema.parse((await stack.http.get('/developer/tenants', dev)).body);
    expect(list.tenants.find((t) => t.id === tenant.id)).toMatchObject({
      tenant_name: tenant.name,
      tenant_id: tenant.adminLoginId,
      student_count: 0,
      test_count: 0,
    });
    const adminToken = await stack.http.login(tenant.adminLoginId, tenant.adminPassword);
    const me = await stack.http.get<{ user: { role: string; tenant_name: string } }>('/auth/me', adminToken);
    expect(me.body.user).toMatchObject({ role: 'admin', tenant_name: tenant.name });
    const audit = await stack.dataSource
      .getRepository(AuditLogEntity)
      .findOne({ where: { action: 'tenant.create', targetId: tenant.id } });
    expect(audit).not.toBeNull();
  });

  it.each([
    [{ tenant_id: 'x-admin', tenant_password: 'password-1' }, 'tenant_name', Texts.tenantNameRequired],
    [{ tenant_name: '   ', tenant_id: 'x-admin', tenant_password: 'password-1' }, 'tenant_name', Texts.tenantNameRequired],
    [{ tenant_name: 'X', tenant_password: 'password-1' }, 'tenant_id', Texts.tenantIdRequired],
    [{ tenant_name: 'X', tenant_id: 'x-admin' }, 'tenant_password', Texts.tenantPasswordRequired],
    [{ tenant_name: 'X', tenant_id: 'x-admin', tenant_password: 'short' }, 'tenant_password', Texts.passwordTooShort],
    [{ tenant_name: 'X', tenant_id: 'has space', tenant_password: 'password-1' }, 'tenant_id', Texts.loginIdFormat],
  ])('refuses %j with 400 on %s', async (body, field, error) => {
    const response = await stack.http.request('POST', '/developer/tenants', { token: dev, json: body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, error, field });
  });

  it('trims names and ids before saving', async () => {
    const name = unique('Trimmed');
    const loginId = unique('trimmed');
    const response = await stack.http.request<{ tenant: { tenant_name: string; tenant_id: string } }>(
      'POST',
      '/developer/tenants',
      {
        token: dev,
        json: { tenant_name: `  ${name} `, tenant_id: ` ${loginId}  `, tenant_password: 'password-1' },
      },
    );
    expect(response.body.tenant).toMatchObject({ tenant_name: name, tenant_id: loginId });
  });

  it('refuses a taken login id or tenant name with 409 on that field', async () => {
    const existing = await createTenant(stack.http, dev);
    const sameId = await stack.http.request('POST', '/developer/tenants', {
      token: dev,
      json: { tenant_name: unique('Other'), tenant_id: existing.adminLoginId.toUpperCase(), tenant_password: 'password-1' },
    });
    expect(sameId.status).toBe(409);
    expect(sameId.body).toEqual({ success: false, error: Texts.loginIdExists, field: 'tenant_id' });
    const sameName = await stack.http.request('POST', '/developer/tenants', {
      token: dev,
      json: { tenant_name: existing.name.toLowerCase(), tenant_id: unique('other'), tenant_password: 'password-1' },
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({ success: false, error: Texts.tenantNameExists, field: 'tenant_name' });
  });

  it('checks login id availability ignoring case, and an empty id is never available', async () => {
    const existing = await createTenant(stack.http, dev);
    const check = (id: string) =>
      stack.http.get<{ available: boolean }>(`/developer/tenants/check-id?tenant_id=${encodeURIComponent(id)}`, dev);
    expect((await check(existing.adminLoginId.toUpperCase())).body.available).toBe(false);
    expect((await check(unique('free'))).body.available).toBe(true);
    expect((await check('')).body.available).toBe(false);
    expect((await check('CAN0001')).body.available).toBe(false); // a student's login counts too
  });

  it('shows a tenant in detail with stats, students and groups', async () => {
    const tenant = await createTenant(stack.http, dev);
    const student = await insertStudent(stack.dataSource, tenant.id, { firstName: 'Zed', lastName: 'Quill' });
    const group = await stack.dataSource
      .getRepository(GroupEntity)
      .save({ tenantId: tenant.id, name: 'Morning', sizeLimit: null });
    await stack.dataSource
      .getRepository(GroupMemberEntity)
      .insert({ groupId: group.id, userId: student.id, tenantId: tenant.id });

    const response = await stack.http.get(`/developer/tenants/${tenant.id}`, dev);
    expect(response.status).toBe(200);
    const detail: TenantDetailResponse = TenantDetailResponseSchema.parse(response.body);
    expect(detail.stats).toEqual({ total_tests: 0, total_students: 1, total_exams: 0, total_groups: 1 });
    expect(detail.students).toEqual([{ id: student.id, first_name: 'Zed', last_name: 'Quill', candidate_id: student.loginId }]);
    expect(detail.groups).toEqual([{ id: group.id, name: 'Morning', member_count: 1 }]);
    expect(detail.tenant.student_count).toBe(1);
  });

  /** A developer's upload of a listening part for the tenant: its files land in the stack's file store. */
  async function uploadListening(tenant: CreatedTenant) {
    const response = await uploadPart(stack.http, dev, {
      tenantId: tenant.id,
      section: 'listening',
      part: 2,
      jsonFile: fixtureFile('listening-part-with-map.json', 'part-2.json'),
      solutionFile: fixtureFile('listening-part-with-map.solution.json', 'part-2.solution.json'),
      audioFile: fixtureFile('listening-part.mp3', 'part-2.mp3'),
      images: [fixtureFile('town-map.png')],
    });
    expect(response.status).toBe(202);
    return response.body.exam;
  }

  const filesOf = (tenantId: string) => fileStoreOf(stack.env).list(tenantFolder(tenantId));

  it('counts and lists the tenant’s own tests, templates and uploaded parts', async () => {
    const tenant = await createTenant(stack.http, dev);
    const scenario = await examScenario(stack, tenant, 1); // three completed parts, one assembled test
    const parts = await stack.dataSource.getRepository(ExamPartEntity).find({ where: { tenantId: tenant.id } });
    const template = await stack.http.request<{ test: { id: string } }>('POST', '/admin/test-making/create-test', {
      token: scenario.adminToken,
      json: {
        title: 'Morning template',
        listeningParts: [parts.find((p) => p.section === 'listening')!.id, null, null, null],
        readingParts: [],
        writingParts: [],
        isTemplate: true,
      },
    });
    expect(template.status).toBe(201);
    const uploaded = await uploadListening(tenant);
    const untouched = await createTenant(stack.http, dev);

    const list = TenantListResponseSchema.parse((await stack.http.get('/developer/tenants', dev)).body);
    expect(list.tenants.find((t) => t.id === tenant.id)?.test_count).toBe(2);
    expect(list.tenants.find((t) => t.id === untouched.id)?.test_count).toBe(0);

    const detail = TenantDetailResponseSchema.parse((await stack.http.get(`/developer/tenants/${tenant.id}`, dev)).body);
    expect(detail.stats).toEqual({ total_tests: 2, total_students: 1, total_exams: 4, total_groups: 1 });
    expect(detail.tenant.test_count).toBe(2);
    expect(detail.tests).toEqual(
      expect.arrayContaining([
        { id: template.body.test.id, title: 'Morning template', test_type: 'template' },
        { id: expect.any(String), title: 'Engine test', test_type: 'assembled' },
      ]),
    );
    expect(detail.tests).toHaveLength(2);
    expect(detail.exams).toHaveLength(4);
    expect(detail.exams).toEqual(
      expect.arrayContaining([
        { id: uploaded.id, title: uploaded.title, section: 'listening', processing_status: 'pending' },
        ...parts.map((p) => ({ id: p.id, title: p.title, section: p.section, processing_status: 'completed' })),
      ]),
    );

    const empty = TenantDetailResponseSchema.parse((await stack.http.get(`/developer/tenants/${untouched.id}`, dev)).body);
    expect(empty.stats).toMatchObject({ total_tests: 0, total_exams: 0 });
    expect(empty.tests).toEqual([]);
    expect(empty.exams).toEqual([]);
  });

  it('answers 404 for a tenant that does not exist or a malformed id', async () => {
    expect((await stack.http.get('/developer/tenants/00000000-0000-4000-8000-000000000000', dev)).status).toBe(404);
    expect((await stack.http.get('/developer/tenants/not-a-uuid', dev)).status).toBe(404);
  });

  it('edits only the fields sent; blank fields are left alone; nothing to change is refused', async () => {
    const tenant = await createTenant(stack.http, dev);
    const newName = unique('Renamed');
    const renamed = await stack.http.request<{ tenant: { tenant_name: string; tenant_id: string } }>(
      'PUT',
      `/developer/tenants/${tenant.id}`,
      {
        token: dev,
        json: { tenant_name: newName, tenant_id: '  ', tenant_password: '' },
      },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.tenant).toMatchObject({ tenant_name: newName, tenant_id: tenant.adminLoginId });

    const nothing = await stack.http.request('PUT', `/developer/tenants/${tenant.id}`, {
      token: dev,
      json: { tenant_name: ' ' },
    });
    expect(nothing.status).toBe(400);
    expect(nothing.body.error).toBe(Texts.noChangesToSave);
  });

  it('changes the admin login id and password; the new password signs the admin out everywhere', async () => {
    const tenant = await createTenant(stack.http, dev);
    const oldSession = await stack.http.login(tenant.adminLoginId, tenant.adminPassword);
    const newLogin = unique('new-admin');
    const response = await stack.http.request('PUT', `/developer/tenants/${tenant.id}`, {
      token: dev,
      json: { tenant_id: newLogin, tenant_password: 'brand-new-pass' },
    });
    expect(response.status).toBe(200);
    expect((await stack.http.get('/auth/me', oldSession)).status).toBe(401);
    await expect(stack.http.login(tenant.adminLoginId, tenant.adminPassword)).rejects.toThrow(/401/);
    await expect(stack.http.login(newLogin, 'brand-new-pass')).resolves.toEqual(expect.any(String));
  });

  it('refuses an edit that takes another tenant’s name or login id', async () => {
    const a = await createTenant(stack.http, dev);
    const b = await createTenant(stack.http, dev);
    const name = await stack.http.request('PUT', `/developer/tenants/${b.id}`, { token: dev, json: { tenant_name: a.name } });
    expect(name.status).toBe(409);
    expect(name.body.field).toBe('tenant_name');
    const id = await stack.http.request('PUT', `/developer/tenants/${b.id}`, { token: dev, json: { tenant_id: a.adminLoginId } });
    expect(id.status).toBe(409);
    expect(id.body.field).toBe('tenant_id');
  });

  it('deletes a tenant with all of its data; its people can no longer sign in', async () => {
    const tenant = await createTenant(stack.http, dev);
    const student = await insertStudent(stack.dataSource, tenant.id);
    await stack.dataSource.getRepository(GroupEntity).save({ tenantId: tenant.id, name: 'Doomed', sizeLimit: 5 });
    const adminSession = await stack.http.login(tenant.adminLoginId, tenant.adminPassword);

    const response = await stack.http.request('DELETE', `/developer/tenants/${tenant.id}`, { token: dev });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    expect((await stack.http.get(`/developer/tenants/${tenant.id}`, dev)).status).toBe(404);
    expect(await stack.dataSource.getRepository(UserEntity).count({ where: { tenantId: tenant.id } })).toBe(0);
    expect(await stack.dataSource.getRepository(GroupEntity).count({ where: { tenantId: tenant.id } })).toBe(0);
    expect((await stack.http.get('/auth/me', adminSession)).status).toBe(401);
    await expect(stack.http.login(student.loginId, 'student-pass-1')).rejects.toThrow(/401/);
    expect((await stack.http.request('DELETE', `/developer/tenants/${tenant.id}`, { token: dev })).status).toBe(404);
  });

  it('deletes a tenant’s uploaded files and tests with it, and no other tenant’s files', async () => {
    const tenant = await createTenant(stack.http, dev);
    await examScenario(stack, tenant, 1); // a test built from the tenant's parts
    await uploadListening(tenant);
    const other = await createTenant(stack.http, dev);
    await uploadListening(other);
    expect(await filesOf(tenant.id)).not.toEqual([]);

    const response = await stack.http.request('DELETE', `/developer/tenants/${tenant.id}`, { token: dev });
    expect(response.status).toBe(200);
    expect(await filesOf(tenant.id)).toEqual([]);
    expect(await filesOf(other.id)).not.toEqual([]);
    expect(await stack.dataSource.getRepository(ExamPartEntity).count({ where: { tenantId: tenant.id } })).toBe(0);
  });
});
