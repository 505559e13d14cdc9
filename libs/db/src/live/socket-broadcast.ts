import { EXAM_NAMESPACE } from '@cdi/contracts';
import { createAdapter, createShardedAdapter } from '@socket.io/redis-adapter';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { type Adapter, MessageType } from 'socket.io-adapter';
import { PacketType } from 'socket.io-parser';
import { socketIoKey } from './rooms';

/**
 * How socket.io's broadcasts travel between processes through Redis: sharded pub/sub (Redis 7 and
 * later: SSUBSCRIBE/SPUBLISH, a room's channel on one shard of a cluster, and only the processes with
 * sockets in a room hear its broadcasts) or classic pub/sub (every process hears every broadcast).
 * Every process of a deployment must use the same; each finds it from the Redis it connects to.
 */
export type PubSubMode = 'sharded' | 'classic';

/** What both a socket.io server and a Redis emitter can do: emit to a room, cut a room's sockets. */
export interface Broadcaster {
  of(namespace: string): {
    to(room: string): { emit(event: string, ...args: unknown[]): unknown };
    in(room: string): { disconnectSockets(close?: boolean): void };
  };
}

/** Sharded pub/sub where the server offers it (Redis 7 and later, Valkey). */
export async function pubSubModeOf(redis: Redis): Promise<PubSubMode> {
  const version = /redis_version:(\d+)/.exec(await redis.info('server'))?.[1];
  return Number(version) >= 7 ? 'sharded' : 'classic';
}

/**
 * Namespaces whose broadcasts (sharded) all go on the namespace's one channel. /exam's rooms are one
 * per candidate, and what is broadcast to them is rare (an invigilator's message, a time change, a
 * takeover); a channel per room would cost every candidate's socket a subscription (about half a KB
 * in the api, a SSUBSCRIBE at every join, a channel in Redis) to save each api process hearing and
 * dropping those few broadcasts for candidates it does not hold.
 */
const ON_NAMESPACE_CHANNEL: ReadonlySet<string> = new Set([EXAM_NAMESPACE]);

/** The socket.io adapter of an api process, on the deployment's channels. */
export function socketIoRedisAdapter(
  mode: PubSubMode,
  publisher: Redis,
  subscriber: Redis,
  redisPrefix: string,
): (namespace: Parameters<ReturnType<typeof createAdapter>>[0]) => Adapter {
  const key = socketIoKey(redisPrefix);
  if (mode === 'classic') return createAdapter(publisher, subscriber, { key });
  // 'dynamic': a room of its own channel, subscribed while this process has sockets in it.
  const channelPerRoom = createShardedAdapter(publisher, subscriber, { channelPrefix: key, subscriptionMode: 'dynamic' });
  // 'static': every broadcast of the namespace on the namespace's one channel.
  const namespaceChannel = createShardedAdapter(publisher, subscriber, { channelPrefix: key, subscriptionMode: 'static' });
  // A function, not an arrow: socket.io calls the factory with `new`.
  return function adapterOf(namespace) {
    return (ON_NAMESPACE_CHANNEL.has(namespace.name) ? namespaceChannel : channelPerRoom)(namespace);
  };
}

/**
 * Broadcasts from a process without a socket.io server (the worker; an api before its server is up).
 * `redis` must have no keyPrefix: ioredis would prefix a sharded channel as it does a key.
 */
export function socketIoRedisEmitter(mode: PubSubMode, redis: Redis, redisPrefix: string): Broadcaster {
  const key = socketIoKey(redisPrefix);
  return mode === 'sharded' ? new ShardedEmitter(redis, key) : (new Emitter(redis, { key }) as Broadcaster);
}

/** The emitter of the sharded adapter, which @socket.io/redis-emitter does not offer. */
class ShardedEmitter implements Broadcaster {
  constructor(
    private readonly redis: Redis,
    private readonly channelPrefix: string,
  ) {}

  of(namespace: string): ReturnType<Broadcaster['of']> {
    const mainChannel = `${this.channelPrefix}#${namespace}#`;
    const publish = (channel: string, type: MessageType, data: object) => {
      // A broadcast lost while Redis is away is the receivers' to recover (they read state again on
      // reconnecting), as with the adapter's own.
      this.redis.spublish(channel, JSON.stringify({ uid: 'emitter', nsp: namespace, type, data })).catch(() => undefined);
    };
    const options = (room: string) => ({ rooms: [room], except: [], flags: {} });
    return {
      to: (room) => ({
        emit: (event, ...args) =>
          // As the namespace's adapter routes it: one room (not a socket's own) on the room's channel
          // where rooms have channels of their own.
          publish(onRoomChannel(namespace, room) ? `${mainChannel}${room}#` : mainChannel, MessageType.BROADCAST, {
            opts: options(room),
            packet: { type: PacketType.EVENT, data: [event, ...args], nsp: namespace },
          }),
      }),
      in: (room) => ({
        disconnectSockets: (close = false) =>
          publish(mainChannel, MessageType.DISCONNECT_SOCKETS, { opts: options(room), close }),
      }),
    };
  }
}

/**
 * Whether the namespace's adapter carries a broadcast to this room on a channel of the room's own:
 * not on a namespace of ON_NAMESPACE_CHANNEL, nor for a socket's own room (socket.io's socket ids are
 * 20 characters), which the adapter keeps on the namespace's channel.
 */
function onRoomChannel(namespace: string, room: string): boolean {
  return !ON_NAMESPACE_CHANNEL.has(namespace) && room.length !== 20;
}
