import type { SocketListener } from './exam-socket';

/** A small typed event registry; a throwing listener is logged and does not stop the others (or the engine). */
export class TypedListeners<Events extends { [K in keyof Events]: SocketListener }> {
  private readonly listeners = new Map<keyof Events, Set<SocketListener>>();

  on<E extends keyof Events>(event: E, listener: Events[E]): () => void {
    const set = this.listeners.get(event) ?? new Set<SocketListener>();
    this.listeners.set(event, set.add(listener));
    return () => set.delete(listener);
  }

  fire<E extends keyof Events>(event: E, ...args: Parameters<Events[E]>): void {
    this.listeners.get(event)?.forEach((listener) => callSafely(() => listener(...args)));
  }

  clear(): void {
    this.listeners.clear();
  }
}

export function callSafely(call: () => void): void {
  try {
    call();
  } catch (error) {
    console.error('exam engine listener failed', error);
  }
}
