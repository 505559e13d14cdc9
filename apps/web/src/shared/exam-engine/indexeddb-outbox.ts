import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { MemoryOutbox, type Outbox, type OutboxEntry, type OutboxKey } from './outbox';

/** The `cdi.` prefix lets signing out find and delete this database with the app's other local data. */
export const OUTBOX_DB_NAME = 'cdi.exam-outbox';

interface OutboxSchema extends DBSchema {
  entries: { key: [string, number]; value: OutboxEntry; indexes: { byQuestion: [string, string, string] } };
  meta: { key: string; value: unknown };
}

/** The browser's outbox: survives a reload or a crashed tab. */
export class IndexedDbOutbox implements Outbox {
  private db: Promise<IDBPDatabase<OutboxSchema>> | null = null;

  constructor(private readonly name = OUTBOX_DB_NAME) {}

  async put(entry: OutboxEntry): Promise<void> {
    const tx = (await this.open()).transaction('entries', 'readwrite');
    const same = await tx.store.index('byQuestion').getAll([entry.attemptId, entry.section, entry.question]);
    if (same.some((stored) => stored.seq > entry.seq)) return tx.done;
    const older = same.filter((stored) => stored.seq < entry.seq);
    await Promise.all([...older.map((stored) => tx.store.delete([stored.attemptId, stored.seq])), tx.store.put(entry)]);
    return tx.done;
  }

  async remove(keys: readonly OutboxKey[]): Promise<void> {
    const tx = (await this.open()).transaction('entries', 'readwrite');
    await Promise.all(keys.map(([attemptId, seq]) => tx.store.delete([attemptId, seq])));
    return tx.done;
  }

  async all(attemptId?: string): Promise<OutboxEntry[]> {
    const db = await this.open();
    // The key is [attemptId, seq], so key order is seq order within an attempt.
    if (attemptId === undefined) return db.getAll('entries');
    return db.getAll('entries', IDBKeyRange.bound([attemptId, -Infinity], [attemptId, Infinity]));
  }

  async getMeta(key: string): Promise<unknown> {
    return (await this.open()).get('meta', key);
  }

  async setMeta(key: string, value: unknown): Promise<void> {
    await (await this.open()).put('meta', value, key);
  }

  private open(): Promise<IDBPDatabase<OutboxSchema>> {
    if (this.db) return this.db;
    const opening = openDB<OutboxSchema>(this.name, 1, {
      upgrade(db) {
        const entries = db.createObjectStore('entries', { keyPath: ['attemptId', 'seq'] });
        entries.createIndex('byQuestion', ['attemptId', 'section', 'question']);
        db.createObjectStore('meta');
      },
      // Step aside when sign-out deletes the database (an open connection would block it); reopen on next use.
      blocking: () => this.close(),
      terminated: () => this.forget(opening),
    });
    // A failed open (no IndexedDB, private mode) is retried on the next call rather than cached.
    opening.catch(() => this.forget(opening));
    this.db = opening;
    return opening;
  }

  private forget(db: Promise<IDBPDatabase<OutboxSchema>>): void {
    if (this.db === db) this.db = null;
  }

  private close(): void {
    const db = this.db;
    this.db = null;
    void db?.then((open) => open.close());
  }
}

/** IndexedDB where the platform has it (browsers), memory elsewhere (Node: tests, the load generator). */
export function createOutbox(): Outbox {
  return typeof indexedDB === 'undefined' ? new MemoryOutbox() : new IndexedDbOutbox();
}
