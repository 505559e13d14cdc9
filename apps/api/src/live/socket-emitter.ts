import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Inject } from '@nestjs/common';
import { socketIoKey } from '@cdi/db';
import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import { API_ENV, type ApiEnv } from '../config/api-env';

/**
 * Emits to sockets on every api replica through the socket.io Redis adapter's channel, from code that
 * is not a gateway (the answer batcher, session revocation). One Redis connection per process.
 */
@Injectable()
export class SocketEmitter implements OnApplicationShutdown {
  private readonly redis: Redis;
  readonly emitter: Emitter;

  constructor(@Inject(API_ENV) env: ApiEnv) {
    this.redis = new Redis(env.REDIS_URL);
    this.emitter = new Emitter(this.redis, { key: socketIoKey(env.REDIS_PREFIX) });
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
