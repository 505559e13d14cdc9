/**
 * What time it is, for every rule that compares against now (deadlines, pauses, time offline).
 * Injected, so tests can move time on instead of waiting for it; also the injection token.
 * Timers that BullMQ or setTimeout run stay on real time.
 */
export abstract class Clock {
  /** Milliseconds since the epoch. */
  abstract now(): number;

  date(): Date {
    return new Date(this.now());
  }
}

export class SystemClock extends Clock {
  now(): number {
    return Date.now();
  }
}
