import { Inject, Injectable, Logger } from '@nestjs/common';
import { EXAM_NAMESPACE, ExamErrorCodes, LIVE_SOCKETS_PER_SESSION, SessionSocketEvents, Texts } from '@cdi/contracts';
import type { Redis } from 'ioredis';
import type { Socket } from 'socket.io';
import type { Actor } from '../auth/actor';
import { REDIS } from '../infrastructure/infrastructure.module';
import { sessionSocketsKey } from './live-keys';
import { SocketEmitter } from './socket-emitter';

/**
 * Adds a socket (ARGV[2]) connected at ARGV[1] (ms) to its session's set, keeps the set until the
 * session expires (ARGV[4], ms), and takes out the oldest beyond ARGV[3]; returns their ids.
 */
const ADMIT_SCRIPT = `
redis.call('zadd', KEYS[1], ARGV[1], ARGV[2])
redis.call('pexpire', KEYS[1], ARGV[4])
local over = redis.call('zcard', KEYS[1]) - tonumber(ARGV[3])
if over <= 0 then return {} end
local oldest = redis.call('zpopmin', KEYS[1], over)
local ids = {}
for i = 1, #oldest, 2 do ids[#ids + 1] = oldest[i] end
return ids`;

interface LimitedSocketData {
  actor?: Actor;
  sessionExpiresAt?: number;
}

/**
 * At most LIVE_SOCKETS_PER_SESSION live sockets per session per namespace, counted in Redis so it
 * holds across api replicas: a newer socket closes the oldest, which first hears why (the same event
 * as an exam taken over by a newer window). A replica that died leaves its sockets in the set; they
 * are the oldest, so they are the first taken out, and the set expires with the session.
 */
@Injectable()
export class SessionSocketLimit {
  private readonly logger = new Logger('SessionSocketLimit');
  /** One listener for every socket (socket.io calls it with the socket as `this`), not a closure each. */
  private readonly forget = (() => {
    const release = (socket: Socket) => this.release(socket);
    return function (this: Socket): void {
      void release(this);
    };
  })();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly sockets: SocketEmitter,
  ) {}

  /** Counts a connected socket of its session; closes the oldest beyond the limit, on whichever replica. */
  async admit(socket: Socket): Promise<void> {
    const { actor, sessionExpiresAt } = socket.data as LimitedSocketData;
    if (!actor) return;
    const namespace = socket.nsp.name;
    socket.on('disconnect', this.forget);
    try {
      const keepMs = Math.max((sessionExpiresAt ?? 0) - Date.now(), 60_000);
      const oldest = (await this.redis.eval(
        ADMIT_SCRIPT,
        1,
        sessionSocketsKey(namespace, actor.sessionId),
        Date.now(),
        socket.id,
        LIVE_SOCKETS_PER_SESSION,
        Math.ceil(keepMs),
      )) as string[];
      // Gone while being counted: its disconnect found nothing to take out.
      if (socket.disconnected) await this.release(socket);
      if (oldest.length === 0) return;
      const message = namespace === EXAM_NAMESPACE ? ExamErrorCodes.takenOver : Texts.liveWindowReplaced;
      const emitter = this.sockets.emitter.of(namespace);
      for (const id of oldest) {
        emitter.to(id).emit(SessionSocketEvents.takenOver, { message });
        emitter.in(id).disconnectSockets(true);
      }
      this.logger.log(
        `Session ${actor.sessionId} opened a socket on ${namespace} past ${LIVE_SOCKETS_PER_SESSION}: closed ${oldest.length}`,
      );
    } catch (error) {
      // Without Redis the limit cannot be counted: the socket stays (the exam goes on), and is told nothing.
      this.logger.warn(
        `Could not count the sockets of session ${actor.sessionId}: ${error instanceof Error ? error.message : error}`,
      );
    }
  }

  private async release(socket: Socket): Promise<void> {
    const actor = (socket.data as LimitedSocketData).actor;
    if (!actor) return;
    try {
      await this.redis.zrem(sessionSocketsKey(socket.nsp.name, actor.sessionId), socket.id);
    } catch {
      // Left in the set: as one of the oldest it is the next taken out, or it expires with the session.
    }
  }
}
