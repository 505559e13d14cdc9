/**
 * Raw score (0-40) to IELTS band, using the standard guide tables IELTS publishes (the exact
 * cut-offs vary slightly between test versions; these are the usual ones). Rows are [lowest raw, band]:
 *
 *   band   listening   academic reading
 *   9.0    39-40       39-40
 *   8.5    37-38       37-38
 *   8.0    35-36       35-36
 *   7.5    32-34       33-34
 *   7.0    30-31       30-32
 *   6.5    26-29       27-29
 *   6.0    23-25       23-26
 *   5.5    18-22       19-22
 *   5.0    16-17       15-18
 *   4.5    13-15       13-14
 *   4.0    10-12       10-12
 *   3.5    8-9         8-9
 *   3.0    6-7         6-7
 *   2.5    4-5         4-5
 *
 * The published tables stop at 4; below it we use 2-3 → 2.0, 1 → 1.0, 0 → 0 (band 0: nothing to assess).
 */
type BandTable = readonly (readonly [minRaw: number, band: number])[];

const LOW_SCORES: BandTable = [
  [2, 2],
  [1, 1],
  [0, 0],
];

export const LISTENING_BANDS: BandTable = [
  [39, 9],
  [37, 8.5],
  [35, 8],
  [32, 7.5],
  [30, 7],
  [26, 6.5],
  [23, 6],
  [18, 5.5],
  [16, 5],
  [13, 4.5],
  [10, 4],
  [8, 3.5],
  [6, 3],
  [4, 2.5],
  ...LOW_SCORES,
];

export const ACADEMIC_READING_BANDS: BandTable = [
  [39, 9],
  [37, 8.5],
  [35, 8],
  [33, 7.5],
  [30, 7],
  [27, 6.5],
  [23, 6],
  [19, 5.5],
  [15, 5],
  [13, 4.5],
  [10, 4],
  [8, 3.5],
  [6, 3],
  [4, 2.5],
  ...LOW_SCORES,
];

function toBand(table: BandTable, raw: number): number {
  if (!Number.isInteger(raw) || raw < 0 || raw > 40)
    throw new RangeError(`A raw score is a whole number from 0 to 40, not ${raw}`);
  return table.find(([min]) => raw >= min)?.[1] ?? 0;
}

export const listeningBand = (raw: number): number => toBand(LISTENING_BANDS, raw);
export const academicReadingBand = (raw: number): number => toBand(ACADEMIC_READING_BANDS, raw);
