import type { SendHandle } from 'node:child_process';
import cluster from 'node:cluster';
import { setupWorker } from '@socket.io/sticky';
import type { Server } from 'socket.io';
import { API_REFUSING_MESSAGE } from './sticky-router';

/** What an api process tells the cluster's primary once it serves (api-cluster.ts). */
export const API_READY_MESSAGE = 'cdi:api-ready';

/**
 * From now on, closes at once each connection the primary still hands this stopping process, and
 * tells the primary to route no more here (its sessions' next requests go to a process that answers
 * "Session ID unknown", and their clients start again there). Once the socket.io server is closed
 * nothing would answer such a connection, and its client would wait for socket.io's 20 s connect
 * timeout before trying again; closed, it tries again at once and lands on another process.
 */
export function refuseHandedConnections(): void {
  if (!isStickyWorker()) return;
  process.removeAllListeners('message');
  process.on('message', (message: { type?: unknown; connectionId?: unknown } | null, handle?: SendHandle) => {
    if (handle && 'destroy' in handle) handle.destroy();
    // A request whose bytes the primary relays: it closes the client's socket on this answer.
    else if (message?.type === 'sticky:http-chunk-start') {
      process.send?.({ type: 'sticky:http-response-destroy', connectionId: message.connectionId });
    }
  });
  process.send?.({ type: API_REFUSING_MESSAGE });
}

/**
 * Set by the primary on the processes it starts. Being a cluster worker is not enough: another
 * cluster manager (pm2's cluster mode) would run main.js as a worker that must listen itself.
 */
export const STICKY_WORKER_ENV = 'API_STICKY_WORKER';

export function isStickyWorker(): boolean {
  return cluster.isWorker && process.env[STICKY_WORKER_ENV] === '1';
}

type Held = [message: unknown, handle: SendHandle];

/**
 * An api process inside `npm start`'s cluster: it never listens; the primary owns the port and hands
 * it each connection over IPC (StickyRouter; this side is @socket.io/sticky's setupWorker). A process
 * may be handed connections while it still boots (when no other serves, after a crash): they are
 * held from the first moment and replayed once the socket.io server takes them, instead of being
 * dropped with nobody listening.
 */
export class ClusterWorkerConnections {
  private readonly held: Held[] = [];
  private readonly hold = (message: unknown, handle: SendHandle): void => {
    this.held.push([message, handle]);
  };

  constructor() {
    process.on('message', this.hold);
  }

  /** Takes connections from now on (and those held), then tells the primary this process serves. */
  serve(io: Server): void {
    setupWorker(io);
    process.off('message', this.hold);
    for (const [message, handle] of this.held.splice(0)) process.emit('message', message, handle);
    process.send?.({ type: API_READY_MESSAGE });
  }
}
