import { BandSchema, BandTableRowsSchema, fillText, ResultTexts, type BandTableRows } from '@cdi/contracts';

/** One row of a band table as typed: the inputs keep what the user wrote until it is saved. */
export interface BandRowDraft {
  minRaw: string;
  band: string;
}

export type DraftResult = { ok: true; rows: BandTableRows } | { ok: false; problem: string };

const MAX_RAW = 40;

const PROBLEMS = {
  empty: 'the {table} table has no rows',
  raw: '{table} row {n}: the lowest raw score must be a whole number from 0 to {max}',
  band: '{table} row {n}: the band must be a whole or half band from 0 to 9',
} as const;

export function toDraft(rows: BandTableRows): BandRowDraft[] {
  return rows.map(([minRaw, band]) => ({ minRaw: String(minRaw), band: String(band) }));
}

/** A typed number; blank and partial input are not numbers. */
function numberOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/**
 * The typed rows as a table, or what is wrong with them in the contract's words. Only the shape is
 * checked here (numbers in range); the order of the rows is the server's rule, and its error is shown.
 */
export function fromDraft(table: string, draft: readonly BandRowDraft[]): DraftResult {
  const fail = (template: string, values: Record<string, string | number> = {}): DraftResult => ({
    ok: false,
    problem: fillText(ResultTexts.invalidBandTable, { problem: fillText(template, { table, max: MAX_RAW, ...values }) }),
  });
  if (draft.length === 0) return fail(PROBLEMS.empty);
  const rows: [number, number][] = [];
  for (const [index, row] of draft.entries()) {
    const minRaw = numberOf(row.minRaw);
    if (minRaw === null || !Number.isInteger(minRaw) || minRaw > MAX_RAW) return fail(PROBLEMS.raw, { n: index + 1 });
    const band = numberOf(row.band);
    if (band === null || !BandSchema.safeParse(band).success) return fail(PROBLEMS.band, { n: index + 1 });
    rows.push([minRaw, band]);
  }
  const parsed = BandTableRowsSchema.safeParse(rows);
  return parsed.success ? { ok: true, rows: parsed.data } : fail(PROBLEMS.empty);
}
