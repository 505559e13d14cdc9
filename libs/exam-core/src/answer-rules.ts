import { keyAlternatives, keySyntaxProblems } from '@cdi/contracts';
import type { SlotExpects } from './answer-slots';

/**
 * The form two answers are compared in: trimmed, inner spaces collapsed, case folded, curly
 * apostrophes made straight, and punctuation around the answer dropped ("Library." = "library").
 * Punctuation inside ("o'clock", "well-known") and symbols ("£50") are kept.
 */
export function normalizeAnswer(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/gu, ' ')
    .replace(/^[\p{P}\s]+|[\p{P}\s]+$/gu, '')
    .toLocaleLowerCase('en');
}

// ---- Numbers: words and digits are the same answer ("four" = "4", "fourteenth" = "14th") ----

interface NumberWord {
  value: number;
  kind: 'unit' | 'teen' | 'tens' | 'hundred' | 'thousand';
  ordinal: boolean;
}

const NUMBER_WORDS = new Map<string, NumberWord>();
const define = (words: string, kind: NumberWord['kind'], ordinal: boolean, values: (i: number) => number) =>
  words.split(' ').forEach((word, i) => NUMBER_WORDS.set(word, { value: values(i), kind, ordinal }));
define('one two three four five six seven eight nine', 'unit', false, (i) => i + 1);
define('first second third fourth fifth sixth seventh eighth ninth', 'unit', true, (i) => i + 1);
define('ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen', 'teen', false, (i) => i + 10);
define(
  'tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth',
  'teen',
  true,
  (i) => i + 10,
);
define('twenty thirty forty fifty sixty seventy eighty ninety', 'tens', false, (i) => (i + 2) * 10);
define('twentieth thirtieth fortieth fiftieth sixtieth seventieth eightieth ninetieth', 'tens', true, (i) => (i + 2) * 10);
define('hundred', 'hundred', false, () => 100);
define('hundredth', 'hundred', true, () => 100);
define('thousand', 'thousand', false, () => 1000);
define('thousandth', 'thousand', true, () => 1000);

interface NumberMatch {
  value: number;
  ordinal: boolean;
  /** Index after the last word used. */
  end: number;
}

const wordAt = (words: readonly string[], i: number) => (i < words.length ? NUMBER_WORDS.get(words[i] ?? '') : undefined);

/** 1-99: "seven", "seventh", "fourteen", "twenty", "twenty one", "twenty-first". */
function belowHundred(words: readonly string[], i: number): NumberMatch | undefined {
  const word = wordAt(words, i);
  if (!word || word.kind === 'hundred' || word.kind === 'thousand') return undefined;
  if (word.kind === 'tens' && !word.ordinal) {
    const unit = wordAt(words, i + 1);
    if (unit?.kind === 'unit') return { value: word.value + unit.value, ordinal: unit.ordinal, end: i + 2 };
  }
  return { value: word.value, ordinal: word.ordinal, end: i + 1 };
}

/** A multiplier before "hundred" or "thousand": "a", or a cardinal number from `below`. */
function multiplier(
  words: readonly string[],
  i: number,
  kind: 'hundred' | 'thousand',
  below: (words: readonly string[], i: number) => NumberMatch | undefined,
): NumberMatch | undefined {
  if (words[i] === 'a' && wordAt(words, i + 1)?.kind === kind) return { value: 1, ordinal: false, end: i + 1 };
  const count = below(words, i);
  return count && !count.ordinal && wordAt(words, count.end)?.kind === kind ? count : undefined;
}

/** Scaled by "hundred"/"thousand", then an optional rest after an optional "and": "two hundred and fifth". */
function scaled(
  words: readonly string[],
  i: number,
  kind: 'hundred' | 'thousand',
  countBelow: (words: readonly string[], i: number) => NumberMatch | undefined,
  restBelow: (words: readonly string[], i: number) => NumberMatch | undefined,
): NumberMatch | undefined {
  const count = multiplier(words, i, kind, countBelow);
  const scale = count && wordAt(words, count.end);
  if (!count || !scale) return undefined;
  const value = count.value * scale.value;
  if (scale.ordinal) return { value, ordinal: true, end: count.end + 1 };
  const after = count.end + 1;
  const rest = (words[after] === 'and' ? belowHundred(words, after + 1) : undefined) ?? restBelow(words, after);
  return rest ? { value: value + rest.value, ordinal: rest.ordinal, end: rest.end } : { value, ordinal: false, end: after };
}

