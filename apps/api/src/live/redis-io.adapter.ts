import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { socketIoKey } from '@cdi/db';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import type { ApiEnv } from '../config/api-env';

/**
 * socket.io through Redis: a broadcast on one api replica reaches sockets on every other, and the
 * worker's emitter reaches them all. Rooms are joined only by the server.
 */
export class RedisIoAdapter extends IoAdapter {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  constructor(
    app: INestApplicationContext,
    private readonly env: ApiEnv,
  ) {
    super(app);
    this.publisher = new Redis(env.REDIS_URL);
    this.subscriber = this.publisher.duplicate();
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, { ...options, serveClient: false } as ServerOptions) as Server;
    server.adapter(createAdapter(this.publisher, this.subscriber, { key: socketIoKey(this.env.REDIS_PREFIX) }));
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}
