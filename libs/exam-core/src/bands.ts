/**
 * Raw score (0-40) to IELTS band, using the standard guide tables IELTS publishes (the exact
 * cut-offs vary slightly between test versions; these are the usual ones). Rows are [lowest raw, band]:
 *
 *   band   listening   academic reading   general training reading
 *   9.0    39-40       39-40              40
 *   8.5    37-38       37-38              39
 *   8.0    35-36       35-36              37-38
 *   7.5    32-34       33-34              36
 *   7.0    30-31       30-32              34-35
 *   6.5    26-29       27-29              32-33
 *   6.0    23-25       23-26              30-31
 *   5.5    18-22       19-22              27-29
 *   5.0    16-17       15-18              23-26
 *   4.5    13-15       13-14              19-22
 *   4.0    10-12       10-12              15-18
 *   3.5    8-9         8-9                12-14
 *   3.0    6-7         6-7                9-11
 *   2.5    4-5         4-5                6-8
 *
 * The published tables stop at 2.5; below it we use 2 up to the 2.5 row → 2.0, 1 → 1.0, 0 → 0 (band 0:
 * nothing to assess).
 */

/**
 * Raw score to band as plain data: [lowest raw, band] rows, highest first, ending at raw 0. A test may
 * carry its own (validateBandTable says what is wrong with an adjusted one).
 */
export type BandTable = readonly (readonly [minRaw: number, band: number])[];

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

export const GENERAL_TRAINING_READING_BANDS: BandTable = [
  [40, 9],
  [39, 8.5],
  [37, 8],
  [36, 7.5],
  [34, 7],
  [32, 6.5],
  [30, 6],
  [27, 5.5],
  [23, 5],
  [19, 4.5],
  [15, 4],
  [12, 3.5],
  [9, 3],
  [6, 2.5],
  ...LOW_SCORES,
];

/** The tables count raw scores out of 40. */
const TABLE_MAX = 40;

/**
 * A raw score's band. A section marked out of `max` other than 40 (a short test) is first scaled to
 * /40 in whole numbers, halves rounded up: round(raw × 40 / max), so 20/30 → 26.67 → 27 and 15/16 → 37.5
 * → 38. Throws RangeError for a raw score that is not a whole number from 0 to max.
 */
export function rawToBand(table: BandTable, raw: number, max = TABLE_MAX): number {
  if (!Number.isSafeInteger(max) || max < 1) throw new RangeError(`A section's maximum is a whole number from 1, not ${max}`);
  if (!Number.isSafeInteger(raw) || raw < 0 || raw > max)
    throw new RangeError(`A raw score is a whole number from 0 to ${max}, not ${raw}`);
  const scaled = max === TABLE_MAX ? raw : Math.floor((2 * raw * TABLE_MAX + max) / (2 * max));
  return table.find(([min]) => scaled >= min)?.[1] ?? 0;
}

export const listeningBand = (raw: number, max?: number): number => rawToBand(LISTENING_BANDS, raw, max);
export const academicReadingBand = (raw: number, max?: number): number => rawToBand(ACADEMIC_READING_BANDS, raw, max);
export const generalTrainingReadingBand = (raw: number, max?: number): number =>
  rawToBand(GENERAL_TRAINING_READING_BANDS, raw, max);

/**
 * What is wrong with a band table, so a centre can adjust one safely: rows of [whole raw 0-40, band],
 * raw strictly falling, bands from 0 to 9 in halves never rising as raw falls, the last row at raw 0
 * (so every score has a band). An empty list means the table is sound.
 */
export function validateBandTable(rows: readonly (readonly number[])[]): string[] {
  if (rows.length === 0) return ['A band table needs at least one row'];
  const problems: string[] = [];
  rows.forEach((row, i) => {
    const [minRaw, band] = row;
    if (row.length !== 2 || minRaw === undefined || band === undefined) {
      problems.push(`Row ${i + 1} is not [lowest raw score, band]`);
      return;
    }
    if (!Number.isInteger(minRaw) || minRaw < 0 || minRaw > TABLE_MAX)
      problems.push(`Row ${i + 1}: the lowest raw score ${minRaw} is not a whole number from 0 to ${TABLE_MAX}`);
    if (!isValidCriterionBand(band)) problems.push(`Row ${i + 1}: band ${band} is not from 0 to 9 in halves`);
    const previous = rows[i - 1];
    if (previous?.[0] !== undefined && minRaw >= previous[0])
      problems.push(`Row ${i + 1}: raw ${minRaw} must be below the row above's ${previous[0]}`);
    if (previous?.[1] !== undefined && band > previous[1])
      problems.push(`Row ${i + 1}: band ${band} is above the row above's ${previous[1]}, for fewer marks`);
  });
  if (rows.at(-1)?.[0] !== 0) problems.push('The last row must start at raw score 0, so every score has a band');
  return problems;
}

// ---- Band arithmetic, in whole numbers so nothing drifts ----

/** A band a marker may give, and a band in a table: 0 to 9 in halves. */
export function isValidCriterionBand(band: number): boolean {
  return Number.isInteger(band * 2) && band >= 0 && band <= 9;
}

