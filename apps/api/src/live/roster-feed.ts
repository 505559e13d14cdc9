import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { INVIGILATE_NAMESPACE, InvigilateEvents, type RosterPatch } from '@cdi/contracts';
import { assignmentRoom } from '@cdi/db';
import type { Namespace } from 'socket.io';
import { SocketEmitter } from './socket-emitter';

/** Patches grouped by assignment: what one fan-out message carries between api replicas. */
type RosterFanOut = Record<string, RosterPatch[]>;

/** The server-side event replicas exchange patches with (never seen by a client). */
const ROSTER_FAN_OUT = 'roster:fan-out';

/**
 * Sends invigilators compact patches, one message per watched assignment per batch.
 *
 * Every answer batch touches many assignments. Broadcasting to each assignment's room through the
 * Redis adapter costs one Redis message per room; instead, this replica delivers to its own sockets
 * directly and sends the other replicas the whole batch as one server-side message, which each of
 * them delivers to its own sockets. (The worker, without a socket.io server, uses the Redis emitter.)
 */
@Injectable()
export class RosterFeed implements OnApplicationBootstrap {
  constructor(private readonly sockets: SocketEmitter) {}

  onApplicationBootstrap(): void {
    (this.namespace().on as (event: string, listener: (fanOut: RosterFanOut) => void) => void)(ROSTER_FAN_OUT, (fanOut) =>
      this.deliverLocally(fanOut),
    );
  }

  publish(patches: readonly (RosterPatch & { assignmentId: string })[]): void {
    if (patches.length === 0) return;
    const fanOut: RosterFanOut = {};
    for (const { assignmentId, ...patch } of patches) (fanOut[assignmentId] ??= []).push(patch as RosterPatch);
    this.deliverLocally(fanOut);
    this.namespace().serverSideEmit(ROSTER_FAN_OUT, fanOut);
  }

  private deliverLocally(fanOut: RosterFanOut): void {
    const namespace = this.namespace();
    for (const [assignmentId, list] of Object.entries(fanOut)) {
      namespace.local.to(assignmentRoom(assignmentId)).emit(InvigilateEvents.rosterPatch, list);
    }
  }

  private namespace(): Namespace {
    return this.sockets.server.of(INVIGILATE_NAMESPACE);
  }
}
