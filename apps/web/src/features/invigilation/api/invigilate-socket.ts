import { INVIGILATE_NAMESPACE, type InvigilateClientToServer, type InvigilateServerToClient } from '@cdi/contracts';
import { io, type Socket } from 'socket.io-client';
import { ackingEmitter } from '../../../shared/exam-engine/exam-socket';

/** The admin's /invigilate socket, typed by the contract's event maps both ways. */
export type InvigilateSocket = Socket<InvigilateServerToClient, InvigilateClientToServer>;

/** An /invigilate event with an ack, sent by the roster page. */
export const emitInvigilateWithAck = ackingEmitter<InvigilateClientToServer>();

/** Opens the admin's /invigilate socket with the session token in the handshake, reconnecting on its own. */
export function openInvigilateSocket(token: string): InvigilateSocket {
  return io(INVIGILATE_NAMESPACE, {
    auth: { token },
    transports: ['websocket', 'polling'],
    reconnection: true,
    // Each roster page watches its own assignment on its own connection.
    forceNew: true,
  });
}
