import { INVIGILATE_NAMESPACE } from '@cdi/contracts';
import { io, type Socket } from 'socket.io-client';

/** Opens the admin's /invigilate socket with the session token in the handshake, reconnecting on its own. */
export function openInvigilateSocket(token: string): Socket {
  return io(INVIGILATE_NAMESPACE, {
    auth: { token },
    transports: ['websocket', 'polling'],
    reconnection: true,
    // Each roster page watches its own assignment on its own connection.
    forceNew: true,
  });
}
