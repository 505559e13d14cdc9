/**
 * Whether a socket handshake may go on, judged by its `Origin` header: one of the configured web
 * origins, or, when none are configured, the origin the socket itself is reached on (its `Host`;
 * vite preview and the bundled nginx forward the browser's Host unchanged).
 *
 * The danger is a page on another site opening a socket that rides the candidate's or admin's
 * session cookie (cross-site WebSocket hijacking). Browsers always send `Origin` on a WebSocket
 * handshake and on every cross-origin request (the polling transport's), so such a page always
 * shows where it comes from. A missing `Origin` is therefore allowed: it comes from a same-origin
 * polling request or from a client that is not a browser (the load generator, the tests, any
 * Node socket.io client), and those hold no one else's cookie: they must present a token of their own.
 */
export function handshakeOriginAllowed(
  origin: string | undefined,
  host: string | undefined,
  webOrigins: readonly string[],
): boolean {
  if (origin === undefined) return true;
  if (webOrigins.length > 0) return webOrigins.includes(origin);
  // 'null' (a sandboxed frame, a file) and anything unparsable never match.
  return URL.canParse(origin) && new URL(origin).host === host;
}
