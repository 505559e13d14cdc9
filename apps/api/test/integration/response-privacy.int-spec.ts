import { randomInt } from 'node:crypto';
import { AUTH_COOKIE, ImportResultResponseSchema, ImportStartResponseSchema } from '@cdi/contracts';
import { examScenario, type ExamScenario } from '../support/exam-sockets';
import { createTenant, type CreatedTenant, developerToken, unique } from '../support/fixtures';
import { HttpClient } from '../support/http-client';
import { startTestStack, type TestStack } from '../support/test-stack';

type Method = 'GET' | 'POST' | 'PUT';

/** A route whose answer carries a token, a password or personal data, called as its reader would. */
interface PrivateRoute {
  name: string;
  call: () => Promise<{ status: number; headers: Headers }>;
  /** What it answers (200 unless said). */
  status?: number;
}

describe('responses that carry secrets are never cached; the session cookie is Secure over HTTPS', () => {
  let stack: TestStack;
  let tenant: CreatedTenant;
  let scenario: ExamScenario;
  let studentId: string;
  let importJobId: string;

  beforeAll(async () => {
    // The test client is the api's trusted proxy, so it can say the request came over HTTPS.
    stack = await startTestStack({ worker: true, env: { TRUST_PROXY: 'loopback' } });
    tenant = await createTenant(stack.http, await developerToken(stack.http));
    scenario = await examScenario(stack, tenant, 1);
    const created = await stack.http.request<{ user_id: string }>('POST', '/users', {
      token: scenario.adminToken,
      json: {
        candidate_id: `PRV${1000 + randomInt(9000)}`,
        first_name: 'Ana',
        last_name: 'Lopez',
        password: 'issued-pass-1',
        email: `${unique('ana')}@example.org`,
      },
    });
    expect(created.status).toBe(201);
    studentId = created.body.user_id;
    const started = await stack.http.request('POST', '/admin/students/import', {
      token: scenario.adminToken,
      json: { csv: `first_name,last_name,email\nBo,Imported,${unique('bo')}@example.org\n` },
    });
    expect(started.status).toBe(202);
    importJobId = ImportStartResponseSchema.parse(started.body).jobId;
  });
  afterAll(() => stack.close());

  const as = (method: Method, path: string, token?: string) => () => stack.http.request(method, path, { token });
  const admin = (path: string) => as('GET', path, scenario.adminToken);
  /** The import job's answer that carries its credentials (given once: the first read after it completes). */
  const importCredentials = async () => {
    for (let i = 0; i < 240; i++) {
      const response = await admin(`/admin/students/import/${importJobId}`)();
      const { state, credentials } = ImportResultResponseSchema.parse(response.body);
      if (state === 'completed') {
        expect(credentials).toHaveLength(1);
        return response;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('import did not finish');
  };
  const routes = (): PrivateRoute[] => [
    {
      name: 'POST /auth/login (the token)',
      call: () =>
        stack.http.request('POST', '/auth/login', {
          form: { candidate_id: tenant.adminLoginId, password: tenant.adminPassword },
        }),
    },
    { name: 'GET /auth/me (who is signed in)', call: as('GET', '/auth/me', scenario.tokens[0]) },
    { name: 'GET /users (the students list)', call: admin('/users') },
    { name: 'GET /users/:id (a student)', call: admin(`/users/${studentId}`) },
    { name: 'GET /users/:id/password (an issued password)', call: admin(`/users/${studentId}/password`) },
    { name: 'GET /admin/students/import/:jobId (issued credentials)', call: importCredentials },
    { name: 'GET /me/results (a candidate’s results)', call: as('GET', '/me/results', scenario.tokens[0]) },
    { name: 'GET /admin/results/assignments/:id', call: admin(`/admin/results/assignments/${scenario.assignmentId}`) },
    {
      name: 'GET /admin/results/assignments/:id/export',
      call: admin(`/admin/results/assignments/${scenario.assignmentId}/export?format=csv`),
    },
    { name: 'GET /admin/logs (names and addresses)', call: admin('/admin/logs') },
    { name: 'GET /admin/logs/export', call: admin('/admin/logs/export') },
    { name: 'GET /metrics', call: as('GET', '/metrics') },
    { name: 'a refusal (GET /users without a session)', call: as('GET', '/users'), status: 401 },
  ];

  it('answers every such route with Cache-Control: no-store', async () => {
    const seen: Record<string, string> = {};
    for (const route of routes()) {
      const response = await route.call();
      seen[route.name] = `${response.status} ${response.headers.get('cache-control')}`;
    }
    const expected = Object.fromEntries(routes().map(({ name, status = 200 }) => [name, `${status} no-store`]));
    expect(seen).toEqual(expected);
  });

  const cookieOf = async (http: HttpClient, headers: Record<string, string>) => {
    const response = await http.request('POST', '/auth/login', {
      form: { candidate_id: tenant.adminLoginId, password: tenant.adminPassword },
      headers,
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`${AUTH_COOKIE}=`);
    return cookie.split(/;\s*/).map((part) => part.toLowerCase());
  };

  it('marks the session cookie Secure when the trusted proxy says the request came over HTTPS, and only then', async () => {
    expect(await cookieOf(stack.http, { 'x-forwarded-proto': 'https' })).toContain('secure');
    expect(await cookieOf(stack.http, { 'x-forwarded-proto': 'http' })).not.toContain('secure');
    expect(await cookieOf(stack.http, {})).not.toContain('secure');
  });

  it('ignores X-Forwarded-Proto from a client it does not trust as its proxy', async () => {
    const untrusting = await stack.startApi({ TRUST_PROXY: '0' });
    expect(await cookieOf(untrusting, { 'x-forwarded-proto': 'https' })).not.toContain('secure');
  });
});
