import { MarkingTexts, fillText } from '@cdi/contracts';

export type CriterionKey = 'ta' | 'cc' | 'lr' | 'gra';
/** The rubric's four criteria, in the order examiners read them. */
export const CRITERIA: readonly CriterionKey[] = ['ta', 'cc', 'lr', 'gra'];

export type CriteriaBands = Record<CriterionKey, number | null>;
export const NO_BANDS: CriteriaBands = { ta: null, cc: null, lr: null, gra: null };

/** Every band a criterion can take: 0 to 9 in half bands, highest first as examiners scan them. */
export function bandOptions(): number[] {
  return Array.from({ length: 19 }, (_, i) => 9 - i / 2);
}

/** A band as shown: at most three decimals, trailing zeros dropped (6.25, 6.125, 7). */
export function formatBand(band: number): string {
  return String(Number(band.toFixed(3)));
}

/** The task band: the mean of the four criteria, or null until all four are given. */
export function taskBand(criteria: CriteriaBands): number | null {
  const bands = CRITERIA.map((key) => criteria[key]);
  if (bands.some((band) => band === null)) return null;
  return (bands as number[]).reduce((sum, band) => sum + band, 0) / bands.length;
}

export function isUnderLength(words: number, minimum: number): boolean {
  return words < minimum;
}

/** 'Under length: 120 of at least 150 words', or null when the response is long enough. */
export function underLengthText(words: number, minimum: number): string | null {
  return isUnderLength(words, minimum) ? fillText(MarkingTexts.underLength, { count: words, min: minimum }) : null;
}
