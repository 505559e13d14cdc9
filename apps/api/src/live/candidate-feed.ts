import { Injectable } from '@nestjs/common';
import { EXAM_NAMESPACE, type ExamServerToClient } from '@cdi/contracts';
import { examAttemptRoom } from '@cdi/db';
import { SocketEmitter } from './socket-emitter';

/** Tells a candidate's /exam sockets, on whichever replica they are, what the invigilator decided. */
@Injectable()
export class CandidateFeed {
  constructor(private readonly sockets: SocketEmitter) {}

  tell<E extends keyof ExamServerToClient>(attemptId: string, event: E, payload: Parameters<ExamServerToClient[E]>[0]): void {
    this.sockets.emitter.of(EXAM_NAMESPACE).to(examAttemptRoom(attemptId)).emit(event, payload);
  }
}
