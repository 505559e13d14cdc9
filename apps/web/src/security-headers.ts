/**
 * The headers every page and asset of the web app is served with: by `vite preview` (what `npm start`
 * runs, see vite.config.ts) and by nginx in production (deploy/security-headers.conf, kept identical
 * by security-headers.spec.ts). Not used by the dev server, whose React refresh needs an inline script.
 */

/** Directive by directive, so a reader sees why each source is allowed. */
const CSP_DIRECTIVES: readonly (readonly [string, ...string[]])[] = [
  ['default-src', "'self'"],
  // No inline or injected script: every script is a file of the build. 'wasm-unsafe-eval' lets the OCR
  // engine (tesseract's WebAssembly core, served from /ocr) compile WebAssembly; it allows no JS eval.
  ['script-src', "'self'", "'wasm-unsafe-eval'"],
  // Style attributes set by React and the charts (recharts) need 'unsafe-inline'; style is not script.
  ['style-src', "'self'", "'unsafe-inline'"],
  // Audio and images come from the api on the same origin; previews may use blob: and data: URLs.
  ['img-src', "'self'", 'blob:', 'data:'],
  ['media-src', "'self'", 'blob:', 'data:'],
  ['font-src', "'self'", 'data:'],
  // REST and socket.io (polling and WebSocket) on the same host: 'self' also matches ws: and wss: there.
  ['connect-src', "'self'"],
  ['worker-src', "'self'", 'blob:'],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  // Never inside another site's frame (no clickjacking of the exam or the consoles).
  ['frame-ancestors', "'none'"],
];

export const CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.map((directive) => directive.join(' ')).join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
};
