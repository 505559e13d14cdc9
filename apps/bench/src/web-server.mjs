// @ts-check
// The built web app (apps/web/dist) served as production's nginx serves it (deploy/nginx.conf), so the
// morning's candidates load the real files with the real caching: each location's Cache-Control and
// the security headers are read from deploy/, an unknown path is index.html, and a file carries
// nginx's validators (ETag "<mtime>-<size>" in hex, Last-Modified) and answers If-None-Match with 304.
// Like that configuration it compresses nothing. Run as a child process (PORT), so its CPU is its own.
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dist = path.join(repoRoot, 'apps/web/dist');
const nginx = readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
const securityHeaders = [
  ...readFileSync(path.join(repoRoot, 'deploy/security-headers.conf'), 'utf8').matchAll(/^add_header (\S+) "([^"]*)"/gm),
].map(([, name = '', value = '']) => /** @type {[string, string]} */ ([name, value]));

/** Each prefix location's Cache-Control (`location /assets/ { add_header Cache-Control "..." }`), longest first. */
const cachePolicies = [...nginx.matchAll(/location\s+(\/[^\s{]*)\s*\{([^}]*)\}/g)]
  .map(([, prefix = '', body = '']) => ({ prefix, cacheControl: /add_header Cache-Control "([^"]*)"/.exec(body)?.[1] ?? null }))
  .filter((l) => l.cacheControl !== null)
  .sort((a, b) => b.prefix.length - a.prefix.length);

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html',
  '.js': 'application/javascript',
  '.mjs': 'application/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt',
  '.wasm': 'application/wasm',
};

/** @type {Map<string, { body: Buffer; etag: string; lastModified: string; type: string } | null>} */
const files = new Map();
function file(relative) {
  if (!files.has(relative)) {
    const absolute = path.join(dist, relative);
    try {
      const stat = statSync(absolute);
      files.set(
        relative,
        stat.isFile()
          ? {
              body: readFileSync(absolute),
              etag: `"${Math.floor(stat.mtimeMs / 1000).toString(16)}-${stat.size.toString(16)}"`,
              lastModified: stat.mtime.toUTCString(),
              type: TYPES[path.extname(relative)] ?? 'application/octet-stream',
            }
          : null,
      );
    } catch {
      files.set(relative, null);
    }
  }
  return files.get(relative) ?? null;
}

createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://web').pathname);
  const relative = path
    .normalize(pathname)
    .replace(/^(\.\.[/\\])+/, '')
    .replace(/^\/+/, '');
  const policy = cachePolicies.find((l) => pathname.startsWith(l.prefix));
  // Only the app's own location falls back to index.html; the others answer 404 for a missing file.
  const found = file(relative) ?? (policy?.prefix === '/' ? file('index.html') : null);
  for (const [name, value] of securityHeaders) response.setHeader(name, value);
  if (!found) {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  response.setHeader('Cache-Control', policy?.cacheControl ?? 'no-cache');
  response.setHeader('ETag', found.etag);
  response.setHeader('Last-Modified', found.lastModified);
  if (request.headers['if-none-match'] === found.etag) {
    response.writeHead(304).end();
    return;
  }
  response.writeHead(200, { 'Content-Type': found.type, 'Content-Length': found.body.length });
  response.end(request.method === 'HEAD' ? undefined : found.body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('web listening'));
process.on('SIGTERM', () => process.exit(0));
