import type { ExamErrorCode, ExamSection } from '@cdi/contracts';

/**
 * One answer change waiting for the server's ack. 'refused' entries stay (the screen shows why) until
 * a newer change to the same question supersedes them.
 */
export interface OutboxEntry {
  attemptId: string;
  section: ExamSection;
  question: string;
  value: string;
  seq: number;
  state: 'pending' | 'refused';
  code?: ExamErrorCode;
  message?: string;
  /** Epoch milliseconds on the client's clock. */
  createdAt: number;
}

/** Entries are keyed by attempt and seq. */
export type OutboxKey = readonly [attemptId: string, seq: number];

/**
 * Durable store of unacknowledged answer changes. `put` keeps only the newest change per question: it
 * removes older seqs of the same attempt, section and question, and ignores an entry older than one stored.
 */
export interface Outbox {
  put(entry: OutboxEntry): Promise<void>;
  remove(keys: readonly OutboxKey[]): Promise<void>;
  /** Entries of one attempt (or all), in seq order. */
  all(attemptId?: string): Promise<OutboxEntry[]>;
  getMeta(key: string): Promise<unknown>;
  setMeta(key: string, value: unknown): Promise<void>;
}

export function sameQuestion(a: OutboxEntry, b: OutboxEntry): boolean {
  return a.attemptId === b.attemptId && a.section === b.section && a.question === b.question;
}

export function bySeq(a: OutboxEntry, b: OutboxEntry): number {
  return a.attemptId === b.attemptId ? a.seq - b.seq : a.attemptId < b.attemptId ? -1 : 1;
}

/** For Node (tests, the load generator) and browsers without IndexedDB; holds copies, as IndexedDB would. */
export class MemoryOutbox implements Outbox {
  private readonly entries = new Map<string, OutboxEntry>();
  private readonly meta = new Map<string, unknown>();

  async put(entry: OutboxEntry): Promise<void> {
    const same = [...this.entries.values()].filter((stored) => sameQuestion(stored, entry));
    if (same.some((stored) => stored.seq > entry.seq)) return;
    same.forEach((stored) => this.entries.delete(keyOf(stored.attemptId, stored.seq)));
    this.entries.set(keyOf(entry.attemptId, entry.seq), structuredClone(entry));
  }

  async remove(keys: readonly OutboxKey[]): Promise<void> {
    keys.forEach(([attemptId, seq]) => this.entries.delete(keyOf(attemptId, seq)));
  }

  async all(attemptId?: string): Promise<OutboxEntry[]> {
    return [...this.entries.values()]
      .filter((entry) => attemptId === undefined || entry.attemptId === attemptId)
      .sort(bySeq)
      .map((entry) => structuredClone(entry));
  }

  async getMeta(key: string): Promise<unknown> {
    return structuredClone(this.meta.get(key));
  }

  async setMeta(key: string, value: unknown): Promise<void> {
    this.meta.set(key, structuredClone(value));
  }
}

function keyOf(attemptId: string, seq: number): string {
  return `${attemptId}\u0000${seq}`;
}
