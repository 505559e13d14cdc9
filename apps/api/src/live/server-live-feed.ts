import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  EXAM_NAMESPACE,
  type ExamServerToClient,
  INVIGILATE_NAMESPACE,
  InvigilateEvents,
  type InvigilateClientToServer,
  type InvigilateServerToClient,
  type RosterSettings,
  type SocketPayload,
} from '@cdi/contracts';
import { assignmentRoom, type AttemptChange, examAttemptRoom, LiveFeed, rosterFanOut, type RosterFanOut } from '@cdi/db';
import type { Namespace } from 'socket.io';
import { SocketEmitter } from './socket-emitter';

/** The server-side event replicas exchange roster patches with (never seen by a client). */
const ROSTER_FAN_OUT = 'roster:fan-out';

interface ReplicaEvents {
  [ROSTER_FAN_OUT]: (fanOut: RosterFanOut) => void;
}

type InvigilateNamespace = Namespace<InvigilateClientToServer, InvigilateServerToClient, ReplicaEvents>;

/**
 * The api's live feed. A candidate is told through this process's socket.io server (its own sockets
 * directly, the others through the Redis adapter).
 *
 * Invigilators get compact patches, one message per watched assignment per batch. Every answer
 * batch touches many assignments. Broadcasting to each assignment's room through the Redis adapter
 * costs one Redis message per room; instead, this replica delivers to its own sockets directly and
 * sends the other replicas the whole batch as one server-side message, which each of them delivers
 * to its own sockets. (The worker, without a socket.io server, uses the Redis emitter.)
 */
@Injectable()
export class ServerLiveFeed extends LiveFeed implements OnApplicationBootstrap {
  constructor(private readonly sockets: SocketEmitter) {
    super();
  }

  onApplicationBootstrap(): void {
    this.invigilate().on(ROSTER_FAN_OUT, (fanOut) => this.deliverLocally(fanOut));
  }

  toCandidate<E extends keyof ExamServerToClient>(
    attemptId: string,
    event: E,
    payload: SocketPayload<ExamServerToClient, E>,
  ): void {
    this.sockets.emitter.of(EXAM_NAMESPACE).to(examAttemptRoom(attemptId)).emit(event, payload);
  }

  toInvigilators(changes: readonly AttemptChange[]): void {
    const fanOut = rosterFanOut(changes);
    if (Object.keys(fanOut).length === 0) return;
    this.deliverLocally(fanOut);
    this.invigilate().serverSideEmit(ROSTER_FAN_OUT, fanOut);
  }

  rosterSettings(settings: RosterSettings): void {
    this.invigilate().to(assignmentRoom(settings.assignmentId)).emit(InvigilateEvents.rosterSettings, settings);
  }

  private deliverLocally(fanOut: RosterFanOut): void {
    const namespace = this.invigilate();
    for (const [assignmentId, patches] of Object.entries(fanOut)) {
      namespace.local.to(assignmentRoom(assignmentId)).emit(InvigilateEvents.rosterPatch, patches);
    }
  }

  private invigilate(): InvigilateNamespace {
    return this.sockets.server.of(INVIGILATE_NAMESPACE) as InvigilateNamespace;
  }
}
