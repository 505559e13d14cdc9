import { API_BASE } from '@cdi/contracts';

export interface TestResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** A small fetch wrapper for calling the real api as a browser would: JSON or form bodies, bearer token. */
export class HttpClient {
  constructor(readonly baseUrl: string) {}

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: {
      token?: string;
      json?: unknown;
      form?: Record<string, string>;
      multipart?: FormData;
      headers?: Record<string, string>;
    } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | FormData | undefined;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.multipart) {
      body = options.multipart; // fetch sets the multipart boundary itself
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    const response = await fetch(`${this.baseUrl}${API_BASE}${path}`, { method, headers, body });
    const text = await response.text();
    const json = response.headers.get('content-type')?.includes('application/json');
    return { status: response.status, body: (json && text ? JSON.parse(text) : {}) as T, headers: response.headers };
  }

  get<T = Record<string, unknown>>(path: string, token?: string) {
    return this.request<T>('GET', path, { token });
  }

  /** Signs in (form-encoded, as the login screen does) and returns the token; fails loudly otherwise. */
  async login(loginId: string, password: string): Promise<string> {
    const response = await this.request<{ token?: string; error?: string }>('POST', '/auth/login', {
      form: { candidate_id: loginId, password },
    });
    if (response.status !== 200 || !response.body.token) {
      throw new Error(`login ${loginId} failed: ${response.status} ${response.body.error}`);
    }
    return response.body.token;
  }
}

/**
 * A browser's revalidation on reload. Without a Cache-Control of its own, fetch() sends `no-cache`
 * with a conditional request (the Fetch standard), which asks the server for the whole answer again.
 */
export const BROWSER_REVALIDATION = { 'cache-control': 'max-age=0' };
