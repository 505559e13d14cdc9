import {
  EXAM_NAMESPACE,
  type ExamServerToClient,
  INVIGILATE_NAMESPACE,
  InvigilateEvents,
  type RosterPatch,
} from '@cdi/contracts';
import { assignmentRoom, examAttemptRoom, socketIoKey } from '@cdi/db';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';

/** Tells candidates and invigilators what the server decided (a section closed, the test ended). */
export class LiveEmitter {
  private readonly emitter: Emitter;

  constructor(redis: Redis, redisPrefix: string) {
    this.emitter = new Emitter(redis, { key: socketIoKey(redisPrefix) });
  }

  toCandidate<E extends keyof ExamServerToClient>(
    attemptId: string,
    event: E,
    payload: Parameters<ExamServerToClient[E]>[0],
  ): void {
    this.emitter.of(EXAM_NAMESPACE).to(examAttemptRoom(attemptId)).emit(event, payload);
  }

  toInvigilators(assignmentId: string, patches: RosterPatch[]): void {
    this.emitter.of(INVIGILATE_NAMESPACE).to(assignmentRoom(assignmentId)).emit(InvigilateEvents.rosterPatch, patches);
  }
}
