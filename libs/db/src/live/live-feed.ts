import {
  EXAM_NAMESPACE,
  type ExamServerToClient,
  INVIGILATE_NAMESPACE,
  InvigilateEvents,
  type RosterSettings,
  type SocketPayload,
} from '@cdi/contracts';
import { type AttemptChange, rosterFanOut } from './attempt-changes';
import { assignmentRoom, examAttemptRoom } from './rooms';
import type { Broadcaster } from './socket-broadcast';

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
 * adapter's channels (socketIoRedisEmitter), so it reaches sockets on every api replica.
 */
export class EmitterLiveFeed extends LiveFeed {
  constructor(private readonly emitter: Broadcaster) {
    super();
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
