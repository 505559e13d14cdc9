import { randomUUID } from 'node:crypto';
import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
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
import { ReplicaPeers } from './replica-peers';
import { SocketEmitter } from './socket-emitter';
import { TrafficMeter } from './traffic-meter';

/** The server-side event replicas exchange roster patches with (never seen by a client). */
const ROSTER_FAN_OUT = 'roster:fan-out';
/** A replica that was cut off from Redis is back: the patches it sent meanwhile may be lost. */
const ROSTERS_STALE = 'rosters:stale';
/** A replica hears the others (started, or back from losing Redis): send it your patches. Carries its id. */
const REPLICA_HELLO = 'replica:hello';
/** The answer to a hello, naming its sender: this replica sends it patches from now on. */
const REPLICA_PRESENT = 'replica:present';
/** How often a replica counts the replicas subscribed to Redis (itself included). */
const REPLICA_COUNT_EVERY_MS = 2000;

interface ReplicaEvents {
  /** `sentAt`: when the change was produced (epoch ms), for the delivery latency; absent from older replicas. */
  [ROSTER_FAN_OUT]: (fanOut: RosterFanOut, sentAt?: number) => void;
  [ROSTERS_STALE]: () => void;
  [REPLICA_HELLO]: (replicaId: string) => void;
  [REPLICA_PRESENT]: (helloFrom: string) => void;
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
 * to its own sockets. (The worker, without a socket.io server, uses the Redis emitter.) A replica
 * that finds itself alone (ReplicaPeers) sends nothing to the others until one says hello; it then
 * answers, and the newcomer's invigilators read the roster again, since patches sent before the
 * answer never reached them.
 */
@Injectable()
export class ServerLiveFeed extends LiveFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly replicaId = randomUUID();
  private readonly peers = new ReplicaPeers();
  private replicaCount: NodeJS.Timeout | null = null;

  constructor(
    private readonly sockets: SocketEmitter,
    private readonly meter: TrafficMeter,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    const namespace = this.invigilate();
    namespace.on(ROSTER_FAN_OUT, (fanOut, sentAt) => {
      this.peers.heard();
      this.deliverLocally(fanOut, sentAt);
    });
    namespace.on(ROSTERS_STALE, () => this.rostersStaleLocally());
    namespace.on(REPLICA_HELLO, (replicaId) => {
      this.peers.heard();
      namespace.serverSideEmit(REPLICA_PRESENT, replicaId);
    });
    namespace.on(REPLICA_PRESENT, (helloFrom) => {
      this.peers.heard();
      if (helloFrom === this.replicaId) this.rostersStaleLocally();
    });
    // Cut off from Redis for a while, this replica missed the other replicas' patches (and the
    // worker's), and the others may have missed its own: without this, an invigilator here kept a
    // roster without the answers saved elsewhere meanwhile until they reloaded the page (fault R7).
    // Every invigilator, here and on the other replicas, reads the roster again.
    this.sockets.onFanOutResumed(() => {
      this.rostersStaleLocally();
      namespace.serverSideEmit(ROSTERS_STALE);
      namespace.serverSideEmit(REPLICA_HELLO, this.replicaId);
    });
    // Only once this replica hears the others: it must not miss their answers to its hello, nor count
    // itself out of the replicas before its own subscription is there.
    void this.sockets.fanOutListening.then(() => {
      namespace.serverSideEmit(REPLICA_HELLO, this.replicaId);
      this.replicaCount = setInterval(() => void this.countReplicas(), REPLICA_COUNT_EVERY_MS).unref();
    });
  }

  onApplicationShutdown(): void {
    if (this.replicaCount) clearInterval(this.replicaCount);
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
    if (this.peers.othersMayListen) this.invigilate().serverSideEmit(ROSTER_FAN_OUT, fanOut, sentAt);
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

  private async countReplicas(): Promise<void> {
    const started = this.peers.countStarted();
    try {
      this.peers.counted(await this.invigilate().adapter.serverCount(), started);
    } catch {
      // Redis is away: nothing reaches the others anyway, and coming back says hello.
    }
  }

  private rostersStaleLocally(): void {
    this.invigilate().local.emit(InvigilateEvents.rosterStale);
  }

  private invigilate(): InvigilateNamespace {
    return this.sockets.server.of(INVIGILATE_NAMESPACE) as InvigilateNamespace;
  }
}
