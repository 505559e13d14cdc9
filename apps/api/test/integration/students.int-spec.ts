import {
  CreateStudentResponseSchema,
  LOGIN_CONSECUTIVE_FAILURES_PER_ADDRESS,
  LOGIN_LOCK_SECONDS,
  ExamEvents,
  type SittingStopped,
  StudentSittingResponseSchema,
  StudentListResponseSchema,
  StudentResponseSchema,
  StudentTexts,
  TestHistoryResponseSchema,
  Texts,
} from '@cdi/contracts';
import { AuditLogEntity, SessionEntity, UserEntity } from '@cdi/db';
import { randomInt } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { examScenario, sittingListening } from '../support/exam-sockets';
import { createTenant, type CreatedTenant, developerToken, insertStudent, unique } from '../support/fixtures';
import { sharedTestStack, type TestStack } from '../support/test-stack';

/** A candidate ID no other test (or run against the same database) has: AAA1234 form. */
function candidateId(): string {
  const letters = Array.from({ length: 3 }, () => String.fromCharCode(65 + randomInt(26))).join('');
  return `${letters}${1000 + randomInt(9000)}`;
}

describe('students (admin)', () => {
  let stack: TestStack;
  let centreA: CreatedTenant;
  let centreB: CreatedTenant;
  let adminA: string;
  let adminB: string;

  beforeAll(async () => {
    stack = await sharedTestStack();
    const dev = await developerToken(stack.http);
    [centreA, centreB] = [await createTenant(stack.http, dev), await createTenant(stack.http, dev)];
    adminA = await stack.http.login(centreA.adminLoginId, centreA.adminPassword);
    adminB = await stack.http.login(centreB.adminLoginId, centreB.adminPassword);
  });
  afterAll(() => stack.close());

  const create = (token: string, body: Record<string, unknown>) => stack.http.request('POST', '/users', { token, json: body });

  async function createStudent(token: string, overrides: Record<string, unknown> = {}) {
    const body = {
      candidate_id: candidateId(),
      password: 'issued-pass-1',
      first_name: 'Amira',
      last_name: unique('Khan'),
      email: `${unique('amira')}@example.org`,
      ...overrides,
    };
    const response = await create(token, body);
    expect(response.status).toBe(201);
    return { id: CreateStudentResponseSchema.parse(response.body).user_id, ...body };
  }

  it('creates a student who can sign in with the issued password, stored hashed and sealed, and audited', async () => {
    const student = await createStudent(adminA, { candidate_id: ` ${candidateId().toLowerCase()} ` });
    const row = await stack.dataSource.getRepository(UserEntity).findOneByOrFail({ id: student.id });
    expect(row.loginId).toBe(String(student.candidate_id).trim().toUpperCase());
    expect(row.tenantId).toBe(centreA.id);
    expect(row.role).toBe('test_taker');
    expect(row.passwordHash).not.toContain('issued-pass-1');
    expect(row.issuedPasswordSealed).toMatch(/^v1\./);
    expect(row.issuedPasswordSealed).not.toContain('issued-pass-1');
    await stack.http.login(row.loginId, 'issued-pass-1');
    const audit = await stack.dataSource
      .getRepository(AuditLogEntity)
      .findOneBy({ action: 'student.create', targetId: student.id });
    expect(audit).not.toBeNull();
  });

  it.each([
    [{}, 'first_name', StudentTexts.allRequired],
    [{ first_name: 'A', last_name: 'B', candidate_id: 'ABC1234' }, 'password', StudentTexts.allRequired],
    [
      { first_name: '  ', last_name: 'B', password: 'long-enough', candidate_id: 'ABC1234' },
      'first_name',
      StudentTexts.allRequired,
    ],
    [{ first_name: 'A', last_name: 'B', password: 'short', candidate_id: 'ABC1234' }, 'password', Texts.passwordTooShort],
    [
      { first_name: 'A', last_name: 'B', password: 'long-enough', candidate_id: 'AB12345' },
      'candidate_id',
      StudentTexts.candidateIdFormat,
    ],
    [{ first_name: 'A', last_name: 'B', password: 'long-enough' }, 'candidate_id', StudentTexts.candidateIdFormat],
    [
      { first_name: 'A', last_name: 'B', password: 'long-enough', candidate_id: 'ABC1234', email: 'nope' },
      'email',
      StudentTexts.emailInvalid,
    ],
  ])('refuses %j with 400 on %s', async (body, field, error) => {
    const response = await create(adminA, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, error, field });
  });

  it('refuses a taken candidate ID (any case, any centre) or e-mail with 409 on candidate_id', async () => {
    const existing = await createStudent(adminA);
    const sameId = await create(adminB, {
      candidate_id: String(existing.candidate_id).toLowerCase(),
      password: 'issued-pass-1',
      first_name: 'X',
      last_name: 'Y',
    });
    expect(sameId.status).toBe(409);
    expect(sameId.body).toEqual({ success: false, error: StudentTexts.candidateOrEmailExists, field: 'candidate_id' });
    const sameEmail = await create(adminA, {
      candidate_id: candidateId(),
      password: 'issued-pass-1',
      first_name: 'X',
      last_name: 'Y',
      email: String(existing.email).toUpperCase(),
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual({ success: false, error: StudentTexts.candidateOrEmailExists, field: 'candidate_id' });
  });

  it('lists one page of the centre’s students: search by name, id or e-mail, status filter, paging, totals', async () => {
    const surname = unique('Zeta');
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createStudent(adminA, { last_name: `${surname}${i}` }));
    await createStudent(adminB, { last_name: `${surname}9` });
    const page = async (query: string) =>
      StudentListResponseSchema.parse((await stack.http.get(`/users?role=test_taker&${query}&_t=1`, adminA)).body);

    const all = await page(`q=${surname.toLowerCase()}&page=1&pageSize=2`);
    expect(all.total).toBe(3);
    expect(all.users.map((u) => u.last_name)).toEqual([`${surname}0`, `${surname}1`]);
    expect(all).toMatchObject({ page: 1, pageSize: 2 });
    expect(all.users[0]).toMatchObject({ exams_taken: 0, average_score: null, is_active: true, last_login: null });
    const second = await page(`q=${surname}&page=2&pageSize=2`);
    expect(second.users.map((u) => u.last_name)).toEqual([`${surname}2`]);

    const byId = await page(`q=${made[1]!.candidate_id}`);
    expect(byId.users.map((u) => u.id)).toEqual([made[1]!.id]);
    const byEmail = await page(`q=${encodeURIComponent(String(made[2]!.email).toUpperCase())}`);
    expect(byEmail.users.map((u) => u.id)).toEqual([made[2]!.id]);
    expect((await page('q=%25%25%25')).total).toBe(0); // the user's % is literal

    await stack.http.request('PUT', `/users/${made[0]!.id}/status`, { token: adminA, json: { is_active: false } });
    const suspended = await page(`q=${surname}&status=suspended`);
    expect(suspended.users.map((u) => u.id)).toEqual([made[0]!.id]);
    const active = await page(`q=${surname}&status=active`);
    expect(active.total).toBe(2);

    const bad = await stack.http.get('/users?status=gone', adminA);
    expect(bad.status).toBe(400);
  });

  it('edits names, candidate ID (upper-cased) and e-mail; a taken candidate ID is 409 "Candidate ID already exists"', async () => {
    const student = await createStudent(adminA);
    const other = await createStudent(adminA);
    const newId = candidateId();
    const edited = await stack.http.request('PUT', `/users/${student.id}`, {
      token: adminA,
      json: { first_name: ' Nadia ', last_name: 'Haddad', candidate_id: newId.toLowerCase() },
    });
    expect(edited.status).toBe(200);
    expect(StudentResponseSchema.parse(edited.body).user).toMatchObject({
      first_name: 'Nadia',
      last_name: 'Haddad',
      candidate_id: newId,
    });

    const clash = await stack.http.request('PUT', `/users/${student.id}`, {
      token: adminA,
      json: { candidate_id: other.candidate_id },
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ success: false, error: StudentTexts.candidateIdExists, field: 'candidate_id' });

    const blank = await stack.http.request('PUT', `/users/${student.id}`, { token: adminA, json: { last_name: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ error: StudentTexts.allRequired, field: 'last_name' });
    const nothing = await stack.http.request('PUT', `/users/${student.id}`, { token: adminA, json: {} });
    expect(nothing.body).toMatchObject({ success: false, error: Texts.noChangesToSave });
  });

  it('suspends (signing the student out) and activates; both audited', async () => {
    const student = await createStudent(adminA);
    const token = await stack.http.login(String(student.candidate_id), 'issued-pass-1');
    const suspend = await stack.http.request('PUT', `/users/${student.id}/status`, { token: adminA, json: { is_active: false } });
    expect(StudentResponseSchema.parse(suspend.body).user.is_active).toBe(false);
    // The signed-out session is refused saying why, so a reloading exam page can tell the candidate.
    const refused = await stack.http.get('/auth/me', token);
    expect([refused.status, refused.body]).toEqual([401, { success: false, error: Texts.accountSuspended }]);
    const login = await stack.http.request('POST', '/auth/login', {
      form: { candidate_id: String(student.candidate_id), password: 'issued-pass-1' },
    });
    expect(login.status).not.toBe(200);
    const activate = await stack.http.request('PUT', `/users/${student.id}/status`, { token: adminA, json: { is_active: true } });
    expect(StudentResponseSchema.parse(activate.body).user.is_active).toBe(true);
    // Active again, the old session stays revoked, now as any other ended session.
    const ended = await stack.http.get('/auth/me', token);
    expect([ended.status, ended.body]).toEqual([401, { success: false, error: Texts.notAuthenticated }]);
    const actions = (await stack.dataSource.getRepository(AuditLogEntity).findBy({ targetId: student.id })).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['student.suspend', 'student.activate']));
  });

  it(`locks a candidate ID after ${LOGIN_CONSECUTIVE_FAILURES_PER_ADDRESS} wrong passwords, shows until when, and the admin unlocks it (audited)`, async () => {
    const student = await createStudent(adminA);
    const signIn = (password: string) =>
      stack.http.request('POST', '/auth/login', { form: { candidate_id: String(student.candidate_id), password } });
    for (let i = 0; i < LOGIN_CONSECUTIVE_FAILURES_PER_ADDRESS; i++) expect((await signIn(`wrong-${i}`)).status).toBe(401);
    expect((await signIn('issued-pass-1')).status).toBe(429);

    const profile = StudentResponseSchema.parse((await stack.http.get(`/users/${student.id}`, adminA)).body).user;
    const minutesLeft = (Date.parse(profile.sign_in_locked_until!) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(LOGIN_LOCK_SECONDS / 60 - 1);
    expect(minutesLeft).toBeLessThanOrEqual(LOGIN_LOCK_SECONDS / 60);
    const listed = StudentListResponseSchema.parse((await stack.http.get(`/users?q=${student.candidate_id}`, adminA)).body);
    // Worked out from the lock's time left at each read, so to the second.
    expect(Math.abs(Date.parse(listed.users[0]!.sign_in_locked_until!) - Date.parse(profile.sign_in_locked_until!))).toBeLessThan(
      1000,
    );

    // Another centre's admin and a candidate cannot lift it.
    const unlockPath = `/users/${student.id}/unlock-sign-in`;
    expect((await stack.http.request('POST', unlockPath, { token: adminB })).status).toBe(404);
    const classmate = await createStudent(adminA);
    const classmateToken = await stack.http.login(String(classmate.candidate_id), 'issued-pass-1');
    expect((await stack.http.request('POST', unlockPath, { token: classmateToken })).status).toBe(403);
    expect((await signIn('issued-pass-1')).status).toBe(429);

    const unlocked = await stack.http.request('POST', unlockPath, { token: adminA });
    expect(unlocked.status).toBe(200);
    expect(StudentResponseSchema.parse(unlocked.body).user.sign_in_locked_until).toBeNull();
    const audit = await stack.dataSource.getRepository(AuditLogEntity).findOneByOrFail({
      action: 'student.unlock-sign-in',
      targetId: student.id,
    });
    expect(audit).toMatchObject({ tenantId: centreA.id, details: { candidate_id: student.candidate_id } });
    expect((await signIn('issued-pass-1')).status).toBe(200);
    expect(
      StudentResponseSchema.parse((await stack.http.get(`/users/${student.id}`, adminA)).body).user.sign_in_locked_until,
    ).toBeNull();
  });

  it('says which tests a student is sitting; suspending them tells their open exam why before cutting it', async () => {
    const scenario = await examScenario(stack, centreA, 1);
    const [studentId] = scenario.studentIds as [string];
    const sitting = () => stack.http.get(`/users/${studentId}/sitting`, adminA);
    expect(StudentSittingResponseSchema.parse((await sitting()).body).tests).toEqual([]);

    const sockets: Socket[] = [];
    try {
      const { socket } = await sittingListening(stack.http.baseUrl, scenario, 0, sockets);
      expect(StudentSittingResponseSchema.parse((await sitting()).body).tests).toEqual(['Engine test']);
      // Another centre's admin learns nothing about this student.
      expect((await stack.http.get(`/users/${studentId}/sitting`, adminB)).status).toBe(404);

      const told = new Promise<SittingStopped>((resolve) => socket.once(ExamEvents.sittingStopped, resolve));
      const cut = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      const suspend = await stack.http.request('PUT', `/users/${studentId}/status`, {
        token: adminA,
        json: { is_active: false },
      });
      expect(suspend.status).toBe(200);
      expect(await told).toEqual({ reason: 'suspended', message: Texts.sittingStoppedSuspended });
      expect(await cut).toBe('io server disconnect');
    } finally {
      sockets.forEach((socket) => socket.close());
    }
  });

  it('resets the password (min 8), reveals only the admin-issued one, each reveal audited', async () => {
    const student = await createStudent(adminA);
    const token = await stack.http.login(String(student.candidate_id), 'issued-pass-1');
    const short = await stack.http.request('PUT', `/users/${student.id}/reset-password`, {
      token: adminA,
      json: { new_password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ success: false, error: Texts.passwordTooShort, field: 'new_password' });

    const reset = await stack.http.request('PUT', `/users/${student.id}/reset-password`, {
      token: adminA,
      json: { new_password: 'fresh-pass-22' },
    });
    expect(reset.body).toEqual({ success: true });
    expect((await stack.http.get('/auth/me', token)).status).toBe(401); // signed out everywhere
    await stack.http.login(String(student.candidate_id), 'fresh-pass-22');

    const before = await stack.dataSource
      .getRepository(AuditLogEntity)
      .countBy({ action: 'password.reveal', targetId: student.id });
    const revealed = await stack.http.get(`/users/${student.id}/password`, adminA);
    expect(revealed.body).toEqual({ success: true, password: 'fresh-pass-22' });
    const after = await stack.dataSource
      .getRepository(AuditLogEntity)
      .findBy({ action: 'password.reveal', targetId: student.id });
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({ tenantId: centreA.id });

    // A student whose password no admin issued has nothing to reveal.
    const seeded = await insertStudent(stack.dataSource, centreA.id);
    const none = await stack.http.get(`/users/${seeded.id}/password`, adminA);
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ success: false, error: StudentTexts.noIssuedPassword });

    // Sealed under another key (APP_SECRET rotated): said plainly, never a 500.
    await stack.dataSource
      .getRepository(UserEntity)
      .update({ id: seeded.id }, { issuedPasswordSealed: 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AAAA' });
    const unreadable = await stack.http.get(`/users/${seeded.id}/password`, adminA);
    expect(unreadable.status).toBe(409);
    expect(unreadable.body).toEqual({ success: false, error: StudentTexts.issuedPasswordUnreadable });
  });

  it('lists real completed sections in the test history with "not marked" scores, and counts exams taken', async () => {
    const student = await createStudent(adminA);
    const ds = stack.dataSource;
    const [test] = await ds.query(`INSERT INTO tests (tenant_id, title) VALUES ($1, 'Mock Test 3') RETURNING id`, [centreA.id]);
    const [assignment] = await ds.query(
      `INSERT INTO assignments (tenant_id, test_id, user_id) VALUES ($1, $2, $3) RETURNING id`,
      [centreA.id, test.id, student.id],
    );
    const [attempt] = await ds.query(
      `INSERT INTO attempts (tenant_id, assignment_id, user_id, status, started_at, completed_at)
       VALUES ($1, $2, $3, 'completed', now() - interval '2 hours', now()) RETURNING id`,
      [centreA.id, assignment.id, student.id],
    );
    await ds.query(
      `INSERT INTO attempt_sections (attempt_id, section, tenant_id, status, duration_seconds, completed_at, end_reason)
       VALUES ($1, 'listening', $2, 'completed', 1800, now() - interval '1 hour', 'finished'),
              ($1, 'reading', $2, 'completed', 3600, now(), 'finished'),
              ($1, 'writing', $2, 'locked', 3600, NULL, NULL)`,
      [attempt.id, centreA.id],
    );
    await ds.query(
      `INSERT INTO answers (attempt_id, section, question, tenant_id, value, seq, updated_at)
       VALUES ($1, 'listening', '2', $2, 'library', 2, now()), ($1, 'listening', '10', $2, 'B', 3, now())`,
      [attempt.id, centreA.id],
    );

    const history = TestHistoryResponseSchema.parse((await stack.http.get(`/users/${student.id}/test-history`, adminA)).body);
    expect(history.results.map((r) => [r.test_title, r.section, r.score])).toEqual([
      ['Mock Test 3', 'reading', null],
      ['Mock Test 3', 'listening', null],
    ]);
    expect(history.results[1]!.answers).toEqual({ '2': 'library', '10': 'B' });
    const one = StudentResponseSchema.parse((await stack.http.get(`/users/${student.id}`, adminA)).body);
    expect(one.user).toMatchObject({ exams_taken: 1, average_score: null });
  });

  it('deletes a student (audited); the profile then answers 404 with the spec text', async () => {
    const student = await createStudent(adminA);
    const removed = await stack.http.request('DELETE', `/users/${student.id}`, { token: adminA });
    expect(removed.body).toEqual({ success: true });
    const gone = await stack.http.get(`/users/${student.id}`, adminA);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ success: false, error: StudentTexts.notFound });
    expect(await stack.dataSource.getRepository(AuditLogEntity).countBy({ action: 'student.delete', targetId: student.id })).toBe(
      1,
    );
  });

  it("answers 404 to every call about another centre's student, and changes nothing", async () => {
    const student = await createStudent(adminA);
    const path = `/users/${student.id}`;
    const calls: [string, string, unknown?][] = [
      ['GET', path],
      ['PUT', path, { first_name: 'Hacked' }],
      ['PUT', `${path}/status`, { is_active: false }],
      ['PUT', `${path}/reset-password`, { new_password: 'hacked-pass-1' }],
      ['GET', `${path}/password`],
      ['GET', `${path}/test-history`],
      ['POST', `${path}/unlock-sign-in`],
      ['DELETE', path],
    ];
    for (const [method, url, json] of calls) {
      const response = await stack.http.request(method, url, { token: adminB, json });
      expect([method, url, response.status]).toEqual([method, url, 404]);
    }
    const row = await stack.dataSource.getRepository(UserEntity).findOneByOrFail({ id: student.id });
    expect(row).toMatchObject({ firstName: 'Amira', isActive: true });
    await stack.http.login(String(student.candidate_id), 'issued-pass-1');
    const listB = StudentListResponseSchema.parse((await stack.http.get(`/users?q=${student.candidate_id}`, adminB)).body);
    expect(listB.total).toBe(0);
    expect(
      await stack.dataSource.getRepository(AuditLogEntity).countBy({ action: 'password.reveal', targetId: student.id }),
    ).toBe(0);
  });

  it('is for admins only', async () => {
    const student = await createStudent(adminA);
    const candidate = await stack.http.login(String(student.candidate_id), 'issued-pass-1');
    expect((await stack.http.get('/users', candidate)).status).toBe(403);
    expect((await stack.http.get(`/users/${student.id}/password`, candidate)).status).toBe(403);
    expect((await stack.http.get('/users')).status).toBe(401);
    expect(await stack.dataSource.getRepository(SessionEntity).countBy({ userId: student.id })).toBeGreaterThan(0);
  });
});
