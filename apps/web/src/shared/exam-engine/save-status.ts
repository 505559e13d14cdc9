import { ExamErrorCodes } from '@cdi/contracts';
import type { OutboxEntry } from './outbox';

/** The one save indicator every exam screen shows. */
export type SaveStatus =
  | { kind: 'saved' }
  | { kind: 'saving'; pending: number }
  | { kind: 'offline'; pending: number }
  | { kind: 'error'; message: string; refused: number };

export interface SaveStatusInput {
  /** Unacknowledged entries, pending and refused. */
  entries: Iterable<OutboxEntry>;
  /** Joined to the attempt over a live socket. */
  online: boolean;
  /** Stops all saving (the exam was opened elsewhere, or joining was refused). */
  blocked: string | null;
  /** The server lately could not save a change (it answered `unavailable`, or not at all); retrying. */
  notSaving?: boolean;
}

/** A refusal outranks offline: it will not clear itself, so the candidate must see it. */
export function computeSaveStatus({ entries, online, blocked, notSaving = false }: SaveStatusInput): SaveStatus {
  let pending = 0;
  const refused: OutboxEntry[] = [];
  for (const entry of entries) {
    if (entry.state === 'refused') refused.push(entry);
    else pending += 1;
  }
  const newestRefusal = refused.sort((a, b) => b.seq - a.seq)[0];
  if (blocked) return { kind: 'error', message: blocked, refused: refused.length };
  if (newestRefusal) return { kind: 'error', message: newestRefusal.message ?? '', refused: refused.length };
  if (pending === 0) return { kind: 'saved' };
  if (!online) return { kind: 'offline', pending };
  // Connected, but the server cannot save (its database is down): 'Not saved: …, retrying', not 'Saving…'.
  if (notSaving) return { kind: 'error', message: ExamErrorCodes.unavailable, refused: 0 };
  return { kind: 'saving', pending };
}

export function sameSaveStatus(a: SaveStatus, b: SaveStatus): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
