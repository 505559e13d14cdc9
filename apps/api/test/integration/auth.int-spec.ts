import {
  AUTH_COOKIE,
  LOGIN_CONSECUTIVE_FAILURES_PER_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_FAILURES_PER_LOGIN_ID,
  SessionUserSchema,
  Texts,
} from '@cdi/contracts';
import { SessionEntity } from '@cdi/db';
import { hashSessionToken } from '@cdi/credentials';
import { hotAddressDelayMs } from '../../src/auth/login-throttle';
import { DEMO_PASSWORD, DEMO_STUDENTS, DEMO_TENANT } from '../../src/demo/demo-data';
import { insertStudent, insertStudents, unique } from '../support/fixtures';
import { startTestStack, type TestStack } from '../support/test-stack';

const student = DEMO_STUDENTS[0]!;

describe('sign-in, me and logout', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.close());

  it('signs a candidate in with form-encoded fields and returns the user, a token and an httpOnly cookie', async () => {
    const response = await stack.http.request<{ success: boolean; token: string; user: unknown; expiresAt: string }>(
      'POST',
      '/auth/login',
      {
        form: { candidate_id: student.loginId, password: DEMO_PASSWORD },
      },
    );
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const user = SessionUserSchema.parse(response.body.user);
    expect(user).toMatchObject({
      candidate_id: student.loginId,
      role: 'test_taker',
      first_name: student.firstName,
      tenant_name: DEMO_TENANT.name,
    });
    expect(response.body.token.length).toBeGreaterThanOrEqual(40);
    const hours = (Date.parse(response.body.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`${AUTH_COOKIE}=${response.body.token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
  });

  it('accepts the login id in any letter case', async () => {
    await expect(stack.http.login(DEMO_TENANT.adminLoginId.toUpperCase(), DEMO_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it('refuses a wrong password and an unknown login id with the same message', async () => {
    const wrong = await stack.http.request('POST', '/auth/login', {
      form: { candidate_id: DEMO_STUDENTS[1]!.loginId, password: 'nope-nope' },
    });
    const unknown = await stack.http.request('POST', '/auth/login', {
      form: { candidate_id: 'NOBODY9999', password: 'nope-nope' },
    });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, error: Texts.invalidCredentials });
    }
  });

  it('names the missing field when a field is blank', async () => {
    const response = await stack.http.request('POST', '/auth/login', { form: { candidate_id: '   ', password: 'x' } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, field: 'candidate_id' });
  });

  it('refuses a suspended account even with the right password', async () => {
    const tenantId = await tenantOfDemo(stack);
    const suspended = await insertStudent(stack.dataSource, tenantId, { isActive: false }, 'right-pass-1');
    const response = await stack.http.request('POST', '/auth/login', {
      form: { candidate_id: suspended.loginId, password: 'right-pass-1' },
    });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(Texts.accountSuspended);
  });

  it('answers me with the signed-in user by bearer token and by cookie', async () => {
    const token = await stack.http.login(student.loginId, DEMO_PASSWORD);
    const byBearer = await stack.http.get<{ success: boolean; user: { candidate_id: string } }>('/auth/me', token);
    expect(byBearer.status).toBe(200);
    expect(byBearer.body.user.candidate_id).toBe(student.loginId);
    const byCookie = await stack.http.request('GET', '/auth/me', { headers: { cookie: `${AUTH_COOKIE}=${token}` } });
    expect(byCookie.status).toBe(200);
  });

  it('answers 401 to me without a token or with a made-up one', async () => {
    expect((await stack.http.get('/auth/me')).status).toBe(401);
    expect((await stack.http.get('/auth/me', 'made-up-token')).status).toBe(401);
  });

  it('revokes the token on logout, everywhere it is used, and clears the cookie', async () => {
    const token = await stack.http.login(student.loginId, DEMO_PASSWORD);
    const other = await stack.http.login(student.loginId, DEMO_PASSWORD);
    const logout = await stack.http.request('POST', '/auth/logout', { token });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ success: true });
    expect(logout.headers.get('set-cookie')).toMatch(new RegExp(`${AUTH_COOKIE}=;`));
    expect((await stack.http.get('/auth/me', token)).status).toBe(401);
    expect((await stack.http.request('GET', '/auth/me', { headers: { cookie: `${AUTH_COOKIE}=${token}` } })).status).toBe(401);
    // Another sign-in of the same person is its own session and stays valid.
    expect((await stack.http.get('/auth/me', other)).status).toBe(200);
    // Logging out again with the dead token is harmless.
    expect((await stack.http.request('POST', '/auth/logout', { token })).status).toBe(200);
  });

  it('refuses a session past its expiry', async () => {
    const token = await stack.http.login(student.loginId, DEMO_PASSWORD);
    await stack.dataSource
      .getRepository(SessionEntity)
      .update({ tokenHash: hashSessionToken(token) }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await stack.http.get('/auth/me', token)).status).toBe(401);
  });
});

/** The api trusts the test client as its proxy, so a request can say which client address it comes from. */
const behindProxy = { env: { TRUST_PROXY: 'loopback' } };

function signIn(stack: TestStack, loginId: string, password: string, address = '198.51.100.1') {
  return stack.http.request<{ token?: string; error?: string; retryAfter?: number; field?: string }>('POST', '/auth/login', {
    form: { candidate_id: loginId, password },
    headers: { 'x-forwarded-for': address },
  });
}

function statusCounts(responses: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('sign-in throttling', () => {
  let stack: TestStack;
  beforeEach(async () => {
    stack = await startTestStack(behindProxy); // a fresh Redis prefix: limits start from zero
  });
  afterEach(() => stack.close());

  it('lets a whole centre sign in from one address: successes never count against it', async () => {
    const tenantId = await tenantOfDemo(stack);
    const students = await insertStudents(stack.dataSource, tenantId, 100, 'centre-pass-1');
    const centre = '203.0.113.10';
    const responses = await Promise.all(students.map((s) => signIn(stack, s.loginId, 'centre-pass-1', centre)));
    expect(statusCounts(responses)).toEqual({ 200: 100 });
    // A few mistyped passwords from the same room do not lock anybody else out either.
    await Promise.all(students.slice(0, 10).map((s) => signIn(stack, s.loginId, 'mistyped', centre)));
    expect((await signIn(stack, students[10]!.loginId, 'centre-pass-1', centre)).status).toBe(200);
  });

  it(`checks at most ${LOGIN_CONSECUTIVE_FAILURES_PER_ADDRESS} of 40 wrong passwords sent at once from one address`, async () => {
    const target = DEMO_STUDENTS[2]!.loginId;
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(stack, target, `wrong-${i}`)));
    // Each 401 is a password the api checked; a 429 was refused before any check.
    expect(statusCounts(responses)).toEqual({
      401: LOGIN_CONSECUTIVE_FAILURES_PER_ADDRESS,
      429: 40 - LOGIN_CONSECUTIVE_FAILURES_PER_ADDRESS,
    });
  });

  it(`checks at most ${LOGIN_FAILURES_PER_LOGIN_ID} wrong passwords for one login id spread over many addresses, then locks it`, async () => {
    const target = DEMO_STUDENTS[3]!.loginId;
    const attempts = LOGIN_FAILURES_PER_LOGIN_ID + 20;
    const responses = await Promise.all(
      Array.from({ length: attempts }, (_, i) => signIn(stack, target, `wrong-${i}`, `192.0.2.${i + 1}`)),
    );
    expect(statusCounts(responses)).toEqual({ 401: LOGIN_FAILURES_PER_LOGIN_ID, 429: attempts - LOGIN_FAILURES_PER_LOGIN_ID });
    // The ceiling holds for the right password from a fresh address too, until it passes.
    const owner = await signIn(stack, target, DEMO_PASSWORD, '198.51.100.77');
    expect(owner.status).toBe(429);
    expect(owner.body.retryAfter).toBeGreaterThan(0);
  });

  it(`locks the attacker's address after ${LOGIN_CONSECUTIVE_FAILURES_PER_ADDRESS} failures, with retryAfter, while the owner signs in from their own`, async () => {
    const target = DEMO_STUDENTS[4]!.loginId;
    const attacker = '203.0.113.66';
    for (let i = 0; i < LOGIN_CONSECUTIVE_FAILURES_PER_ADDRESS; i++) {
      expect((await signIn(stack, target, `wrong-${i}`, attacker)).status).toBe(401);
    }
    // Even the right password (in another letter case) from the attacker's address is refused now.
    const locked = await signIn(stack, target.toLowerCase(), DEMO_PASSWORD, attacker);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe(Texts.tooManyLoginAttempts);
    expect(locked.body.retryAfter).toBeGreaterThan(0);
    expect(locked.headers.get('retry-after')).toBe(String(locked.body.retryAfter));
    // The owner, at their own machine, still gets in; so does anybody else from the attacker's address.
    expect((await signIn(stack, target, DEMO_PASSWORD, '198.51.100.20')).status).toBe(200);
    expect((await signIn(stack, DEMO_STUDENTS[5]!.loginId, DEMO_PASSWORD, attacker)).status).toBe(200);
  });

  it('refuses a non-ASCII look-alike of a locked login id with 400 before looking it up', async () => {
    const tenantId = await tenantOfDemo(stack);
    const kiosk = await insertStudent(stack.dataSource, tenantId, { loginId: unique('kiosk') }, 'kiosk-pass-1');
    for (let i = 0; i < LOGIN_CONSECUTIVE_FAILURES_PER_ADDRESS; i++) {
      expect((await signIn(stack, kiosk.loginId, `wrong-${i}`)).status).toBe(401);
    }
    expect((await signIn(stack, kiosk.loginId, 'kiosk-pass-1')).status).toBe(429);
    // Turkish dotted capital I: Postgres and JavaScript lower-case it differently.
    const lookAlike = await signIn(stack, kiosk.loginId.replace('i', 'İ'), 'kiosk-pass-1');
    expect(lookAlike.status).toBe(400);
    expect(lookAlike.body).toEqual({ success: false, error: Texts.loginIdFormat, field: 'candidate_id' });
  });

  it('clears consecutive failures when the login id signs in', async () => {
    const target = DEMO_STUDENTS[6]!.loginId;
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LOGIN_CONSECUTIVE_FAILURES_PER_ADDRESS - 1; i++) {
        expect((await signIn(stack, target, 'wrong')).status).toBe(401);
      }
      expect((await signIn(stack, target, DEMO_PASSWORD)).status).toBe(200);
    }
  });

  it(`admits a right password from an address past ${LOGIN_FAILURES_PER_ADDRESS} failures, and slows its wrong ones without locking anyone`, async () => {
    const room = '203.0.113.99';
    const batch = 10; // one candidate typing random ids, a few at a time
    for (let sent = 0; sent < LOGIN_FAILURES_PER_ADDRESS; sent += batch) {
      const responses = await Promise.all(Array.from({ length: batch }, (_, i) => signIn(stack, `NOBODY${sent + i}`, 'x', room)));
      expect(statusCounts(responses)).toEqual({ 401: batch });
    }
    // The classmates still sign in from the room.
    expect((await signIn(stack, DEMO_STUDENTS[7]!.loginId, DEMO_PASSWORD, room)).status).toBe(200);
    expect((await signIn(stack, DEMO_STUDENTS[8]!.loginId, DEMO_PASSWORD, room)).status).toBe(200);

    // From the hot room a wrong password is still checked (401), but answered only after the delay.
    const mistyped = DEMO_STUDENTS[9]!.loginId;
    const startedAt = Date.now();
    const wrong = await signIn(stack, mistyped, 'wrong-1', room);
    expect(wrong.status).toBe(401);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(hotAddressDelayMs(LOGIN_FAILURES_PER_ADDRESS + 1) - 50);
    // Retyped right at once, it gets in: a hot room locks nobody by itself.
    expect((await signIn(stack, mistyped, DEMO_PASSWORD, room)).status).toBe(200);
    // The per-id lock still holds there: five wrong in a row lock that id at the room's address.
    const guessed = DEMO_STUDENTS[1]!.loginId;
    const guesses = await Promise.all(
      Array.from({ length: LOGIN_CONSECUTIVE_FAILURES_PER_ADDRESS }, (_, i) => signIn(stack, guessed, `guess-${i}`, room)),
    );
    expect(statusCounts(guesses)).toEqual({ 401: LOGIN_CONSECUTIVE_FAILURES_PER_ADDRESS });
    expect((await signIn(stack, guessed, DEMO_PASSWORD, room)).status).toBe(429);
    expect((await signIn(stack, guessed, DEMO_PASSWORD, '198.51.100.30')).status).toBe(200);
    // Nobody else in the room is held up by it.
    expect((await signIn(stack, DEMO_STUDENTS[2]!.loginId, DEMO_PASSWORD, room)).status).toBe(200);
  });

  it("lifts a login id's locks at every address and its daily ceiling when the centre's admin unlocks it", async () => {
    const tenantId = await tenantOfDemo(stack);
    const target = await insertStudent(stack.dataSource, tenantId, { loginId: unique('LOCK') }, 'locked-pass-1');
    const rooms = ['203.0.113.1', '203.0.113.2'];
    for (const room of rooms) {
      for (let i = 0; i < LOGIN_CONSECUTIVE_FAILURES_PER_ADDRESS; i++) {
        expect((await signIn(stack, target.loginId, `wrong-${i}`, room)).status).toBe(401);
      }
    }
    const spread = LOGIN_FAILURES_PER_LOGIN_ID - 2 * LOGIN_CONSECUTIVE_FAILURES_PER_ADDRESS;
    await Promise.all(Array.from({ length: spread }, (_, i) => signIn(stack, target.loginId, 'wrong', `192.0.2.${i + 1}`)));
    expect((await signIn(stack, target.loginId, 'locked-pass-1', '198.51.100.50')).status).toBe(429);

    const admin = await stack.http.login(DEMO_TENANT.adminLoginId, DEMO_PASSWORD);
    const unlock = await stack.http.request('POST', `/users/${target.id}/unlock-sign-in`, { token: admin });
    expect(unlock.status).toBe(200);
    for (const room of rooms) expect((await signIn(stack, target.loginId, 'locked-pass-1', room)).status).toBe(200);
  });

  it('ignores a client’s own X-Forwarded-For when no proxy is trusted', async () => {
    await stack.close();
    stack = await startTestStack(); // TRUST_PROXY unset: the connection's peer is the client
    const target = DEMO_STUDENTS[8]!.loginId;
    for (let i = 0; i < LOGIN_CONSECUTIVE_FAILURES_PER_ADDRESS; i++) {
      expect((await signIn(stack, target, `wrong-${i}`, `192.0.2.${i + 1}`)).status).toBe(401);
    }
    expect((await signIn(stack, target, DEMO_PASSWORD, '198.51.100.40')).status).toBe(429);
  });
});

async function tenantOfDemo(stack: TestStack): Promise<string> {
  const token = await stack.http.login(DEMO_TENANT.adminLoginId, DEMO_PASSWORD);
  const me = await stack.http.get<{ user: { tenant_id: string } }>('/auth/me', token);
  return me.body.user.tenant_id;
}
