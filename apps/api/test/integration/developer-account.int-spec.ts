import { LOGIN_CONSECUTIVE_FAILURES_PER_ADDRESS, Texts } from '@cdi/contracts';
import { UserEntity } from '@cdi/db';
import { PasswordHasher } from '@cdi/credentials';
import { unique } from '../support/fixtures';
import { startTestStack, type TestStack } from '../support/test-stack';

/** Each test works on a developer of its own, so the demo developer's login stays as it is. */
describe('developer profile: login id and password', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ env: { TRUST_PROXY: 'loopback' } }); // requests may name their address
  });
  afterAll(() => stack.close());

  async function newDeveloper(password = 'dev-pass-123'): Promise<{ loginId: string; token: string }> {
    const loginId = unique('dev');
    const repo = stack.dataSource.getRepository(UserEntity);
    await repo.save(
      repo.create({ role: 'developer', tenantId: null, loginId, passwordHash: await new PasswordHasher().hash(password) }),
    );
    return { loginId, token: await stack.http.login(loginId, password) };
  }

  it('changes the login id when the current password is right', async () => {
    const dev = await newDeveloper();
    const newId = unique('renamed-dev');
    const response = await stack.http.request('PUT', '/developer/me/login-id', {
      token: dev.token,
      json: { current_password: 'dev-pass-123', new_candidate_id: newId },
    });
    expect(response.status).toBe(200);
    await expect(stack.http.login(newId, 'dev-pass-123')).resolves.toEqual(expect.any(String));
    // The session that made the change is still good.
    expect((await stack.http.get('/auth/me', dev.token)).status).toBe(200);
  });

  it('refuses a wrong current password with 400 on that field (not 401: the developer stays signed in)', async () => {
    const dev = await newDeveloper();
    const response = await stack.http.request('PUT', '/developer/me/login-id', {
      token: dev.token,
      json: { current_password: 'wrong-password', new_candidate_id: unique('x') },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, error: Texts.currentPasswordWrong, field: 'current_password' });
    expect((await stack.http.get('/auth/me', dev.token)).status).toBe(200);
  });

  it('counts wrong current passwords on both calls in the sign-in throttle', async () => {
    const dev = await newDeveloper();
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const guesser = '203.0.113.5';
    for (let i = 0; i < LOGIN_CONSECUTIVE_FAILURES_PER_ADDRESS; i++) {
      const path = i % 2 === 0 ? '/developer/me/password' : '/developer/me/login-id';
      const json = i % 2 === 0 ? { new_password: 'another-pass-1' } : { new_candidate_id: unique('x') };
      const wrong = await stack.http.request('PUT', path, {
        token: dev.token,
        headers: from(guesser),
        json: { current_password: `wrong-${i}`, ...json },
      });
      expect(wrong.status).toBe(400);
    }
    // Locked from that address, on both calls and on the sign-in screen, even with the right password.
    for (const path of ['/developer/me/password', '/developer/me/login-id']) {
      const locked = await stack.http.request<{ error: string; retryAfter: number }>('PUT', path, {
        token: dev.token,
        headers: from(guesser),
        json: { current_password: 'dev-pass-123', new_password: 'another-pass-1', new_candidate_id: unique('x') },
      });
      expect(locked.status).toBe(429);
      expect(locked.body.error).toBe(Texts.tooManyLoginAttempts);
      expect(locked.body.retryAfter).toBeGreaterThan(0);
    }
    const signIn = (address: string) =>
      stack.http.request('POST', '/auth/login', {
        form: { candidate_id: dev.loginId, password: 'dev-pass-123' },
        headers: from(address),
      });
    expect((await signIn(guesser)).status).toBe(429);
    // The developer at their own machine is not locked out.
    expect((await signIn('198.51.100.9')).status).toBe(200);
  });

  it('refuses a login id someone has with 409', async () => {
    const dev = await newDeveloper();
    const response = await stack.http.request('PUT', '/developer/me/login-id', {
      token: dev.token,
      json: { current_password: 'dev-pass-123', new_candidate_id: 'democentre' },
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ success: false, error: Texts.loginIdExists, field: 'new_candidate_id' });
  });

  it('refuses a blank login id and a short password with the spec’s texts', async () => {
    const dev = await newDeveloper();
    const blank = await stack.http.request('PUT', '/developer/me/login-id', {
      token: dev.token,
      json: { current_password: 'dev-pass-123', new_candidate_id: '  ' },
    });
    expect(blank.body).toMatchObject({ error: Texts.loginIdRequired, field: 'new_candidate_id' });
    const short = await stack.http.request('PUT', '/developer/me/password', {
      token: dev.token,
      json: { current_password: 'dev-pass-123', new_password: 'seven77' },
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ error: Texts.passwordTooShort, field: 'new_password' });
  });

  it('changes the password and signs the developer out everywhere', async () => {
    const dev = await newDeveloper();
    const second = await stack.http.login(dev.loginId, 'dev-pass-123');
    const response = await stack.http.request('PUT', '/developer/me/password', {
      token: dev.token,
      json: { current_password: 'dev-pass-123', new_password: 'a-much-better-one' },
    });
    expect(response.status).toBe(200);
    expect((await stack.http.get('/auth/me', dev.token)).status).toBe(401);
    expect((await stack.http.get('/auth/me', second)).status).toBe(401);
    await expect(stack.http.login(dev.loginId, 'dev-pass-123')).rejects.toThrow(/401/);
    await expect(stack.http.login(dev.loginId, 'a-much-better-one')).resolves.toEqual(expect.any(String));
  });
});
