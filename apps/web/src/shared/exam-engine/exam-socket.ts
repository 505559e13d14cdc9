import type { AckedEvent, ExamClientToServer, SocketAck, SocketEventMap, SocketPayload } from '@cdi/contracts';

/** Listener arguments are whatever the server sent; socket.io types them as any too. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SocketListener = (...args: any[]) => void;

/** What the engine needs of a socket: a socket.io-client `Socket` fits, and so does a test's fake. */
export interface ExamSocket {
  readonly connected: boolean;
  on(event: string, listener: SocketListener): unknown;
  off(event: string, listener: SocketListener): unknown;
  emit(event: string, ...args: unknown[]): unknown;
}

/**
 * Emits with an ack callback and resolves with the ack, or with undefined if none came within the
 * timeout (or it was not an ack at all, or the signal aborted). socket.io never calls back for a packet
 * lost with its connection.
 */
export function emitWithAck<T extends { ok: boolean }>(
  socket: Pick<ExamSocket, 'emit'>,
  event: string,
  payload: unknown,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<T | undefined> {
  return new Promise((resolve) => {
    const finish = (ack: T | undefined) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      resolve(ack);
    };
    const abort = () => finish(undefined);
    const timer = setTimeout(abort, timeoutMs);
    signal?.addEventListener('abort', abort);
    socket.emit(event, payload, (ack: unknown) => finish(isAck(ack) ? (ack as T) : undefined));
  });
}

function isAck(value: unknown): value is { ok: boolean } {
  return typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';
}

/**
 * emitWithAck bound to a namespace's client-to-server map: the event's payload and its ack's type
 * come from the contract, so a renamed event or a changed ack fails the typecheck.
 */
export function ackingEmitter<M extends SocketEventMap<M>>() {
  return <E extends AckedEvent<M> & string>(
    socket: EventSender,
    event: E,
    payload: SocketPayload<M, E>,
    timeoutMs: number,
    signal?: AbortSignal,
  ) => emitWithAck<SocketAck<M, E> & { ok: boolean }>(socket as Pick<ExamSocket, 'emit'>, event, payload, timeoutMs, signal);
}

/** What sends events: an ExamSocket, or a socket.io-client Socket typed by its event maps. */
interface EventSender {
  emit(event: never, ...args: never[]): unknown;
}

/** An /exam event with an ack, sent by the candidate's window. */
export const emitExamWithAck = ackingEmitter<ExamClientToServer>();
