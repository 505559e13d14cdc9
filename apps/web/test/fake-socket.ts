import { act } from '@testing-library/react';

type Listener = (...args: never[]) => void;

/**
 * The server's side of a socket.io connection, in memory: a page's listeners hear what a test sends
 * with `serverSends`, and an acknowledged event the page emits gets the answer `answer` gives for it.
 * Stands in for the socket a test mocks out (jest.mock of the module that opens it).
 */
export class FakeSocket {
  connected = false;
  active = false;
  /** Every event the page emitted, in order. */
  readonly sent: { event: string; payload: unknown }[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly answers = new Map<string, (payload: unknown) => unknown>();

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, payload: unknown, ack?: (answer: unknown) => void): this {
    this.sent.push({ event, payload });
    const answer = this.answers.get(event);
    if (ack && answer) void Promise.resolve(answer(payload)).then(ack);
    return this;
  }

  connect(): this {
    this.connected = true;
    this.active = true;
    for (const listener of this.listeners.get('connect') ?? []) (listener as () => void)();
    return this;
  }

  /** How the server acknowledges `event`: at once, or when the promise returned settles. */
  answer(event: string, reply: (payload: unknown) => unknown): void {
    this.answers.set(event, reply);
  }

  /** The server sends `event` to the page. */
  async serverSends(event: string, ...args: unknown[]): Promise<void> {
    await act(async () => {
      for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
      // TanStack Query tells its observers in a timeout of 0: let that pass, so the page has re-rendered.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }

  /** The payloads the page emitted as `event`. */
  sentAs(event: string): unknown[] {
    return this.sent.filter((s) => s.event === event).map((s) => s.payload);
  }
}
