import { Injectable } from '@nestjs/common';
import { INVIGILATE_NAMESPACE, InvigilateEvents, type RosterPatch } from '@cdi/contracts';
import { assignmentRoom } from '@cdi/db';
import { SocketEmitter } from './socket-emitter';

/** Sends invigilators compact patches, one message per watched assignment per batch. */
@Injectable()
export class RosterFeed {
  constructor(private readonly sockets: SocketEmitter) {}

  publish(patches: readonly (RosterPatch & { assignmentId: string })[]): void {
    const byAssignment = new Map<string, RosterPatch[]>();
    for (const { assignmentId, ...patch } of patches) {
      const list = byAssignment.get(assignmentId) ?? [];
      list.push(patch as RosterPatch);
      byAssignment.set(assignmentId, list);
    }
    for (const [assignmentId, list] of byAssignment) {
      this.sockets.emitter.of(INVIGILATE_NAMESPACE).to(assignmentRoom(assignmentId)).emit(InvigilateEvents.rosterPatch, list);
    }
  }
}
