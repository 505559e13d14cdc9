import { EXAM_NAMESPACE, type ExamClientToServer, type ExamServerToClient } from '@cdi/contracts';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { ExamSocket } from './exam-socket';

/** The candidate's /exam socket, typed by the contract's event maps both ways. */
export type ExamClientSocket = Socket<ExamServerToClient, ExamClientToServer>;

export interface ExamSocketOptions {
  /** Origin of the api, e.g. 'http://127.0.0.1:3000'; '' for the page's own origin (the dev proxy). */
  baseUrl: string;
  /** The session token, or a function so every reconnect sends the current one. */
  token: string | (() => string);
  /** Overrides, e.g. `{ forceNew: true }` for a load generator holding many sockets. */
  options?: Partial<ManagerOptions & SocketOptions>;
}

/** Opens the candidate's `/exam` socket: websocket first, long-polling where proxies block it, reconnecting with backoff. */
export function createExamSocket({ baseUrl, token, options }: ExamSocketOptions): ExamClientSocket & ExamSocket {
  return io(`${baseUrl.replace(/\/+$/, '')}${EXAM_NAMESPACE}`, {
    auth: (send) => send({ token: typeof token === 'function' ? token() : token }),
    transports: ['websocket', 'polling'],
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 10_000,
    randomizationFactor: 0.5,
    ...options,
  });
}
