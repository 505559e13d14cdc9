import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Inject } from '@nestjs/common';
import { PUBSUB_MODE } from '@cdi/connections';
import { type Broadcaster, closeRedis, connectRedis, type PubSubMode, socketIoRedisEmitter } from '@cdi/db';
import type { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import { API_ENV, type ApiEnv } from '../config/api-env';

/** How long a stopping process waits for its connections to close before it closes the rest. */
const CLOSE_WAIT_MS = 2_000;

/** A connection of engine.io, under its sockets of every namespace. */
interface EngineConnection {
  close(): void;
  once(event: 'close', listener: () => void): void;
}

/** engine.io's open connections: its documented `clients`, which its type declarations call protected. */
function openConnections(server: Server): EngineConnection[] {
  return Object.values((server.engine as unknown as { clients: Record<string, EngineConnection> }).clients);
}

/**
 * Emits to sockets on every api replica from code that is not a gateway (the answer batcher,
 * invigilator actions, session revocation). Once this process's socket.io server is up, it goes
 * through that server: its own sockets are reached directly and the Redis adapter carries the
 * broadcast to the other replicas. Before that (and with no server), the Redis emitter does it all.
 */
@Injectable()
export class SocketEmitter implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly redisEmitter: Broadcaster;
  private ioServer: Server | null = null;
  private drainingNow = false;
  private readonly resumedListeners: (() => void)[] = [];
  private subscribed!: () => void;
  /** Resolves once this process hears the other processes' broadcasts (its first subscription is answered). */
  readonly fanOutListening = new Promise<void>((resolve) => (this.subscribed = resolve));

  constructor(@Inject(API_ENV) env: ApiEnv, @Inject(PUBSUB_MODE) mode: PubSubMode) {
    // Its own client: the general one has a key prefix, which ioredis would put on a sharded channel.
    this.redis = connectRedis(env, { enableAutoPipelining: true });
    this.redisEmitter = socketIoRedisEmitter(mode, this.redis, env.REDIS_PREFIX);
  }

  /** Called by the socket.io adapter when it creates this process's server. */
  attach(server: Server): void {
    this.ioServer = server;
  }

  /** Called by the socket.io adapter once its first subscription is answered. */
  fanOutSubscribed(): void {
    this.subscribed();
  }

  /**
   * Called by the socket.io adapter when this process hears the other processes' broadcasts again
   * after it could not (its connection to Redis was lost): whatever they broadcast meanwhile never
   * reached this process's sockets, and what it broadcast itself may not have reached theirs.
   */
  fanOutResumed(): void {
    this.subscribed();
    for (const listener of this.resumedListeners) listener();
  }

  onFanOutResumed(listener: () => void): void {
    this.resumedListeners.push(listener);
  }

  /** This process's socket.io server, for namespaces set up outside Nest's gateways. */
  get server(): Server {
    if (!this.ioServer) throw new Error('The socket.io server is not created yet');
    return this.ioServer;
  }

  /** Emits to this process's own sockets of a namespace: none before its server is up or once it is down. */
  emitLocally(namespace: string, event: string, ...args: unknown[]): void {
    this.ioServer?.of(namespace).local.emit(event, ...args);
  }

  /** True once this process is stopping: it takes no new socket and is not ready for traffic. */
  get draining(): boolean {
    return this.drainingNow;
  }

  /** From now on this process refuses new sockets (the adapter's handshake check) and reports not ready. */
  startDraining(): void {
    this.drainingNow = true;
  }

  /**
   * Closes the connection of every socket of this process, in every namespace. Its clients see the
   * connection lost, not a server disconnect, so socket.io reconnects them at once, through the load
   * balancer to another process; the candidates' outboxes resend what was not acknowledged.
   */
  async reconnectElsewhere(): Promise<number> {
    // Every connection, also one whose namespace handshake is still being checked: refused halfway by
    // a process closing its Redis, that client would not try again.
    const connections = this.ioServer ? openConnections(this.ioServer) : [];
    // Closed once what is written to it is sent (the last acks): waited for, so that no event is still
    // being handled when the process closes its Redis and database connections.
    const closed = connections.map(
      (connection) =>
        new Promise<void>((resolve) => {
          connection.once('close', () => resolve());
          connection.close();
        }),
    );
    // Unref'd: once everything is closed, the wait does not keep the stopping process alive.
    await Promise.race([Promise.all(closed), new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
    return connections.length;
  }

  get emitter(): Broadcaster {
    return (this.ioServer as Broadcaster | null) ?? this.redisEmitter;
  }

  async onApplicationShutdown(): Promise<void> {
    this.ioServer = null;
    await closeRedis(this.redis);
  }
}
