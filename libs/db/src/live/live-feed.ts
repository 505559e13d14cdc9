import {
  EXAM_NAMESPACE,
  type ExamServerToClient,
  INVIGILATE_NAMESPACE,
  InvigilateEvents,
  type RosterSettings,
  type SocketPayload,
} from '@cdi/contracts';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { type AttemptChange, rosterFanOut } from './attempt-changes';
import { assignmentRoom, examAttemptRoom, socketIoKey } from './rooms';

/**
 * Tells the people in a sitting what the server decided, from any process: the candidate's /exam
 * windows, and the invigilators watching the attempt's assignment. Also the injection token.
 */
export abstract class LiveFeed {
  abstract toCandidate<E extends keyof ExamServerToClient>(
    attemptId: string,
    event: E,
    payload: SocketPayload<ExamServerToClient, E>,
  ): void;

  /** One roster message per assignment the changes touch. */
  abstract toInvigilators(changes: readonly AttemptChange[]): void;

  /** An assignment's settings, to everyone watching it (rare: through the Redis adapter's room broadcast). */
  abstract rosterSettings(settings: RosterSettings): void;
}

/**
 * The live feed of a process without a socket.io server (the worker): through the socket.io Redis
 * adapter's channel, so it reaches sockets on every api replica.
 */
export class EmitterLiveFeed extends LiveFeed {
  private readonly emitter: Emitter;

  constructor(redis: Redis, redisPrefix: string) {
    super();
    this.emitter = new Emitter(redis, { key: socketIoKey(redisPrefix) });
  }

  toCandidate<E extends keyof ExamServerToClient>(
    attemptId: string,
    event: E,
    payload: SocketPayload<ExamServerToClient, E>,
  ): void {
    this.emitter.of(EXAM_NAMESPACE).to(examAttemptRoom(attemptId)).emit(event, payload);
  }

  rosterSettings(settings: RosterSettings): void {
    this.emitter
      .of(INVIGILATE_NAMESPACE)
      .to(assignmentRoom(settings.assignmentId))
      .emit(InvigilateEvents.rosterSettings, settings);
  }

  toInvigilators(changes: readonly AttemptChange[]): void {
    for (const [assignmentId, patches] of Object.entries(rosterFanOut(changes))) {
      this.emitter.of(INVIGILATE_NAMESPACE).to(assignmentRoom(assignmentId)).emit(InvigilateEvents.rosterPatch, patches);
    }
  }
}
