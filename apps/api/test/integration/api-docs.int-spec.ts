import { validate } from '@readme/openapi-parser';
import { sharedTestStack, type TestStack } from '../support/test-stack';

describe('the published API description', () => {
  let stack: TestStack;
  let origin: string;

  beforeAll(async () => {
    stack = await sharedTestStack();
    origin = stack.http.baseUrl;
  });
  afterAll(() => stack.close());

  it('serves a valid OpenAPI 3.1 document at /api/docs/openapi.json, without signing in', async () => {
    const response = await stack.http.get<{ openapi: string; paths: Record<string, unknown> }>('/docs/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\.1\.\d+$/);
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/tests/{id}/mark']));

    const result = await validate(structuredClone(response.body) as Parameters<typeof validate>[0]);
    expect(result).toMatchObject({ valid: true, specification: 'OpenAPI' });
  });

  it('serves the reference page and its scripts from the api itself, within its content security policy', async () => {
    const page = await fetch(`${origin}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);

    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets).toHaveLength(3);
    for (const asset of assets) {
      expect(asset.startsWith('/api/docs/assets/')).toBe(true);
      const response = await fetch(`${origin}${asset}`);
      expect({ asset, status: response.status }).toEqual({ asset, status: 200 });
      expect(response.headers.get('content-type')).toMatch(asset.endsWith('.css') ? /^text\/css/ : /javascript/);
      await response.arrayBuffer();
    }
  });
});
