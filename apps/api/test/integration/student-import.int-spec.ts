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
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
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

  async function finished(token: string, jobId: string, withinMs = 60_000): Promise<ImportResultResponse> {
    for (let i = 0; i < withinMs / 250; i++) {
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
    expect(body).toMatchObject({ problem: null, total: 6, valid: 1, invalid: 5 });
    expect(body.rows.map((r) => [r.line, r.reasons])).toEqual([
      [2, []],
      [3, ['same e-mail as line 2']],
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
      error: 'The file has 5 rows with problems. Fix them and check the file again; nothing was saved.',
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

    // Enrolled with the issued password sealed and no hash yet (an argon2 hash for each made a large
    // import take minutes): a wrong password is refused, the issued one signs in and is hashed from then on.
    const { candidate_id: loginId, password } = credentials[3]!;
    const stored = () => stack.dataSource.getRepository(UserEntity).findOneByOrFail({ loginId });
    expect((await stored()).passwordHash).toBeNull();
    const wrong = await stack.http.request('POST', '/auth/login', { form: { candidate_id: loginId, password: `${password}x` } });
    expect(wrong.status).toBe(401);
    await stack.http.login(loginId, password);
    expect((await stored()).passwordHash).toMatch(/^\$argon2id\$/);
    await stack.http.login(loginId, password);
    expect(
      (await stack.http.request('POST', '/auth/login', { form: { candidate_id: loginId, password: 'not-it-1' } })).status,
    ).toBe(401);
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

  /** Posts a file's bytes as the web dialog does: multipart/form-data, with any form fields beside it. */
  const upload = (route: 'preview' | 'start', bytes: Uint8Array, name: string, fields: Record<string, string> = {}) => {
    const form = new FormData();
    form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    return stack.http.request('POST', route === 'preview' ? '/admin/students/import/preview' : '/admin/students/import', {
      token: adminA,
      multipart: form,
    });
  };
  const previewOf = async (bytes: Uint8Array, name = 'class.csv') => {
    const response = await upload('preview', bytes, name);
    expect(response.status).toBe(200);
    return ImportPreviewResponseSchema.parse(response.body);
  };
  const namesOf = (body: { rows: { first_name: string; last_name: string; status: string }[] }) =>
    body.rows.map((r) => [r.first_name, r.last_name, r.status]);

  it("stores a Windows-1252 file (Excel's CSV on Windows) as the names it holds, never a replacement character", async () => {
    const email = `${unique('jose')}@example.org`;
    const bytes = iconv.encode(`first_name,last_name,email\r\nJosé,Muñoz,${email}\r\n`, 'windows-1252');
    expect(namesOf(await previewOf(bytes))).toEqual([['José', 'Muñoz', 'ok']]);
    const started = await upload('start', bytes, 'class.csv');
    expect(started.status).toBe(202);
    const result = await finished(adminA, ImportStartResponseSchema.parse(started.body).jobId);
    expect(result.state).toBe('completed');
    const user = await stack.dataSource.getRepository(UserEntity).findOneByOrFail({ email, tenantId: centreA.id });
    expect([user.firstName, user.lastName]).toEqual(['José', 'Muñoz']);
  });

  it('reads UTF-8 with a BOM, UTF-16 with its BOM, and semicolon- and tab-separated files', async () => {
    const text = (delimiter: string) =>
      [
        ['first_name', 'last_name', 'email'],
        ['Chloé', 'Zoë', 'chloe@example.org'],
        ['Łukasz', 'Nowak, Jr', 'l@example.org'],
      ]
        .map((cells) => cells.map((c) => (c.includes(',') && delimiter === ',' ? `"${c}"` : c)).join(delimiter))
        .join('\r\n');
    const expected = [
      ['Chloé', 'Zoë', 'ok'],
      ['Łukasz', 'Nowak, Jr', 'ok'],
    ];
    const bom = (bytes: number[], body: Buffer) => Buffer.concat([Buffer.from(bytes), body]);
    expect(namesOf(await previewOf(bom([0xef, 0xbb, 0xbf], Buffer.from(text(','), 'utf8'))))).toEqual(expected);
    expect(namesOf(await previewOf(bom([0xff, 0xfe], iconv.encode(text('\t'), 'utf-16le')), 'class.txt'))).toEqual(expected);
    expect(namesOf(await previewOf(bom([0xfe, 0xff], iconv.encode(text(';'), 'utf-16be'))))).toEqual(expected);
    expect(namesOf(await previewOf(Buffer.from(text(';'), 'utf8')))).toEqual(expected);
    expect(namesOf(await previewOf(Buffer.from(text('\t'), 'utf8')))).toEqual(expected);
    // The JSON form takes a semicolon file's text too.
    const json = await preview(adminA, text(';'));
    expect(namesOf(ImportPreviewResponseSchema.parse(json.body))).toEqual(expected);
  });

  it('takes an .xlsx workbook by its content: the first sheet, rich text, hyperlinked e-mails and numbers as plain text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Class 5B');
    sheet.addRow(['First Name', 'Last Name', 'E-mail', 'Candidate ID']);
    const email = `${unique('xl')}@example.org`;
    sheet.addRow([
      { richText: [{ text: 'Jo', font: { bold: true } }, { text: 'sé' }] },
      'Muñoz',
      { text: email, hyperlink: `mailto:${email}` },
      null,
    ]);
    sheet.addRow(['Ana', 'Ruiz', 'not-an-email', 1234]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    // Named as anything: the bytes say it is a workbook.
    const body = await previewOf(bytes, 'export.dat');
    expect(body).toMatchObject({ problem: null, total: 2, valid: 1, invalid: 1 });
    expect(body.rows.map((r) => [r.line, r.first_name, r.last_name, r.email, r.reasons])).toEqual([
      [2, 'José', 'Muñoz', email, []],
      [3, 'Ana', 'Ruiz', 'not-an-email', [StudentTexts.importEmailInvalid, StudentTexts.importCandidateIdFormat]],
    ]);
  });

  it('refuses a file that is neither text nor a workbook, naming the problem', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const response = await upload('preview', png, 'class.csv');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, error: StudentTexts.importFileNotText, field: 'csv' });
  });

  it('previews and imports a 5,000-row file, as a file and as JSON larger than the default body limit', async () => {
    const surname = unique('Fivek');
    const csv = [
      'first_name,last_name,email',
      ...Array.from({ length: 5000 }, (_, i) => `Student${i},${surname},${surname.toLowerCase()}.${i}@example.org`),
    ].join('\n');
    expect(csv.length).toBeGreaterThan(200_000);
    const json = await preview(adminA, csv);
    expect(json.status).toBe(200);
    expect(ImportPreviewResponseSchema.parse(json.body)).toMatchObject({ problem: null, total: 5000, valid: 5000, invalid: 0 });
    const rows = await stack.http.request('POST', '/admin/students/import/preview', {
      token: adminA,
      json: {
        rows: csv
          .split('\n')
          .slice(1)
          .map((line) => ({ first_name: line.split(',')[0], last_name: surname, email: line.split(',')[2] })),
      },
    });
    expect(ImportPreviewResponseSchema.parse(rows.body)).toMatchObject({ total: 5000, valid: 5000 });
    const file = await previewOf(Buffer.from(csv, 'utf8'));
    expect(file).toMatchObject({ total: 5000, valid: 5000 });

    // The admin hears the enrolment's progress as the students go in, not only its start and end.
    const heard: AdminJobProgress[] = [];
    const socket = await invigilatorSocket(stack.http.baseUrl, adminA);
    socket.on(AdminJobEvents.progress as never, (event: AdminJobProgress) => void heard.push(event));
    const began = Date.now();
    const started = await upload('start', Buffer.from(csv, 'utf8'), 'big.csv');
    expect(started.status).toBe(202);
    const result = await finished(adminA, ImportStartResponseSchema.parse(started.body).jobId, 30_000);
    // Seconds, not minutes: passwords are hashed at each student's first sign-in, not 5,000 at once here.
    expect(Date.now() - began).toBeLessThan(20_000);
    socket.disconnect();
    expect(result).toMatchObject({ state: 'completed', done: 5000, total: 5000, skipped: [] });
    expect(heard.some((event) => event.state === 'active' && event.done > 0 && event.done < 5000)).toBe(true);
    expect(result.credentials).toHaveLength(5000);
    expect(await stack.dataSource.getRepository(UserEntity).countBy({ lastName: surname, tenantId: centreA.id })).toBe(5000);
  }, 60_000);

  it('with skip_invalid enrols the good rows and lists the skipped ones with their reasons', async () => {
    const surname = unique('Skip');
    const email = `${unique('rep')}@example.org`;
    const csv = [
      'first_name,last_name,email',
      `Ana,${surname},${email}`,
      `Bo,${surname},${unique('bo')}@example.org`,
      `Ana,${surname},${email.toUpperCase()}`,
      `Cy,,${unique('cy')}@example.org`,
      `Di,${surname},${unique('di')}@example.org`,
    ].join('\n');
    const check = ImportPreviewResponseSchema.parse((await preview(adminA, csv)).body);
    expect(check).toMatchObject({ total: 5, valid: 3, invalid: 2 });
    // Without skip_invalid the file is still refused whole.
    expect((await start(adminA, csv)).status).toBe(400);

    const started = await stack.http.request('POST', '/admin/students/import', {
      token: adminA,
      json: { csv, skip_invalid: true },
    });
    expect(started.status).toBe(202);
    expect(ImportStartResponseSchema.parse(started.body).total).toBe(3);
    const result = await finished(adminA, ImportStartResponseSchema.parse(started.body).jobId);
    expect(result.state).toBe('completed');
    expect(result.credentials!.map((c) => c.first_name)).toEqual(['Ana', 'Bo', 'Di']);
    expect(result.skipped).toEqual([
      { line: 4, first_name: 'Ana', last_name: surname, email, candidate_id: null, reasons: ['same e-mail as line 2'] },
      {
        line: 5,
        first_name: 'Cy',
        last_name: '',
        email: expect.stringMatching(/^cy/),
        candidate_id: null,
        reasons: [StudentTexts.importLastNameRequired],
      },
    ]);
    expect(await stack.dataSource.getRepository(UserEntity).countBy({ lastName: surname, tenantId: centreA.id })).toBe(3);

    // The multipart form's field says the same; a file with no good row has nothing to import.
    const bad = Buffer.from(`first_name,last_name,email\nA,,${unique('z')}@example.org\n`, 'utf8');
    const nothing = await upload('start', bad, 'bad.csv', { skip_invalid: 'true' });
    expect(nothing.status).toBe(400);
    expect(nothing.body).toMatchObject({ error: StudentTexts.importNothingToImport });
    const mixed = Buffer.from(
      `first_name,last_name,email\nA,,${unique('z')}@example.org\nB,${surname},${unique('b')}@example.org\n`,
    );
    const viaForm = await upload('start', mixed, 'mixed.csv', { skip_invalid: 'true' });
    expect(viaForm.status).toBe(202);
    const formResult = await finished(adminA, ImportStartResponseSchema.parse(viaForm.body).jobId);
    expect(formResult.credentials!.map((c) => c.first_name)).toEqual(['B']);
    expect(formResult.skipped.map((r) => r.line)).toEqual([2]);
  });

  it('reports at preview a candidate ID another centre already uses', async () => {
    const elsewhere = candidateId();
    const other = await stack.http.request('POST', '/admin/students/import', {
      token: adminB,
      json: { csv: `first_name,last_name,email,candidate_id\nAna,Other,${unique('o')}@example.org,${elsewhere}\n` },
    });
    expect(other.status).toBe(202);
    expect((await finished(adminB, ImportStartResponseSchema.parse(other.body).jobId)).state).toBe('completed');

    const csv = `first_name,last_name,email,candidate_id\nBo,Here,${unique('h')}@example.org,${elsewhere.toLowerCase()}\n`;
    const body = ImportPreviewResponseSchema.parse((await preview(adminA, csv)).body);
    expect(body.rows.map((r) => r.reasons)).toEqual([[StudentTexts.importCandidateIdTaken]]);
    expect((await start(adminA, csv)).status).toBe(400);
  });
});
