/**
 * Helpers over the socket event maps (`ExamClientToServer`, `InvigilateServerToClient`, ...): each map
 * names an event's listener as socket.io types it, `(payload, ack?) => void`, so the server's and the
 * client's typing and these helpers all read the one definition.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyListener = (...args: any[]) => void;
/** A map of event names to their listeners' signatures (the constraint of the helpers below). */
export type SocketEventMap<M> = { [E in keyof M]: AnyListener };

/** The events of a map whose sender waits for an answer. */
export type AckedEvent<M extends SocketEventMap<M>> = {
  [E in keyof M]: Parameters<M[E]> extends [unknown, (ack: never) => void] ? E : never;
}[keyof M];

/** The events of a map sent without waiting for an answer. */
export type UnackedEvent<M extends SocketEventMap<M>> = Exclude<keyof M, AckedEvent<M>>;

/** What an event carries. */
export type SocketPayload<M extends SocketEventMap<M>, E extends keyof M> = Parameters<M[E]>[0];

/** What the receiver answers an event with; void for an event without an answer. */
export type SocketAck<M extends SocketEventMap<M>, E extends keyof M> =
  Parameters<M[E]> extends [unknown, (ack: infer A) => void] ? A : void;
