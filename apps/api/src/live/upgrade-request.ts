/** What engine.io's `connection` event hands over: the connection's first HTTP request and its transport. */
export interface EngineConnection {
  request: { headers: unknown; url?: string } | null;
  transport?: { name?: string };
}

/**
 * Keeps, of a connection's first HTTP request, only what socket.io reads later (the headers, for the
 * session cookie, and the url), and empties the request itself when the connection came as a
 * WebSocket upgrade. engine.io answers an upgrade with a small response object whose `close` listener
 * on the TCP socket holds the request for the life of the socket: the request's stream state, its
 * raw headers and the property table its `delete` turned into, about 2 KB per socket, kept for
 * nothing. A long-polling request is left whole: its transport still answers through it.
 */
export function keepHandshakeOnly(connection: EngineConnection): void {
  const request = connection.request;
  if (!request) return;
  connection.request = { headers: request.headers, url: request.url, connection: {} } as typeof request;
  if (connection.transport?.name !== 'websocket') return;
  for (const key of Reflect.ownKeys(request)) Reflect.deleteProperty(request, key);
}
