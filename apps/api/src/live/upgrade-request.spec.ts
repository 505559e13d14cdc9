import { keepHandshakeOnly, type EngineConnection } from './upgrade-request';

function upgradeRequest() {
  const headers = { cookie: 'cdi_session=abc', origin: 'http://localhost' };
  return {
    headers,
    url: '/socket.io/?EIO=4&transport=websocket',
    rawHeaders: ['Cookie', 'cdi_session=abc'],
    _query: { EIO: '4' },
  };
}

describe('keepHandshakeOnly', () => {
  it('keeps the headers and url for the handshake and empties a WebSocket upgrade’s request', () => {
    const request = upgradeRequest();
    const connection: EngineConnection = { request, transport: { name: 'websocket' } };
    keepHandshakeOnly(connection);
    expect(connection.request).toEqual({
      headers: { cookie: 'cdi_session=abc', origin: 'http://localhost' },
      url: '/socket.io/?EIO=4&transport=websocket',
      connection: {},
    });
    // What engine.io's upgrade response still holds is empty now.
    expect(Reflect.ownKeys(request)).toEqual([]);
  });

  it('leaves a long-polling request whole: its transport still answers through it', () => {
    const request = upgradeRequest();
    const connection: EngineConnection = { request, transport: { name: 'polling' } };
    keepHandshakeOnly(connection);
    expect(connection.request).not.toBe(request);
    expect(request.rawHeaders).toEqual(['Cookie', 'cdi_session=abc']);
  });

  it('does nothing without a request', () => {
    const connection: EngineConnection = { request: null, transport: { name: 'websocket' } };
    keepHandshakeOnly(connection);
    expect(connection.request).toBeNull();
  });
});
