import { createServer, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Server } from 'socket.io';
import { connect } from 'socket.io-client';
import { keepHandshakeOnly, releaseUpgradeRequest, type EngineConnection } from './upgrade-request';

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

describe('releaseUpgradeRequest', () => {
  /** Collects garbage now (jest runs without --expose-gc). */
  const collectGarbage = async () => {
    setFlagsFromString('--expose-gc');
    (runInNewContext('gc') as () => void)();
    await new Promise((resolve) => setImmediate(resolve));
    (runInNewContext('gc') as () => void)();
  };

  /** A real socket.io server and a WebSocket client: whether the upgrade request outlives the handshake. */
  async function upgradeRequestCollected(release: boolean): Promise<boolean> {
    const http = createServer();
    const io = new Server(http, { transports: ['websocket'] });
    let request: WeakRef<object> | null = null;
    io.engine.on('connection', (connection: EngineConnection) => {
      request = new WeakRef(connection.request as object);
      keepHandshakeOnly(connection);
    });
    if (release) io.engine.use(releaseUpgradeRequest);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const { port } = http.address() as AddressInfo;
    const client = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'] });
    try {
      await new Promise<void>((resolve, reject) => {
        client.once('connect', resolve);
        client.once('connect_error', reject);
      });
      await collectGarbage();
      return (request as WeakRef<object> | null)?.deref() === undefined;
    } finally {
      client.close();
      await io.close();
    }
  }

  it('lets the upgrade request be collected while its socket stays open', async () => {
    await expect(upgradeRequestCollected(true)).resolves.toBe(true);
  });

  it('is what frees it: without it engine.io keeps the request for the life of the socket', async () => {
    await expect(upgradeRequestCollected(false)).resolves.toBe(false);
  });

  it('leaves a long-polling response whole and always goes on', () => {
    const request = upgradeRequest();
    const response = new ServerResponse(request as never);
    const next = jest.fn();
    releaseUpgradeRequest(request, response, next);
    expect(response.req).toBe(request);
    expect(next).toHaveBeenCalledTimes(1);
  });
});
