import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../../../../scripts/lib/processes.cjs';

/** What one fault checked and its figures: the runner (scripts/faults.mjs) prints one line of it. */
export interface FaultFigures {
  /** The test's title starts with it (R2, R9-ingest, ...). */
  id: string;
  checked: string;
  engines?: number;
  acked?: number;
  inPostgres?: number;
  lost: number;
  drainMs?: number;
  /** Figures of this fault's own (jobs retried, rows checked). */
  extra?: Record<string, number | string>;
}

export const FAULT_RESULTS_FILE = process.env.FAULT_RESULTS_FILE ?? path.join(repoRoot, '.cache/faults/results.jsonl');

/** Records a fault's figures (before its assertions, so a failing fault still shows them). */
export function recordFault(figures: FaultFigures): void {
  mkdirSync(path.dirname(FAULT_RESULTS_FILE), { recursive: true });
  appendFileSync(FAULT_RESULTS_FILE, `${JSON.stringify(figures)}\n`);
}
