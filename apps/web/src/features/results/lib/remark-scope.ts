import type { AssignmentResultRow, SittingStatus } from '@cdi/contracts';

/** A sitting past its last section has every Listening and Reading section closed. */
const SAT: readonly SittingStatus[] = ['marking', 'awaiting_writing', 'ready', 'released'];

export interface RemarkScope {
  /** Candidates whose Listening or Reading is marked again. */
  candidates: AssignmentResultRow[];
  /** Those of them whose results are released: theirs can change in front of them. */
  released: AssignmentResultRow[];
}

/** Whom "Re-mark Listening and Reading" touches: every candidate with a closed Listening or Reading section. */
export function remarkScope(rows: readonly AssignmentResultRow[]): RemarkScope {
  const candidates = rows.filter(
    (r) => r.attempt_id !== null && (SAT.includes(r.status) || r.listening !== null || r.reading !== null),
  );
  return { candidates, released: candidates.filter((r) => r.status === 'released') };
}
