import type { ExamSocket, SocketListener } from './exam-socket';

export interface RecordedEmit {
  event: string;
  payload: unknown;
  /** The ack callback; undefined for fire-and-forget events. */
  ack?: (response: unknown) => void;
  answered: boolean;
}

/**
 * A socket for tests: records what the client emits, lets the test answer or ignore each ack, and
 * plays the server's side of connecting, disconnecting and pushing events.
 */
export class FakeExamSocket implements ExamSocket {
  connected = false;
  readonly emits: RecordedEmit[] = [];
  private readonly handlers = new Map<string, Set<SocketListener>>();

  on(event: string, listener: SocketListener): this {
    const set = this.handlers.get(event) ?? new Set();
    this.handlers.set(event, set.add(listener));
    return this;
  }

  off(event: string, listener: SocketListener): this {
    this.handlers.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    const last = args.at(-1);
    const ack = typeof last === 'function' ? (last as (response: unknown) => void) : undefined;
    this.emits.push({ event, payload: args[0], ack, answered: false });
    return this;
  }

  connect(): void {
    this.connected = true;
    this.serverEmit('connect');
  }

  disconnect(): void {
    this.connected = false;
    this.serverEmit('disconnect', 'transport close');
  }

  /** Delivers a server event to the client's listeners. */
  serverEmit(event: string, ...args: unknown[]): void {
    [...(this.handlers.get(event) ?? [])].forEach((listener) => listener(...args));
  }

  /** Emits of an event still waiting for their ack, oldest first. */
  waiting(event: string): RecordedEmit[] {
    return this.emits.filter((emit) => emit.event === event && emit.ack && !emit.answered);
  }

  /** Answers the oldest unanswered emit of an event and returns what it carried. */
  reply(event: string, response: object | ((payload: unknown) => unknown)): unknown {
    const emit = this.waiting(event)[0];
    if (!emit?.ack) throw new Error(`no ${event} waiting for an ack`);
    emit.answered = true;
    emit.ack(typeof response === 'function' ? (response as (payload: unknown) => unknown)(emit.payload) : response);
    return emit.payload;
  }

  listenerCount(): number {
    return [...this.handlers.values()].reduce((sum, set) => sum + set.size, 0);
  }
}
