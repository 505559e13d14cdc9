import { ServerResponse } from 'node:http';

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

/**
 * engine.io middleware, the last one: lets a WebSocket's upgrade request be collected once the
 * handshake no longer needs it. For an upgrade engine.io makes a stand-in response that keeps the
 * request (for middlewares' setHeader) and that a close listener on the TCP socket keeps for the
 * life of the connection: a few KB per socket. Nothing after the last middleware sets a header on
 * it, so it lets go of the request; the request is only unreferenced, never emptied (see above), so
 * whatever Node still has queued on it runs. A plain HTTP response (long-polling) is left alone.
 */
export function releaseUpgradeRequest(_request: unknown, response: unknown, next: () => void): void {
  if (!(response instanceof ServerResponse) && response && typeof response === 'object' && 'req' in response) {
    (response as { req: unknown }).req = null;
  }
  next();
}
