import { AdminJobEvents, type AdminJobOwner, type AdminJobProgress, INVIGILATE_NAMESPACE } from '@cdi/contracts';
import { userRoom } from './rooms';
import type { Broadcaster } from './socket-broadcast';

/**
 * Tells the admin who started a long job how it goes, on their /invigilate sockets (every socket is
 * in its user's room), through the socket.io Redis adapter's channels so it works from the worker.
 */
export class AdminJobFeed {
  constructor(private readonly emitter: Broadcaster) {}

  progress(owner: AdminJobOwner, event: AdminJobProgress): void {
    this.emitter.of(INVIGILATE_NAMESPACE).to(userRoom(owner.actorId)).emit(AdminJobEvents.progress, event);
  }
}
