import { AdminJobEvents, type AdminJobOwner, type AdminJobProgress, INVIGILATE_NAMESPACE } from '@cdi/contracts';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { socketIoKey, userRoom } from './rooms';

/**
 * Tells the admin who started a long job how it goes, on their /invigilate sockets (every socket is
 * in its user's room), through the socket.io Redis adapter's channel so it works from the worker.
 */
export class AdminJobFeed {
  private readonly emitter: Emitter;

  constructor(redis: Redis, redisPrefix: string) {
    this.emitter = new Emitter(redis, { key: socketIoKey(redisPrefix) });
  }

  progress(owner: AdminJobOwner, event: AdminJobProgress): void {
    this.emitter.of(INVIGILATE_NAMESPACE).to(userRoom(owner.actorId)).emit(AdminJobEvents.progress, event);
  }
}