/**
 * numerator / denominator to the nearest half band, a quarter rounding up: 6.25 → 6.5, 6.75 → 7,
 * 6.125 → 6, 3.875 → 4, 6.7 → 6.5. Whole-number arithmetic: halves = floor((4n + d) / 2d).
 */
export function roundToHalfBand(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || numerator < 0)
    throw new RangeError(`The numerator is a whole number from 0, not ${numerator}`);
  if (!Number.isSafeInteger(denominator) || denominator < 1)
    throw new RangeError(`The denominator is a whole number from 1, not ${denominator}`);
  return Math.floor((4 * numerator + denominator) / (2 * denominator)) / 2;
}

/** A band as a whole number of 1/per units, refusing one that is not (so no float creeps in). */
function inUnits(band: number, per: number, what: string): number {
  const units = band * per;
  if (!Number.isInteger(units) || band < 0 || band > 9)
    throw new RangeError(`${what} ${band} is not a band from 0 to 9 in steps of 1/${per}`);
  return units;
}

/** The overall band: the mean of the skill bands (each 0-9 in halves), rounded as roundToHalfBand. */
export function overallBand(bands: readonly number[]): number {
  if (bands.length === 0) throw new RangeError('The overall band needs at least one skill band');
  const halves = bands.reduce((sum, band) => sum + inUnits(band, 2, 'A skill band'), 0);
  return roundToHalfBand(halves, 2 * bands.length);
}

/**
 * IELTS's overall band of the four skills: the mean of Listening, Reading, Writing and Speaking to the
 * nearest half band, a quarter rounding up to the next half band and three quarters to the next whole
 * band (6.25 → 6.5, 6.75 → 7, 6.125 → 6, 6.375 → 6.5, 6.625 → 6.5, 6.875 → 7). Each band is 0-9 in
 * halves, so the mean is a whole number of eighths and overallBand rounds it in whole numbers: no float
 * can tip a boundary.
 */
export function fourSkillOverallBand(bands: { listening: number; reading: number; writing: number; speaking: number }): number {
  return overallBand([bands.listening, bands.reading, bands.writing, bands.speaking]);
}

/** A writing marker's four criteria: task achievement/response, coherence and cohesion, lexical resource, grammar. */
export interface WritingCriteria {
  ta: number;
  cc: number;
  lr: number;
  gra: number;
}

const CRITERIA = ['ta', 'cc', 'lr', 'gra'] as const satisfies readonly (keyof WritingCriteria)[];

/**
 * A writing task's band: the exact mean of its four criteria, not rounded (a multiple of 1/8 for half
 * bands; of 1/16 for agreed criteria in quarters).
 */
export function writingTaskBand(criteria: WritingCriteria): number {
  const quarters = CRITERIA.reduce((sum, c) => sum + inUnits(criteria[c], 4, `Criterion ${c}`), 0);
  return quarters / 16;
}

/**
 * A writing task's band as it is reported (the candidate's feedback, a one-task Writing band): the exact
 * mean of its criteria to the nearest half band, as roundToHalfBand (5.625 → 5.5, 6.25 → 6.5, 6.1875 → 6).
 * The Writing band is worked out from the exact means (writingBand), so nothing is rounded twice.
 */
export function roundedTaskBand(band: number): number {
  return roundToHalfBand(inUnits(band, 16, 'A task band'), 16);
}

/**
 * The writing band: task 2 counts double, (T1 + 2 × T2) / 3, rounded as roundToHalfBand. Task bands are
 * exact sixteenths (writingTaskBand), so this works in 1/48ths.
 */
export function writingBand(task1: number, task2: number): number {
  return roundToHalfBand(inUnits(task1, 16, 'Task 1 band') + 2 * inUnits(task2, 16, 'Task 2 band'), 48);
}

/** The largest difference between two markers on any one criterion. */
export function criterionGap(a: WritingCriteria, b: WritingCriteria): number {
  return Math.max(...CRITERIA.map((c) => Math.abs(inUnits(a[c], 4, `Criterion ${c}`) - inUnits(b[c], 4, `Criterion ${c}`)) / 4));
}

/** Second marking: a senior examiner decides when the two differ by more than `tolerance` bands on any criterion. */
export function needsThirdMarker(a: WritingCriteria, b: WritingCriteria, tolerance = 1): boolean {
  return criterionGap(a, b) > tolerance;
}

/** Of the first two marks, the index of the one nearer the senior's (the smaller total gap; the first on a tie). */
export function nearerMark(senior: WritingCriteria, first: WritingCriteria, second: WritingCriteria): 0 | 1 {
  const distance = (mark: WritingCriteria) => CRITERIA.reduce((sum, c) => sum + Math.abs(mark[c] - senior[c]), 0);
  return distance(second) < distance(first) ? 1 : 0;
}

/** Two markers' agreed criteria: the mean of each (quarter bands allowed, e.g. 6 and 6.5 → 6.25). */
export function agreedCriteria(a: WritingCriteria, b: WritingCriteria): WritingCriteria {
  const mean = (c: (typeof CRITERIA)[number]) => (inUnits(a[c], 4, `Criterion ${c}`) + inUnits(b[c], 4, `Criterion ${c}`)) / 8;
  return { ta: mean('ta'), cc: mean('cc'), lr: mean('lr'), gra: mean('gra') };
}