/** 1-999: "a hundred", "three hundred and twelve". */
function belowThousand(words: readonly string[], i: number): NumberMatch | undefined {
  return scaled(words, i, 'hundred', belowHundred, belowHundred) ?? belowHundred(words, i);
}

/** 0-999,999 in words, the longest number starting at word i. */
function numberAt(words: readonly string[], i: number): NumberMatch | undefined {
  if (words[i] === 'zero') return { value: 0, ordinal: false, end: i + 1 };
  return scaled(words, i, 'thousand', belowThousand, belowThousand) ?? belowThousand(words, i);
}

/** 1 → "1st", 12 → "12th", 22 → "22nd". */
export function ordinalSuffix(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
}

/** A word of an answer and what separated it from the word before: a space or a hyphen. */
interface Piece {
  text: string;
  separator: '' | ' ' | '-';
  /** The whitespace-separated token it belongs to. */
  token: number;
}

function pieces(normalized: string): Piece[] {
  if (normalized === '') return [];
  return normalized
    .split(' ')
    .flatMap((token, t) =>
      token.split('-').map((text, k): Piece => ({ text, separator: k > 0 ? '-' : t > 0 ? ' ' : '', token: t })),
    );
}

const joinPieces = (list: readonly Pick<Piece, 'text' | 'separator'>[]) => list.map((p) => p.separator + p.text).join('');

/** "1,000" and "1,000th" are written without their thousands commas. */
const GROUPED_DIGITS = /^\d{1,3}(?:,\d{3})+(?:st|nd|rd|th)?$/u;

/**
 * An answer (already normalized) with every number in words written in digits: "twenty-one" → "21",
 * "fourteenth" → "14th", "a hundred and five" → "105", "two thousand and six" → "2006",
 * "forty-year-old" → "40-year-old"; "1,000" → "1000". Numbers run from zero to 999,999; a number in
 * words is read wherever it stands ("no one" → "no 1"), and since keys and answers are read alike
 * that never makes two different answers equal unless they name the same numbers. Years said as
 * pairs ("nineteen ninety") stay two numbers ("19 90"): list "1990 / nineteen ninety" where wanted.
 */
export function numbersAsDigits(normalized: string): string {
  const list = pieces(normalized);
  const words = list.map((p) => p.text);
  const out: Pick<Piece, 'text' | 'separator'>[] = [];
  for (let i = 0; i < list.length;) {
    const piece = list[i] as Piece;
    const number = numberAt(words, i);
    if (number) {
      out.push({ text: `${number.value}${number.ordinal ? ordinalSuffix(number.value) : ''}`, separator: piece.separator });
      i = number.end;
    } else {
      out.push({ text: GROUPED_DIGITS.test(piece.text) ? piece.text.replace(/,/g, '') : piece.text, separator: piece.separator });
      i += 1;
    }
  }
  return joinPieces(out);
}

/** The form answers and keys are compared in: normalized, with numbers in digits. */
export function comparableAnswer(value: string): string {
  return numbersAsDigits(normalizeAnswer(value));
}

// ---- Word limits ----

/** A word is a token holding a letter or digit: a lone "-" or "&" is not one. */
const WORDLIKE = /[\p{L}\p{N}]/u;

/** The words of an answer: whitespace-separated, so "well-known" and "twenty-one" are one word each. */
function answerTokens(answer: string): string[] {
  const normalized = normalizeAnswer(answer);
  return normalized === '' ? [] : normalized.split(' ').filter((token) => WORDLIKE.test(token));
}

/** Words in an answer as the limit counts them: hyphenated words ("well-known", "twenty-one") are one. */
export function countAnswerWords(answer: string): number {
  return answerTokens(answer).length;
}

