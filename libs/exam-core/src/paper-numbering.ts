import type { QuestionGroup } from '@cdi/contracts';
import { groupQuestionNumbers } from './numbering';

/** What numbering a paper needs of a part: its question groups (a writing task has none). */
export interface NumberedPart {
  section?: string;
  questionGroups?: readonly Omit<QuestionGroup, 'authorNotes'>[];
}

/**
 * How a candidate's Listening or Reading paper is numbered: the parts in slot order, the first
 * holding questions 1..its count, each next one continuing, to 40. A part keeps its authored numbers
 * (the answers' key and the answer key's); this says which number the candidate sees for each.
 */
export interface PaperNumbering {
  /** Per part in slot order: each authored number → the number shown. */
  parts: ReadonlyMap<number, number>[];
  /** The number shown for an authored number of the section; the authored one when no part has it. */
  shown(authored: number): number;
  /** The authored number behind a shown one, or undefined when the paper shows no such number. */
  authored(shown: number): number | undefined;
}

const numbersOf = (part: NumberedPart) =>
  [...new Set((part.questionGroups ?? []).flatMap((group) => groupQuestionNumbers(group as QuestionGroup)))].sort(
    (a, b) => a - b,
  );

/**
 * Numbers a section's parts as the candidate meets them, in the order given (slot order). Within a
 * part the authored order stands; a number two parts both author keeps the first part's.
 */
export function paperNumbering(partsInSlotOrder: readonly NumberedPart[]): PaperNumbering {
  const toShown = new Map<number, number>();
  const toAuthored = new Map<number, number>();
  let next = 1;
  const parts = partsInSlotOrder.map((part) => {
    const own = new Map<number, number>();
    for (const authored of numbersOf(part)) {
      const shown = next++;
      own.set(authored, shown);
      if (!toShown.has(authored)) toShown.set(authored, shown);
      toAuthored.set(shown, authored);
    }
    return own;
  });
  return {
    parts,
    shown: (authored) => toShown.get(authored) ?? authored,
    authored: (shown) => toAuthored.get(shown),
  };
}

/** The numbering as plain data for a response: authored number (as text) → shown number. */
export function shownNumbersOf(part: ReadonlyMap<number, number>): Record<string, number> {
  return Object.fromEntries([...part].map(([authored, shown]) => [String(authored), shown]));
}

/**
 * A section's numbering as plain data, every part together: authored number (as text) → shown number.
 * A number two parts both author keeps the first part's, as `shown` does.
 */
export function sectionShownNumbers(partsInSlotOrder: readonly NumberedPart[]): Record<string, number> {
  const numbers: Record<string, number> = {};
  for (const part of paperNumbering(partsInSlotOrder).parts) {
    for (const [authored, shown] of part) numbers[String(authored)] ??= shown;
  }
  return numbers;
}

/** 'first-last' of the numbers a part shows ('1-14'), or undefined for a part without questions. */
export function shownRange(part: ReadonlyMap<number, number>): string | undefined {
  const numbers = [...part.values()];
  return numbers.length === 0 ? undefined : `${Math.min(...numbers)}-${Math.max(...numbers)}`;
}

const QUESTION_NUMBERS_IN_TEXT = /\b(Questions?)(\s+)(\d+)(?:(\s*[-\u2013]\s*)(\d+))?/g;

/**
 * An authored heading or instruction ('Questions 27-30') with its numbers as the candidate sees them
 * ('Questions 1-4'); numbers the paper does not hold stay as written.
 */
export function renumberText(text: string, shown: (authored: number) => number): string {
  return text.replace(QUESTION_NUMBERS_IN_TEXT, (_all, word: string, space: string, from: string, dash?: string, to?: string) => {
    const first = `${word}${space}${shown(Number(from))}`;
    return dash !== undefined && to !== undefined ? `${first}${dash}${shown(Number(to))}` : first;
  });
}
