import { INVIGILATE_NAMESPACE, type InvigilateClientToServer, type InvigilateServerToClient } from '@cdi/contracts';
import { io, type Socket } from 'socket.io-client';
import { ackingEmitter } from '../exam-engine/exam-socket';

/** The admin's /invigilate socket, typed by the contract's event maps both ways. */
export type InvigilateSocket = Socket<InvigilateServerToClient, InvigilateClientToServer>;

/** An /invigilate event with an ack, sent by the roster page. */
export const emitInvigilateWithAck = ackingEmitter<InvigilateClientToServer>();

/** One holder's use of the tab's socket; `release` lets go of it (again is a no-op). */
export interface HeldInvigilateSocket {
  socket: InvigilateSocket;
  release: () => void;
}

interface OpenSocket {
  socket: InvigilateSocket;
  holders: number;
  close: () => void;
}

/** The tab's open /invigilate sockets by session token: one, but for the moment a sign-in changes. */
const openSockets = new Map<string, OpenSocket>();

function open(token: string): OpenSocket {
  const socket: InvigilateSocket = io(INVIGILATE_NAMESPACE, {
    auth: { token },
    transports: ['websocket', 'polling'],
    reconnection: true,
    // Its own connection, whatever else the page has open (it closes with its last holder).
    forceNew: true,
  });
  // Cut off: drop the connection at once, so the pages say what they show may be behind. engine.io-client
  // does this itself only for some of a page's sockets (its one 'offline' listener splices its list
  // while walking it).
  const offline = () => {
    if (socket.connected) socket.disconnect();
  };
  // Back online: reconnect at once instead of at the end of socket.io's backoff.
  const online = () => {
    if (socket.connected) return;
    socket.disconnect();
    socket.connect();
  };
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  return {
    socket,
    holders: 0,
    close: () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      socket.disconnect();
    },
  };
}

/**
 * The tab's one /invigilate socket for this sign-in, shared by the admin's job channel (held by the
 * admin layout while the admin is signed in) and every roster the page shows: a session may keep only
 * LIVE_SOCKETS_PER_SESSION per namespace, so each tab must count once. Opened by the first holder,
 * closed when the last lets go; another token (sign out, sign in as someone else) gets its own.
 * Holders remove the listeners they add before they release it.
 */
export function holdInvigilateSocket(token: string): HeldInvigilateSocket {
  let entry = openSockets.get(token);
  if (!entry) {
    entry = open(token);
    openSockets.set(token, entry);
  }
  const held = entry;
  held.holders += 1;
  let released = false;
  return {
    socket: held.socket,
    release: () => {
      if (released) return;
      released = true;
      held.holders -= 1;
      if (held.holders > 0) return;
      held.close();
      if (openSockets.get(token) === held) openSockets.delete(token);
    },
  };
}
