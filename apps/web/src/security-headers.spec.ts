import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './security-headers';

const deploy = path.join(__dirname, '../../../deploy');
const SNIPPET = '/etc/nginx/snippets/security-headers.conf';

/** The headers an nginx file adds: name to value, from `add_header Name "value" always;` lines. */
function nginxHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const match of text.matchAll(/^\s*add_header\s+(\S+)\s+"([^"]*)"\s+always;/gm)) headers[match[1]!] = match[2]!;
  return headers;
}

/** The bodies of nginx.conf's `location <path> { ... }` blocks (braces nest one level at most, as in `types { }`). */
function locations(text: string): Map<string, string> {
  return new Map([...text.matchAll(/location\s+(\S+)\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g)].map((m) => [m[1]!, m[2]!]));
}

describe('the web app security headers', () => {
  it('allow no inline script, no eval and no framing', () => {
    const scriptSrc = CONTENT_SECURITY_POLICY.split('; ').find((d) => d.startsWith('script-src '));
    // WebAssembly compilation only (the OCR engine); JavaScript eval stays forbidden.
    expect(scriptSrc).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toContain("'unsafe-eval'");
    expect(SECURITY_HEADERS).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'same-origin' });
  });

  it('are the ones nginx sends in production, word for word', () => {
    expect(nginxHeaders(readFileSync(path.join(deploy, 'security-headers.conf'), 'utf8'))).toEqual(SECURITY_HEADERS);
  });

  it('are included by every nginx location that serves the app (a location with add_header inherits none)', () => {
    const conf = readFileSync(path.join(deploy, 'nginx.conf'), 'utf8');
    const served = locations(conf);
    for (const location of ['/', '/assets/', '/videos/', '/ocr/']) expect(served.get(location)).toContain(`include ${SNIPPET};`);
    expect(readFileSync(path.join(deploy, '../Dockerfile'), 'utf8')).toContain(`COPY deploy/security-headers.conf ${SNIPPET}`);
  });
});
