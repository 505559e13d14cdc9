import { AUTH_COOKIE, LOGIN_ATTEMPTS_PER_ADDRESS, LOGIN_FAILURES_PER_LOGIN_ID, SessionUserSchema, Texts } from '@cdi/contracts';
import { SessionEntity } from '@cdi/db';
import { hashSessionToken } from '../../src/auth/session-tokens';
import { DEMO_PASSWORD, DEMO_STUDENTS, DEMO_TENANT } from '../../src/demo/demo-data';
import { insertStudent } from '../support/fixtures';
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

describe('sign-in throttling', () => {
  let stack: TestStack;
  beforeEach(async () => {
    stack = await startTestStack(); // a fresh Redis prefix: limits start from zero
  });
  afterEach(() => stack.close());

  it(`locks a login id after ${LOGIN_FAILURES_PER_LOGIN_ID} failures, even for the right password, with retryAfter`, async () => {
    const target = DEMO_STUDENTS[2]!.loginId;
    for (let i = 0; i < LOGIN_FAILURES_PER_LOGIN_ID; i++) {
      const response = await stack.http.request('POST', '/auth/login', {
        form: { candidate_id: target, password: `wrong-${i}` },
      });
      expect(response.status).toBe(401);
    }
    const locked = await stack.http.request<{ retryAfter: number; error: string }>('POST', '/auth/login', {
      form: { candidate_id: target.toLowerCase(), password: DEMO_PASSWORD },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe(Texts.tooManyLoginAttempts);
    expect(locked.body.retryAfter).toBeGreaterThan(0);
    expect(locked.headers.get('retry-after')).toBe(String(locked.body.retryAfter));
    // Other people are not locked out by someone guessing at this one.
    await expect(stack.http.login(DEMO_STUDENTS[3]!.loginId, DEMO_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it('clears a login id’s failures when it signs in', async () => {
    const target = DEMO_STUDENTS[4]!.loginId;
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LOGIN_FAILURES_PER_LOGIN_ID - 1; i++) {
        expect(
          (await stack.http.request('POST', '/auth/login', { form: { candidate_id: target, password: 'wrong' } })).status,
        ).toBe(401);
      }
      await stack.http.login(target, DEMO_PASSWORD);
    }
  });

  it(`limits one address to ${LOGIN_ATTEMPTS_PER_ADDRESS} attempts, whatever the login ids`, async () => {
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_ADDRESS; i++) {
      const response = await stack.http.request('POST', '/auth/login', { form: { candidate_id: `NOBODY${i}`, password: 'x' } });
      expect(response.status).toBe(401);
    }
    const limited = await stack.http.request<{ retryAfter: number }>('POST', '/auth/login', {
      form: { candidate_id: DEMO_STUDENTS[5]!.loginId, password: DEMO_PASSWORD },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.retryAfter).toBeGreaterThan(0);
  });
});

async function tenantOfDemo(stack: TestStack): Promise<string> {
  const token = await stack.http.login(DEMO_TENANT.adminLoginId, DEMO_PASSWORD);
  const me = await stack.http.get<{ user: { tenant_id: string } }>('/auth/me', token);
  return me.body.user.tenant_id;
}
