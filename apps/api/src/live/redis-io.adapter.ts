import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { socketIoKey } from '@cdi/db';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import type { ApiEnv } from '../config/api-env';
import { SocketEmitter } from './socket-emitter';

/**
 * socket.io through Redis: a broadcast on one api replica reaches sockets on every other, and the
 * worker's emitter reaches them all. Rooms are joined only by the server.
 */
export class RedisIoAdapter extends IoAdapter {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  constructor(
    private readonly app: INestApplicationContext,
    private readonly env: ApiEnv,
  ) {
    super(app);
    // Broadcasts of one event-loop turn go out in one write (see the api's main Redis client).
    this.publisher = new Redis(env.REDIS_URL, { enableAutoPipelining: true });
    // Not the subscriber: with auto-pipelining copied onto it, broadcasts from the worker went missing
    // (an ingestion's final event never reached the developer's page).
    this.subscriber = this.publisher.duplicate({ enableAutoPipelining: false });
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, { ...options, serveClient: false } as ServerOptions) as Server;
    server.adapter(createAdapter(this.publisher, this.subscriber, { key: socketIoKey(this.env.REDIS_PREFIX) }));
    // Keep only the headers of each connection's first HTTP request (the handshake reads the session
    // cookie from them) instead of the whole request, a few KB per socket for the life of the socket.
    server.engine.on('connection', (raw: { request: { headers: unknown; url?: string } | null }) => {
      const request = raw.request;
      if (request) raw.request = { headers: request.headers, url: request.url, connection: {} } as typeof request;
    });
    this.app.get(SocketEmitter).attach(server);
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}
