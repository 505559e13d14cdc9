import { OPS_NAMESPACE, type OpsServerToClient } from '@cdi/contracts';
import { type Broadcaster, opsDevelopersRoom } from '@cdi/db';

/**
 * Tells developers' /ops sockets about queue work, through the socket.io Redis adapter's channel:
 * the worker never imports a gateway and reaches sockets on every api replica.
 */
export class OpsEmitter {
  constructor(private readonly emitter: Broadcaster) {}

  emit<E extends keyof OpsServerToClient>(event: E, payload: Parameters<OpsServerToClient[E]>[0]): void {
    this.emitter.of(OPS_NAMESPACE).to(opsDevelopersRoom()).emit(event, payload);
  }
}
