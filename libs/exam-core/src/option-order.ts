import type { Options } from '@cdi/contracts';

const ROMAN = /^[ivxlcdm]+$/;
const ROMAN_VALUES: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100, d: 500, m: 1000 };

/** The value of a lower-case roman numeral ("iv" is 4); subtractive pairs count as such. */
function romanValue(key: string): number {
  let total = 0;
  for (let at = 0; at < key.length; at++) {
    const value = ROMAN_VALUES[key[at]!]!;
    const next = ROMAN_VALUES[key[at + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/**
 * The option keys in the order a candidate reads them: a list of headings i, ii, iii ... by its
 * numerals, letters A, B, C ... alphabetically. Stored content loses its authored key order (Postgres
 * jsonb keeps object keys shortest first, so i, v, ii, iv ...), and option keys are always letters or
 * roman numerals counting up, so this order is the authored one.
 */
export function optionKeysInOrder(options: Options): string[] {
  const keys = Object.keys(options);
  if (keys.length > 0 && keys.every((key) => ROMAN.test(key))) {
    return keys.sort((a, b) => romanValue(a) - romanValue(b));
  }
  return keys.sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
}

/** The options as [key, text] pairs in reading order (see optionKeysInOrder). */
export function optionEntries(options: Options): [string, string][] {
  return optionKeysInOrder(options).map((key) => [key, options[key]!]);
}
