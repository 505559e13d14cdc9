import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeRedis, type PubSubMode, pubSubModeOf, socketIoRedisAdapter, socketIoRedisEmitter } from '@cdi/db';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';

/**
 * The two ways broadcasts travel between processes (PubSubMode): a process without a socket.io server
 * (the worker) reaches a socket on an api's server, through the real Redis, in each.
 */
describe.each<PubSubMode>(['sharded', 'classic'])('socket.io broadcasts through Redis (%s pub/sub)', (mode) => {
  const redisUrl = process.env.TEST_REDIS_URL!;
  const prefix = `${process.env.TEST_REDIS_PREFIX!}broadcast-${mode}:`;
  let http: HttpServer;
  let server: Server;
  let clients: Redis[];
  let socket: Socket;

  beforeAll(async () => {
    const publisher = new Redis(redisUrl);
    // The subscriber without a ready check, as the api's (ioredis#2037).
    clients = [publisher, publisher.duplicate({ enableReadyCheck: false }), new Redis(redisUrl)];
    http = createServer();
    server = new Server(http);
    server.adapter(socketIoRedisAdapter(mode, clients[0]!, clients[1]!, prefix));
    server.of('/exam').on('connection', (s) => void s.join(`attempt:${s.handshake.auth.attempt}`));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const joined = new Promise<void>((resolve) => server.of('/exam').on('connection', () => resolve()));
    socket = connect(`http://127.0.0.1:${(http.address() as AddressInfo).port}/exam`, {
      auth: { attempt: 'a1' },
      transports: ['websocket'],
      reconnection: false,
    });
    await joined;
    // Answered after the room's subscription (sharded: one channel per room, subscribed on joining).
    await clients[1]!.ping();
  });
  afterAll(async () => {
    socket.close();
    await server.close();
    clients.forEach((client) => client.disconnect());
  });

  it("reaches a room's socket on another process's server", async () => {
    const received = new Promise<unknown[]>((resolve) => socket.once('timeUp', (...args: unknown[]) => resolve(args)));
    socketIoRedisEmitter(mode, clients[2]!, prefix).of('/exam').to('attempt:a1').emit('timeUp', { section: 'listening' }, 2);
    await expect(received).resolves.toEqual([{ section: 'listening' }, 2]);
  });

  it('does not reach a socket outside the room or the namespace', async () => {
    let strays = 0;
    socket.on('stray', () => strays++);
    const emitter = socketIoRedisEmitter(mode, clients[2]!, prefix);
    emitter.of('/exam').to('attempt:other').emit('stray');
    emitter.of('/invigilate').to('attempt:a1').emit('stray');
    // A broadcast after them arrives after them, had they arrived.
    const last = new Promise<void>((resolve) => socket.once('last', () => resolve()));
    emitter.of('/exam').to('attempt:a1').emit('last');
    await last;
    expect(strays).toBe(0);
  });

  it("disconnects a room's sockets", async () => {
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    socketIoRedisEmitter(mode, clients[2]!, prefix).of('/exam').in('attempt:a1').disconnectSockets();
    await expect(disconnected).resolves.toBe('io server disconnect');
  });
});

describe('sharded channels', () => {
  it("give a room of /invigilate a channel of its own, and none to a candidate's room of /exam", async () => {
    const prefix = `${process.env.TEST_REDIS_PREFIX!}channels:`;
    const publisher = new Redis(process.env.TEST_REDIS_URL!);
    const subscriber = publisher.duplicate({ enableReadyCheck: false });
    const http = createServer();
    const server = new Server(http);
    server.adapter(socketIoRedisAdapter('sharded', publisher, subscriber, prefix));
    server.of('/exam').on('connection', (s) => void s.join('attempt:a1'));
    server.of('/invigilate').on('connection', (s) => void s.join('assignment:x1'));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const sockets = ['/exam', '/invigilate'].map((nsp) =>
      connect(`${url}${nsp}`, { transports: ['websocket'], reconnection: false }),
    );
    try {
      await Promise.all(sockets.map((s) => new Promise<void>((resolve) => s.once('connect', () => resolve()))));
      await subscriber.ping(); // answered after the joins' subscriptions
      const channels = (await publisher.call('PUBSUB', 'SHARDCHANNELS', `${prefix}*`)) as string[];
      expect(channels).toContain(`${prefix}socket.io#/invigilate#assignment:x1#`);
      expect(channels.filter((c) => c.includes('attempt:'))).toEqual([]);
      expect(channels).toContain(`${prefix}socket.io#/exam#`);
    } finally {
      sockets.forEach((s) => s.close());
      await server.close();
      publisher.disconnect();
      subscriber.disconnect();
    }
  });
});

describe('the pub/sub mode', () => {
  it('is sharded on a Redis of version 7 or later, as this one', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    try {
      const major = Number(/redis_version:(\d+)/.exec(await redis.info('server'))![1]);
      expect(await pubSubModeOf(redis)).toBe(major >= 7 ? 'sharded' : 'classic');
    } finally {
      redis.disconnect();
    }
  });
});

describe('closing a Redis client (closeRedis)', () => {
  it('sends what an auto-pipelined client queued just before, as a stopping process’s last broadcast', async () => {
    const channel = `${process.env.TEST_REDIS_PREFIX!}last-words`;
    const listener = new Redis(process.env.TEST_REDIS_URL!);
    const publisher = new Redis(process.env.TEST_REDIS_URL!, { enableAutoPipelining: true });
    await listener.subscribe(channel);
    await publisher.ping();
    const heard = new Promise<string>((resolve) => listener.on('message', (_channel, message: string) => resolve(message)));
    // Queued for the next pipeline, not yet written: disconnect() here would drop it.
    void publisher.publish(channel, 'final answer batch');
    await closeRedis(publisher);
    await expect(heard).resolves.toBe('final answer batch');
    await listener.quit();
  });
});
