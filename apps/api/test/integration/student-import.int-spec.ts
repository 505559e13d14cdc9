import {
  AdminJobEvents,
  type AdminJobProgress,
  ImportPreviewResponseSchema,
  type ImportResultResponse,
  ImportResultResponseSchema,
  ImportStartResponseSchema,
  StudentLimits,
  StudentTexts,
} from '@cdi/contracts';
import { AuditLogEntity, GroupEntity, GroupMemberEntity, UserEntity } from '@cdi/db';
import { randomInt } from 'node:crypto';
import { In } from 'typeorm';
import { invigilatorSocket } from '../support/exam-sockets';
import { createTenant, type CreatedTenant, developerToken, unique } from '../support/fixtures';
import { startTestStack, type TestStack } from '../support/test-stack';

function candidateId(): string {
  const letters = Array.from({ length: 3 }, () => String.fromCharCode(65 + randomInt(26))).join('');
  return `${letters}${1000 + randomInt(9000)}`;
}

describe('student import (admin bulk enrolment)', () => {
  let stack: TestStack;
  let centreA: CreatedTenant;
  let adminA: string;
  let adminB: string;
  let groupName: string;
  let groupId: string;

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    const dev = await developerToken(stack.http);
    centreA = await createTenant(stack.http, dev);
    const centreB = await createTenant(stack.http, dev);
    adminA = await stack.http.login(centreA.adminLoginId, centreA.adminPassword);
    adminB = await stack.http.login(centreB.adminLoginId, centreB.adminPassword);
    groupName = unique('Evening Class');
    const group = await stack.dataSource
      .getRepository(GroupEntity)
      .save({ tenantId: centreA.id, name: groupName, sizeLimit: null });
    groupId = group.id;
  });
  afterAll(() => stack.close());

  const preview = (token: string, csv: string) =>
    stack.http.request('POST', '/admin/students/import/preview', { token, json: { csv } });
  const start = (token: string, csv: string) => stack.http.request('POST', '/admin/students/import', { token, json: { csv } });

  async function finished(token: string, jobId: string): Promise<ImportResultResponse> {
    for (let i = 0; i < 240; i++) {
      const response = await stack.http.get(`/admin/students/import/${jobId}`, token);
      const body = ImportResultResponseSchema.parse(response.body);
      if (body.state === 'completed' || body.state === 'failed') return body;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('import did not finish');
  }

  it('previews every row with its reasons, and refuses to import a file with a bad row, writing nothing', async () => {
    const taken = candidateId();
    const first = await start(
      adminA,
      `first_name,last_name,email,candidate_id\nTaken,Person,${unique('t')}@example.org,${taken}\n`,
    );
    await finished(adminA, ImportStartResponseSchema.parse(first.body).jobId);
    const email = `${unique('dup')}@example.org`;
    const csv = [
      'First Name,last_name,email,candidate_id,group',
      `Ana,Lopez,${email},,${groupName.toUpperCase()}`,
      `"Smith, Jr",Bo,${email},,`,
      `,NoFirst,${unique('x')}@example.org,,`,
      `Cy,Bad,not-an-email,ab12,`,
      `Di,Taken,${unique('d')}@example.org,${taken.toLowerCase()},`,
      `Ed,Nogroup,${unique('e')}@example.org,,No Such Group`,
    ].join('\r\n');
    const response = await preview(adminA, csv);
    expect(response.status).toBe(200);
    const body = ImportPreviewResponseSchema.parse(response.body);
    expect(body).toMatchObject({ problem: null, total: 6, valid: 0, invalid: 6 });
    expect(body.rows.map((r) => [r.line, r.reasons])).toEqual([
      [2, [StudentTexts.importDuplicateEmail]],
      [3, [StudentTexts.importDuplicateEmail]],
      [4, [StudentTexts.importFirstNameRequired]],
      [5, [StudentTexts.importEmailInvalid, StudentTexts.importCandidateIdFormat]],
      [6, [StudentTexts.importCandidateIdTaken]],
      [7, ['No group named "No Such Group" at this centre']],
    ]);
    expect(body.rows[1]).toMatchObject({ first_name: 'Smith, Jr', status: 'error' });

    const before = await stack.dataSource.getRepository(UserEntity).countBy({ tenantId: centreA.id });
    const refused = await start(adminA, csv);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      success: false,
      error: 'The file has 6 rows with problems. Fix them and check the file again; nothing was saved.',
      field: 'csv',
    });
    expect(await stack.dataSource.getRepository(UserEntity).countBy({ tenantId: centreA.id })).toBe(before);
  });

  it('refuses a whole file that is empty, lacks a column or has too many rows', async () => {
    const noColumn = ImportPreviewResponseSchema.parse((await preview(adminA, 'first_name,last_name\nA,B\n')).body);
    expect(noColumn.problem).toBe('The file has no email column. The first line must name the columns.');
    const empty = ImportPreviewResponseSchema.parse((await preview(adminA, 'first_name,last_name,email\n')).body);
    expect(empty.problem).toBe(StudentTexts.importNoRows);
    const many = [
      'first_name,last_name,email',
      ...Array.from({ length: StudentLimits.importMaxRows + 1 }, (_, i) => `A,B,a${i}@x.org`),
    ];
    const tooMany = await start(adminA, many.join('\n'));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      error: `A file may hold at most ${StudentLimits.importMaxRows} students.`,
      field: 'csv',
    });
  });

  it('takes the file as a multipart upload, or the rows as JSON, with the same checks', async () => {
    const form = new FormData();
    form.append('file', new Blob([`first_name,last_name,email\nAna,Lopez,bad-email\n`], { type: 'text/csv' }), 'class.csv');
    const multipart = await stack.http.request('POST', '/admin/students/import/preview', { token: adminA, multipart: form });
    expect(multipart.status).toBe(200);
    expect(ImportPreviewResponseSchema.parse(multipart.body).rows.map((r) => r.reasons)).toEqual([
      [StudentTexts.importEmailInvalid],
    ]);

    const json = await stack.http.request('POST', '/admin/students/import/preview', {
      token: adminA,
      json: { rows: [{ first_name: 'Ana', last_name: 'Lopez', email: `${unique('ana')}@example.org`, group: groupName }] },
    });
    expect(ImportPreviewResponseSchema.parse(json.body)).toMatchObject({ total: 1, valid: 1, invalid: 0 });

    const empty = await stack.http.request('POST', '/admin/students/import/preview', { token: adminA, json: { csv: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ success: false, error: StudentTexts.importNoRows, field: 'csv' });
  });

  it('imports a clean file in one job: ids generated where blank, groups joined, credentials given once and audited', async () => {
    const givenId = candidateId();
    const surname = unique('Import');
    const rows = Array.from({ length: 5 }, (_, i) => ({
      first: `Student${i}`,
      email: `${unique(`s${i}`)}@example.org`,
      id: i === 0 ? givenId.toLowerCase() : '',
      group: i < 2 ? groupName : '',
    }));
    const csv = [
      'first_name,last_name,email,candidate_id,group',
      ...rows.map((r) => `${r.first},${surname},${r.email},${r.id},${r.group}`),
    ].join('\n');
    const check = ImportPreviewResponseSchema.parse((await preview(adminA, csv)).body);
    expect(check).toMatchObject({ total: 5, valid: 5, invalid: 0 });

    // The admin hears the job's progress on their own socket; another centre's admin hears nothing.
    const heard: AdminJobProgress[] = [];
    const overheard: unknown[] = [];
    const socket = await invigilatorSocket(stack.http.baseUrl, adminA);
    const other = await invigilatorSocket(stack.http.baseUrl, adminB);
    socket.on(AdminJobEvents.progress as never, (event: AdminJobProgress) => void heard.push(event));
    other.on(AdminJobEvents.progress as never, (event: unknown) => void overheard.push(event));

    const started = await start(adminA, csv);
    expect(started.status).toBe(202);
    const { jobId, total } = ImportStartResponseSchema.parse(started.body);
    expect(total).toBe(5);
    // Another centre's admin cannot read the job.
    expect((await stack.http.get(`/admin/students/import/${jobId}`, adminB)).status).toBe(404);

    const result = await finished(adminA, jobId);
    expect(result.state).toBe('completed');
    for (let i = 0; i < 40 && heard.at(-1)?.state !== 'completed'; i++) await new Promise((r) => setTimeout(r, 100));
    socket.disconnect();
    other.disconnect();
    expect(heard[0]).toMatchObject({ jobId, kind: 'student-import', state: 'active', done: 0, total: 5 });
    expect(heard.at(-1)).toMatchObject({ jobId, state: 'completed', done: 5, total: 5, message: null });
    expect(overheard).toEqual([]);
    const credentials = result.credentials!;
    expect(credentials).toHaveLength(5);
    expect(credentials[0]!.candidate_id).toBe(givenId);
    for (const c of credentials) {
      expect(c.candidate_id).toMatch(/^[A-Z]{3}\d{4}$/);
      expect(c.password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{8}$/);
    }
    expect(credentials.map((c) => c.group)).toEqual([groupName, groupName, null, null, null]);

    // Each can sign in with the generated password; the stored copy is sealed.
    await stack.http.login(credentials[3]!.candidate_id, credentials[3]!.password);
    const users = await stack.dataSource.getRepository(UserEntity).findBy({ lastName: surname, tenantId: centreA.id });
    expect(users).toHaveLength(5);
    expect(users.every((u) => u.issuedPasswordSealed?.startsWith('v1.'))).toBe(true);
    expect(await stack.dataSource.getRepository(GroupMemberEntity).countBy({ groupId, userId: In(users.map((u) => u.id)) })).toBe(
      2,
    );

    // Given once.
    const again = await stack.http.get(`/admin/students/import/${jobId}`, adminA);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: StudentTexts.importCredentialsGone });
    const audit = await stack.dataSource.getRepository(AuditLogEntity).findBy({ targetId: jobId });
    expect(audit.map((a) => a.action).sort()).toEqual(['password.reveal', 'student.import', 'student.import.complete']);
  });

  it('names groups the centre does not have, and creates those the admin chooses with the import', async () => {
    const newName = unique('Saturday Group');
    const surname = unique('Newgroup');
    const csv = [
      'first_name,last_name,email,group',
      `Chloé,${surname},${unique('c1')}@example.org,${newName}`,
      `Zoë,${surname},${unique('c2')}@example.org,${newName.toLowerCase()}`,
      `Ana,${surname},${unique('c3')}@example.org,${groupName}`,
    ].join('\n');

    const plain = ImportPreviewResponseSchema.parse((await preview(adminA, csv)).body);
    expect(plain).toMatchObject({ valid: 1, invalid: 2, new_groups: [newName] });
    expect(plain.rows[0]!.reasons).toEqual([`No group named "${newName}" at this centre`]);
    expect((await start(adminA, csv)).status).toBe(400);

    const withGroups = (route: string) =>
      stack.http.request('POST', route, { token: adminA, json: { csv, create_groups: [newName.toUpperCase()] } });
    const ready = ImportPreviewResponseSchema.parse((await withGroups('/admin/students/import/preview')).body);
    expect(ready).toMatchObject({ valid: 3, invalid: 0, new_groups: [newName] });
    // Previewing creates nothing.
    const groups = stack.dataSource.getRepository(GroupEntity);
    expect(await groups.countBy({ tenantId: centreA.id, name: newName })).toBe(0);

    const started = await withGroups('/admin/students/import');
    expect(started.status).toBe(202);
    const result = await finished(adminA, ImportStartResponseSchema.parse(started.body).jobId);
    expect(result.state).toBe('completed');
    expect(result.credentials!.map((c) => c.group)).toEqual([newName, newName, groupName]);
    const created = await groups.findBy({ tenantId: centreA.id, name: newName });
    expect(created).toHaveLength(1);
    expect(await stack.dataSource.getRepository(GroupMemberEntity).countBy({ groupId: created[0]!.id })).toBe(2);
    // Another centre naming the same group gets its own, not this one.
    const otherCsv = `first_name,last_name,email,group\nAna,${surname},${unique('c4')}@example.org,${newName}\n`;
    const other = await stack.http.request('POST', '/admin/students/import/preview', { token: adminB, json: { csv: otherCsv } });
    expect(ImportPreviewResponseSchema.parse(other.body).new_groups).toEqual([newName]);
  });

  it('writes nothing when a row fails at import time (all or nothing)', async () => {
    const clash = candidateId();
    const surname = unique('Atomic');
    const csv = [
      'first_name,last_name,email,candidate_id',
      `A,${surname},${unique('a')}@example.org,`,
      `B,${surname},${unique('b')}@example.org,${clash}`,
    ].join('\n');
    expect(ImportPreviewResponseSchema.parse((await preview(adminA, csv)).body).invalid).toBe(0);
    // The job waits while no worker runs; meanwhile someone takes the file's candidate ID.
    await stack.stopWorkers();
    const { jobId } = ImportStartResponseSchema.parse((await start(adminA, csv)).body);
    await stack.dataSource.query(
      `INSERT INTO users (tenant_id, role, login_id, password_hash) VALUES ($1, 'test_taker', $2, 'x')`,
      [centreA.id, clash],
    );
    await stack.startWorker();
    const result = await finished(adminA, jobId);
    expect(result.state).toBe('failed');
    expect(result.message).toContain(StudentTexts.importCandidateIdTaken);
    expect(await stack.dataSource.getRepository(UserEntity).countBy({ lastName: surname })).toBe(0);
  });
});
