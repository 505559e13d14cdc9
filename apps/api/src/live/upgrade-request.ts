/** What engine.io's `connection` event hands over: the connection's first HTTP request and its transport. */
export interface EngineConnection {
  request: { headers: unknown; url?: string } | null;
  transport?: { name?: string };
}

/**
 * Keeps, of a connection's first HTTP request, only what socket.io reads later (the headers, for the
 * session cookie, and the url). The request itself is left as it is: it is a stream, and Node may
 * still have work queued on it (a replayed connection in npm start's cluster had a read pending); a
 * request emptied under it crashed the process.
 */
export function keepHandshakeOnly(connection: EngineConnection): void {
  const request = connection.request;
  if (!request) return;
  connection.request = { headers: request.headers, url: request.url, connection: {} } as typeof request;
}
