import { OPS_NAMESPACE, type OpsServerToClient } from '@cdi/contracts';
import { opsDevelopersRoom, socketIoKey } from '@cdi/db';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';

/**
 * Tells developers' /ops sockets about queue work, through the socket.io Redis adapter's channel:
 * the worker never imports a gateway and reaches sockets on every api replica.
 */
export class OpsEmitter {
  private readonly emitter: Emitter<OpsServerToClient>;

  constructor(redis: Redis, redisPrefix: string) {
    this.emitter = new Emitter<OpsServerToClient>(redis, { key: socketIoKey(redisPrefix) });
  }

  emit<E extends keyof OpsServerToClient>(event: E, payload: Parameters<OpsServerToClient[E]>[0]): void {
    // The emitter's typing wants a tuple of the listener's parameters.
    (this.emitter.of(OPS_NAMESPACE).to(opsDevelopersRoom()).emit as (e: E, p: unknown) => void)(event, payload);
  }
}
