import { Injectable } from '@nestjs/common';
import { EXAM_NAMESPACE, ExamEvents, INVIGILATE_NAMESPACE, OPS_NAMESPACE, type SittingStopped, Texts } from '@cdi/contracts';
import { sessionRoom, tenantRoom, userRoom } from '@cdi/db';
import { SocketEmitter } from './socket-emitter';

const NAMESPACES = [EXAM_NAMESPACE, OPS_NAMESPACE, INVIGILATE_NAMESPACE];

/**
 * Cuts the live sockets of a revoked session (logout) or of a user signed out everywhere (password
 * changed), on whichever api replica holds them.
 */
@Injectable()
export class LiveSessions {
  constructor(private readonly sockets: SocketEmitter) {}

  endSession(sessionId: string): void {
    this.disconnect(sessionRoom(sessionId));
  }

  endUser(userId: string): void {
    this.disconnect(userRoom(userId));
  }

  /**
   * A suspended user is signed out like endUser, but an exam window of theirs is told why first, so
   * the candidate sees that their sitting stopped rather than a lost connection. The event and the cut
   * leave in that order over one connection to Redis, so other replicas meet them in that order too.
   */
  suspendUser(userId: string): void {
    const stopped: SittingStopped = { reason: 'suspended', message: Texts.sittingStoppedSuspended };
    this.sockets.emitter.of(EXAM_NAMESPACE).to(userRoom(userId)).emit(ExamEvents.sittingStopped, stopped);
    this.endUser(userId);
  }

  /** A deleted tenant's people lose their live sockets with their accounts. */
  endTenant(tenantId: string): void {
    this.disconnect(tenantRoom(tenantId));
  }

  private disconnect(room: string): void {
    for (const namespace of NAMESPACES) this.sockets.emitter.of(namespace).in(room).disconnectSockets(true);
  }
}
