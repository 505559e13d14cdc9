import type { Role } from '@cdi/contracts';
import { DEMO_DEVELOPER, DEMO_PASSWORD, DEMO_STUDENTS, DEMO_TENANT } from '../../src/demo/demo-data';
import { sharedTestStack, type TestStack } from '../support/test-stack';

/** Each role against each area: who may call what, and the status everyone else gets. */
describe('role guards', () => {
  let stack: TestStack;
  const tokens = {} as Record<Role | 'anonymous', string | undefined>;

  beforeAll(async () => {
    stack = await sharedTestStack();
    tokens.developer = await stack.http.login(DEMO_DEVELOPER.loginId, DEMO_PASSWORD);
    tokens.admin = await stack.http.login(DEMO_TENANT.adminLoginId, DEMO_PASSWORD);
    tokens.test_taker = await stack.http.login(DEMO_STUDENTS[0]!.loginId, DEMO_PASSWORD);
    tokens.anonymous = undefined;
  });
  afterAll(() => stack.close());

  const areas: { path: string; allowed: Role[] }[] = [
    { path: '/developer/tenants', allowed: ['developer'] },
    { path: '/developer/tenants/check-id?tenant_id=x', allowed: ['developer'] },
    { path: '/admin/students', allowed: ['admin'] },
    { path: '/admin/groups', allowed: ['admin'] },
    { path: '/admin/tenants', allowed: ['admin'] },
    { path: '/auth/me', allowed: ['developer', 'admin', 'test_taker'] },
  ];
  const callers = ['developer', 'admin', 'test_taker', 'anonymous'] as const;

  for (const { path, allowed } of areas) {
    for (const caller of callers) {
      const expected = caller === 'anonymous' ? 401 : allowed.includes(caller) ? 200 : 403;
      it(`GET ${path} as ${caller} answers ${expected}`, async () => {
        const response = await stack.http.get(path, tokens[caller]);
        expect(response.status).toBe(expected);
        if (expected !== 200) expect(response.body).toMatchObject({ success: false, error: expect.any(String) });
      });
    }
  }

  it('refuses a developer-only change to an admin with 403 and changes nothing', async () => {
    const response = await stack.http.request('POST', '/developer/tenants', {
      token: tokens.admin,
      json: { tenant_name: 'Sneaky Centre', tenant_id: 'sneaky-admin', tenant_password: 'sneaky-pass-1' },
    });
    expect(response.status).toBe(403);
    const check = await stack.http.get<{ available: boolean }>(
      '/developer/tenants/check-id?tenant_id=sneaky-admin',
      tokens.developer,
    );
    expect(check.body.available).toBe(true);
  });
});