/** A number written in digits: "27", "7.30", "04/08", "1,500", "£50", "14th". */
const DIGIT_NUMBER = /^\p{Sc}?\d+(?:[.,:/]\d+)*(?:st|nd|rd|th)?$/u;

/** The most words one number takes in the answer: 1 for "27", 2 for "twenty one", 0 without a number. */
function longestNumber(tokens: readonly string[]): number {
  const bare = tokens.map((token) => token.replace(/^\p{P}+|\p{P}+$/gu, ''));
  const list = pieces(bare.join(' '));
  const words = list.map((p) => p.text);
  let longest = bare.some((token) => DIGIT_NUMBER.test(token)) ? 1 : 0;
  list.forEach((piece, i) => {
    const number = numberAt(words, i);
    const last = number && list[number.end - 1];
    const wholeTokens = piece.separator !== '-' && list[number?.end ?? 0]?.separator !== '-';
    if (number && last && wholeTokens) longest = Math.max(longest, last.token - piece.token + 1);
  });
  return longest;
}

/**
 * Is a typed answer within its slot's limit? At most maxWords words; with "AND/OR A NUMBER" one number
 * (in digits, or in words however many they take: "twenty one") comes on top. Any further number counts
 * as words. Slots that take an option, letters or a judgement have no word limit.
 */
export function withinAnswerLimit(answer: string, expects: SlotExpects): boolean {
  if (expects.kind !== 'text') return true;
  const tokens = answerTokens(answer);
  if (tokens.length <= expects.maxWords) return true;
  return expects.allowsNumber === true && tokens.length - longestNumber(tokens) <= expects.maxWords;
}

// ---- Key syntax: "4(th) Aug(ust) / 04/08" ----

/** Index of the ")" closing the "(" at `open`, or -1. */
function closingParenthesis(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    if (text[i] === ')' && --depth === 0) return i;
  }
  return -1;
}

/** Every reading of optional parts, the first one varying fastest: "4(th) Aug(ust)" → 4 Aug, 4th Aug, 4 August, 4th August. */
function expandOptional(text: string): string[] {
  const open = text.indexOf('(');
  const close = open < 0 ? -1 : closingParenthesis(text, open);
  if (close < 0) return [text];
  const prefix = text.slice(0, open);
  const choices = ['', ...expandOptional(text.slice(open + 1, close))];
  return expandOptional(text.slice(close + 1)).flatMap((rest) => choices.map((choice) => prefix + choice + rest));
}

/**
 * Every answer one accept string stands for, in order and without repeats. Alternatives are separated
 * by " / " (a slash with whitespace both sides; "04/08" and "km/h" are literal); text in parentheses is
 * optional, and several optional parts combine: "4(th) Aug(ust) / 04/08" → "4 Aug", "4th Aug",
 * "4 August", "4th August", "04/08". An alternative with malformed parentheses (refused at upload) is
 * taken literally.
 */
export function expandKey(key: string): string[] {
  const expansions = keyAlternatives(key).flatMap((alternative) => {
    if (alternative === '') return [];
    const wellFormed = keySyntaxProblems(alternative).length === 0;
    return (wellFormed ? expandOptional(alternative) : [alternative]).map((text) => text.replace(/\s+/gu, ' ').trim());
  });
  return [...new Set(expansions.filter((text) => text !== ''))];
}

/**
 * Does a typed answer match one accept string? Exactly, once case, spacing, punctuation around the
 * answer and the way numbers are written are set aside; spelling must be exact, so British and
 * American spellings match only when the key lists both ("colour / color").
 */
export function matchesKey(answer: string, key: string): boolean {
  const given = comparableAnswer(answer);
  return given !== '' && expandKey(key).some((expansion) => comparableAnswer(expansion) === given);
}

/**
 * Does an answer name a choice (an option key, or TRUE / FALSE / NOT GIVEN / YES / NO)? Exactly, case
 * aside: "T", "F" and "NG" are not the choices they abbreviate, as in the paper test.
 */
export function matchesChoice(answer: string, choice: string): boolean {
  const given = normalizeAnswer(answer);
  return given !== '' && given === normalizeAnswer(choice);
}
