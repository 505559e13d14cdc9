import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { Texts } from '@cdi/contracts';
import { PUBSUB_MODE } from '@cdi/connections';
import { closeRedis, connectRedis, type PubSubMode, socketIoRedisAdapter } from '@cdi/db';
import type { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import type { ApiEnv } from '../config/api-env';
import { jsonParser } from './json-encoder';
import { onRedisReconnected } from './redis-reconnected';
import { SocketEmitter } from './socket-emitter';
import { handshakeOriginAllowed } from './socket-origin';
import { keepHandshakeOnly, releaseUpgradeRequest } from './upgrade-request';

/**
 * socket.io through Redis: a broadcast on one api replica reaches sockets on every other, and the
 * worker's emitter reaches them all (sharded pub/sub where Redis offers it: PubSubMode). Rooms are
 * joined only by the server.
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
    this.publisher = connectRedis(env, { enableAutoPipelining: true });
    // Not the subscriber: with auto-pipelining copied onto it, broadcasts from the worker went missing
    // (an ingestion's final event never reached the developer's page).
    // No ready check either: the adapter subscribes at once, and on a slow connect ioredis 5 could send
    // its ready-check INFO after the SUBSCRIBE, which Redis refuses in subscriber mode and which ended
    // the process as an unhandled rejection (ioredis#2037).
    this.subscriber = this.publisher.duplicate({ enableAutoPipelining: false, enableReadyCheck: false });
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const sockets = this.app.get(SocketEmitter);
    const server = super.createIOServer(port, {
      ...options,
      serveClient: false,
      parser: jsonParser,
      // Every handshake, whatever its namespace, before any session lookup.
      allowRequest: (request, decide) => {
        // A process that is stopping: the client tries again, and the load balancer finds another.
        if (sockets.draining) return decide('Server is restarting', false);
        const allowed = handshakeOriginAllowed(request.headers.origin, request.headers.host, this.env.WEB_ORIGINS);
        decide(allowed ? null : 'Origin not allowed', allowed);
      },
    } as ServerOptions) as Server;
    // Only the product's namespaces (/exam, /invigilate, /ops) take sockets; the default one serves nothing.
    server.of('/').use((_socket, next) => next(new Error(Texts.notFound)));
    const mode = this.app.get<symbol, PubSubMode>(PUBSUB_MODE);
    server.adapter(socketIoRedisAdapter(mode, this.publisher, this.subscriber, this.env.REDIS_PREFIX));
    // A few KB per socket for the life of the socket otherwise (see keepHandshakeOnly).
    server.engine.on('connection', keepHandshakeOnly);
    server.engine.use(releaseUpgradeRequest);
    sockets.attach(server);
    // The adapter subscribed on creation; a PING on the same connection answers after the SUBSCRIBE.
    this.subscriber.ping().then(
      () => sockets.fanOutSubscribed(),
      () => undefined, // the connection was lost first: the reconnection below says it instead
    );
    // Broadcasts published while the subscriber was away are lost to this process (Redis pub/sub keeps
    // nothing). Once it is subscribed again (a PING answers after the SUBSCRIBE ioredis resends), say so.
    onRedisReconnected(this.subscriber, () => {
      this.subscriber.ping().then(
        () => sockets.fanOutResumed(),
        () => undefined, // lost again: the next reconnection says it
      );
    });
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    this.subscriber.disconnect();
    await closeRedis(this.publisher);
  }
}
