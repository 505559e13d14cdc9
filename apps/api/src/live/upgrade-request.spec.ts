import { Readable } from 'node:stream';
import { keepHandshakeOnly, type EngineConnection } from './upgrade-request';

/** A request as Node makes it: a stream, with the headers and url socket.io reads. */
function upgradeRequest() {
  return Object.assign(new Readable({ read() {} }), {
    headers: { cookie: 'cdi_session=abc', origin: 'http://localhost' },
    url: '/socket.io/?EIO=4&transport=websocket',
  });
}

describe('keepHandshakeOnly', () => {
  it('keeps only the headers and url for the handshake', () => {
    const connection: EngineConnection = { request: upgradeRequest(), transport: { name: 'websocket' } };
    keepHandshakeOnly(connection);
    expect(connection.request).toEqual({
      headers: { cookie: 'cdi_session=abc', origin: 'http://localhost' },
      url: '/socket.io/?EIO=4&transport=websocket',
      connection: {},
    });
  });

  it('leaves the request itself whole: work Node queued on its stream still runs', async () => {
    const request = upgradeRequest();
    const ended = new Promise<void>((resolve) => request.once('end', resolve));
    request.push(null); // queues the stream's end for the next tick
    keepHandshakeOnly({ request, transport: { name: 'websocket' } });
    request.resume();
    await expect(ended).resolves.toBeUndefined();
  });

  it('does nothing without a request', () => {
    const connection: EngineConnection = { request: null, transport: { name: 'websocket' } };
    keepHandshakeOnly(connection);
    expect(connection.request).toBeNull();
  });
});
