import { type TestAssembly } from '@cdi/contracts';
import { AuditLogEntity, TestEntity } from '@cdi/db';
import { fixtureFile, uploadPart, waitForIngestion } from '../support/exam-uploads';
import { createTenant, type CreatedTenant, developerToken, insertStudent, unique } from '../support/fixtures';
import { startTestStack, type TestStack } from '../support/test-stack';

describe('test assemblies (developer)', () => {
  let stack: TestStack;
  let dev: string;
  let admin: string;
  let tenant: CreatedTenant;
  let other: CreatedTenant;
  let listeningId: string;
  let readingId: string;

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    dev = await developerToken(stack.http);
    tenant = await createTenant(stack.http, dev);
    other = await createTenant(stack.http, dev);
    admin = await stack.http.login(tenant.adminLoginId, tenant.adminPassword);
    const listening = await uploadPart(stack.http, dev, {
      tenantId: tenant.id,
      section: 'listening',
      part: 2,
      testGroup: unique('Assembly'),
      jsonFile: fixtureFile('listening-part-with-map.json', 'part-2.json'),
      solutionFile: fixtureFile('listening-part-with-map.solution.json', 'part-2.solution.json'),
      audioFile: fixtureFile('listening-part.mp3', 'part-2.mp3'),
      images: [fixtureFile('town-map.png')],
    });
    listeningId = listening.body.exam.id;
    const reading = await uploadPart(stack.http, dev, {
      tenantId: tenant.id,
      section: 'reading',
      part: 1,
      testGroup: unique('Assembly'),
      jsonFile: fixtureFile('reading-passage.json', 'passage.json'),
    });
    readingId = reading.body.exam.id;
    expect((await waitForIngestion(stack.http, dev, listeningId)).processing_status).toBe('completed');
    await waitForIngestion(stack.http, dev, readingId);
  });
  afterAll(() => stack.close());

  const body = (changes: Record<string, unknown> = {}) => ({
    test_name: unique('Assembly'),
    test_description: 'Mock exam for the morning group',
    test_type: 'custom',
    shuffle_config: { enable: true, level: 'parts', preserve_dependencies: true, preserve_groups: [] },
    components: [
      { exam_upload_id: readingId, section: 'reading', part_number: 1, order_index: 9, is_required: false },
      { exam_upload_id: listeningId, section: 'listening', part_number: 2, order_index: 4, is_required: true },
    ],
    ...changes,
  });

  const create = (json: unknown) =>
    stack.http.request<{ success: boolean; message?: string; error?: string; assembly: TestAssembly }>(
      'POST',
      '/developer/test-assemblies',
      { token: dev, json },
    );

  it('creates an assembly with the spec message, numbering its components 1..n', async () => {
    const response = await create(body());
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ success: true, message: 'Test assembly created successfully!' });
    const assembly = response.body.assembly;
    expect(assembly).toMatchObject({
      test_type: 'custom',
      status: 'active',
      shuffle_config: { enable: true, level: 'parts', preserve_dependencies: true, preserve_groups: [] },
    });
    expect(assembly.components.map((c) => [c.order_index, c.section, c.is_required, c.tenant_id])).toEqual([
      [1, 'listening', true, tenant.id],
      [2, 'reading', false, tenant.id],
    ]);

    const list = await stack.http.get<{ success: boolean; assemblies: TestAssembly[] }>('/developer/test-assemblies', dev);
    expect(list.status).toBe(200);
    expect(list.body.assemblies[0]).toEqual(assembly);
    expect((await stack.http.get(`/developer/test-assemblies/${assembly.id}`, dev)).body).toEqual({ success: true, assembly });
    expect(
      await stack.dataSource.getRepository(AuditLogEntity).countBy({ action: 'assembly.create', targetId: assembly.id }),
    ).toBe(1);
  });

  it('starts a new assembly unshuffled, of type full', async () => {
    const response = await create({ test_name: unique('Plain'), components: body().components });
    expect(response.status).toBe(201);
    expect(response.body.assembly).toMatchObject({
      test_type: 'full',
      test_description: '',
      shuffle_config: { enable: false, level: 'none' },
    });
  });

  it("refuses a missing name or no component with the spec's message", async () => {
    for (const json of [body({ test_name: '  ' }), body({ components: [] }), { components: body().components }]) {
      const response = await create(json);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        success: false,
        error: 'Please fill in test name and select at least one component',
      });
    }
  });

  it('refuses components that do not match their part, repeat one, or leave the test type', async () => {
    const wrongPart = await create(
      body({ components: [{ exam_upload_id: listeningId, section: 'listening', part_number: 3, order_index: 1 }] }),
    );
    expect(wrongPart.status).toBe(400);
    expect(wrongPart.body.error).toBe('A component does not match its exam part (section or part number)');
    const twice = await create(body({ components: [body().components[1], { ...body().components[1], order_index: 2 }] }));
    expect(twice.body.error).toBe('An exam part appears twice in the assembly');
    const type = await create(body({ test_type: 'listening_only' }));
    expect(type.status).toBe(400);
    expect(type.body.error).toBe('Every component of a listening_only assembly must be a listening part');
  });

  it('edits an assembly (PUT) and deletes it (DELETE), audited; then it answers 404', async () => {
    const created = (await create(body())).body.assembly;
    const put = await stack.http.request<{ assembly: TestAssembly; message: string }>(
      'PUT',
      `/developer/test-assemblies/${created.id}`,
      {
        token: dev,
        json: body({ test_name: 'Renamed assembly', status: 'archived', components: [body().components[0]] }),
      },
    );
    expect(put.status).toBe(200);
    expect(put.body.message).toBe('Test assembly updated successfully!');
    expect(put.body.assembly).toMatchObject({ test_name: 'Renamed assembly', status: 'archived' });
    expect(put.body.assembly.components).toEqual([expect.objectContaining({ exam_upload_id: readingId, order_index: 1 })]);

    const removed = await stack.http.request('DELETE', `/developer/test-assemblies/${created.id}`, { token: dev });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true });
    expect((await stack.http.get(`/developer/test-assemblies/${created.id}`, dev)).status).toBe(404);
    expect((await stack.http.request('DELETE', `/developer/test-assemblies/${created.id}`, { token: dev })).status).toBe(404);
    const audit = stack.dataSource.getRepository(AuditLogEntity);
    expect(await audit.countBy({ action: 'assembly.update', targetId: created.id })).toBe(1);
    expect(await audit.countBy({ action: 'assembly.delete', targetId: created.id })).toBe(1);
  });

  it("publishes an assembly as a template of the parts' tenant that its admin lists and assigns, and refuses another tenant", async () => {
    const created = (await create(body({ components: [body().components[1]] }))).body.assembly;
    const wrong = await stack.http.request('POST', `/developer/test-assemblies/${created.id}/publish`, {
      token: dev,
      json: { tenant_id: other.id },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Every component must be an exam part of the chosen tenant');

    const title = unique('Published');
    const published = await stack.http.request<{ test: { id: string; tenant_id: string; title: string } }>(
      'POST',
      `/developer/test-assemblies/${created.id}/publish`,
      { token: dev, json: { tenant_id: tenant.id, title } },
    );
    expect(published.status).toBe(201);
    expect(published.body.test).toMatchObject({ tenant_id: tenant.id, title });
    const test = await stack.dataSource.getRepository(TestEntity).findOneByOrFail({ id: published.body.test.id });
    expect(test).toMatchObject({
      tenantId: tenant.id,
      isTemplate: true,
      listeningPart2Id: listeningId,
      readingPassage1Id: null,
    });

    // The tenant's admin finds it among the centre's templates, marked as published, and no other centre does.
    const templates = await stack.http.get<{ templates: { id: string; title: string; published_at: string | null }[] }>(
      '/admin/test-making/templates',
      admin,
    );
    expect(templates.status).toBe(200);
    const listed = templates.body.templates.find((t) => t.id === test.id);
    expect(listed).toMatchObject({ title, listening_part_2_id: listeningId });
    expect(Date.parse(listed!.published_at!)).not.toBeNaN();
    const otherAdmin = await stack.http.login(other.adminLoginId, other.adminPassword);
    expect(
      (await stack.http.get<{ templates: { id: string }[] }>('/admin/test-making/templates', otherAdmin)).body.templates,
    ).toEqual([]);

    // Assigning it gives the student a copy: the published template itself stays as the platform made it.
    const member = await insertStudent(stack.dataSource, tenant.id);
    const given = await stack.http.request<{ test: { id: string; title: string } }>(
      'POST',
      '/admin/test-making/assign-template',
      {
        token: admin,
        json: { templateId: test.id, assignedToUserId: member.id },
      },
    );
    expect(given.status).toBe(201);
    expect(given.body.test.id).not.toBe(test.id);
    expect(given.body.test.title).toBe(title);
    expect(
      (
        await stack.http.request('POST', '/admin/test-making/assign-template', {
          token: otherAdmin,
          json: { templateId: test.id, assignedToUserId: member.id },
        })
      ).status,
    ).toBe(404);

    // The tenant's admin sees what it holds and assigns it like any test.
    const composition = await stack.http.get<{ examParts: { id: string }[] }>(
      `/admin/test-making/assigned-test/${test.id}`,
      admin,
    );
    expect(composition.status).toBe(200);
    expect(composition.body.examParts.map((p) => p.id)).toEqual([listeningId]);
    const student = await insertStudent(stack.dataSource, tenant.id);
    const assigned = await stack.http.request('POST', '/assignments', {
      token: admin,
      json: { test_id: test.id, user_id: student.id },
    });
    expect(assigned.status).toBe(201);
    expect((await stack.http.get(`/admin/test-making/assigned-test/${test.id}`, otherAdmin)).status).toBe(404);
    expect(await stack.dataSource.getRepository(AuditLogEntity).countBy({ action: 'assembly.publish', targetId: test.id })).toBe(
      1,
    );
  });

  it('refuses to publish two reading passages authored with the same question numbers, as Test Making would', async () => {
    const twin = await uploadPart(stack.http, dev, {
      tenantId: tenant.id,
      section: 'reading',
      part: 2,
      testGroup: unique('Assembly'),
      jsonFile: fixtureFile('reading-passage.json', 'passage.json'),
    });
    expect((await waitForIngestion(stack.http, dev, twin.body.exam.id)).processing_status).toBe('completed');
    const created = (
      await create(
        body({
          test_type: 'reading_only',
          components: [
            { exam_upload_id: readingId, section: 'reading', part_number: 1, order_index: 1 },
            { exam_upload_id: twin.body.exam.id, section: 'reading', part_number: 2, order_index: 2 },
          ],
        }),
      )
    ).body.assembly;
    const [first, second] = created.components;
    expect(first!.question_range).toMatch(/^\d+-\d+$/);
    expect(second!.question_range).toBe(first!.question_range);

    const refused = await stack.http.request('POST', `/developer/test-assemblies/${created.id}/publish`, {
      token: dev,
      json: { tenant_id: tenant.id },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(
      `Its questions ${first!.question_range} share numbers with the part already in Reading Passage 1 (${first!.question_range}): the answers to both would be mixed up. Choose a part with other question numbers.`,
    );
    expect(await stack.dataSource.getRepository(TestEntity).countBy({ readingPassage2Id: twin.body.exam.id })).toBe(0);
  });

  it('refuses an admin (403) and an anonymous caller (401) everywhere', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string][] = [
      ['GET', '/developer/test-assemblies'],
      ['POST', '/developer/test-assemblies'],
      ['GET', `/developer/test-assemblies/${id}`],
      ['PUT', `/developer/test-assemblies/${id}`],
      ['DELETE', `/developer/test-assemblies/${id}`],
      ['POST', `/developer/test-assemblies/${id}/publish`],
    ];
    for (const [method, url] of calls) {
      const json = method === 'GET' || method === 'DELETE' ? undefined : body();
      const asAdmin = await stack.http.request(method, url, { token: admin, json });
      const anonymous = await stack.http.request(method, url, { json });
      expect([method, url, asAdmin.status, anonymous.status]).toEqual([method, url, 403, 401]);
    }
  });
});
