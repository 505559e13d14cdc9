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
import { TrafficMeter } from './traffic-meter';

/** The server-side event replicas exchange roster patches with (never seen by a client). */
const ROSTER_FAN_OUT = 'roster:fan-out';
/** A replica that was cut off from Redis is back: the patches it sent meanwhile may be lost. */
const ROSTERS_STALE = 'rosters:stale';

interface ReplicaEvents {
  /** `sentAt`: when the change was produced (epoch ms), for the delivery latency; absent from older replicas. */
  [ROSTER_FAN_OUT]: (fanOut: RosterFanOut, sentAt?: number) => void;
  [ROSTERS_STALE]: () => void;
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
  constructor(
    private readonly sockets: SocketEmitter,
    private readonly meter: TrafficMeter,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    const namespace = this.invigilate();
    namespace.on(ROSTER_FAN_OUT, (fanOut, sentAt) => this.deliverLocally(fanOut, sentAt));
    namespace.on(ROSTERS_STALE, () => this.rostersStaleLocally());
    // Cut off from Redis for a while, this replica missed the other replicas' patches (and the
    // worker's), and the others may have missed its own: without this, an invigilator here kept a
    // roster without the answers saved elsewhere meanwhile until they reloaded the page (fault R7).
    // Every invigilator, here and on the other replicas, reads the roster again.
    this.sockets.onFanOutResumed(() => {
      this.rostersStaleLocally();
      namespace.serverSideEmit(ROSTERS_STALE);
    });
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
    const sentAt = Date.now();
    this.deliverLocally(fanOut, sentAt);
    this.invigilate().serverSideEmit(ROSTER_FAN_OUT, fanOut, sentAt);
  }

  rosterSettings(settings: RosterSettings): void {
    this.invigilate().to(assignmentRoom(settings.assignmentId)).emit(InvigilateEvents.rosterSettings, settings);
  }

  /** One latency sample per batch a replica delivers, and only where invigilators are connected. */
  private deliverLocally(fanOut: RosterFanOut, sentAt?: number): void {
    const namespace = this.invigilate();
    for (const [assignmentId, patches] of Object.entries(fanOut)) {
      namespace.local.to(assignmentRoom(assignmentId)).emit(InvigilateEvents.rosterPatch, patches);
    }
    if (typeof sentAt === 'number' && namespace.sockets.size > 0) this.meter.delivered(Date.now() - sentAt);
  }

  private rostersStaleLocally(): void {
    this.invigilate().local.emit(InvigilateEvents.rosterStale);
  }

  private invigilate(): InvigilateNamespace {
    return this.sockets.server.of(INVIGILATE_NAMESPACE) as InvigilateNamespace;
  }
}
