import { isAnswered, parseLetters, type AnswerSlot } from '@cdi/exam-core';

/** One part's question numbers in order, as the bottom bar lists them. */
export interface PartQuestions {
  part: number;
  numbers: number[];
}

/** The part whose questions include this number, if any. */
export function partOfQuestion(parts: readonly PartQuestions[], question: number): number | undefined {
  return parts.find((p) => p.numbers.includes(question))?.part;
}

/** The question before or after this one across all parts, staying within bounds. */
export function stepQuestion(parts: readonly PartQuestions[], current: number, direction: 1 | -1): number {
  const all = parts.flatMap((p) => p.numbers);
  const index = all.indexOf(current);
  if (index < 0) return all[0] ?? current;
  return all[Math.min(all.length - 1, Math.max(0, index + direction))]!;
}

/**
 * The question numbers that count as answered. A 'choose TWO letters' slot stores 'A, C' under its
 * first number: each letter chosen answers one of its numbers, in order.
 */
export function answeredNumbers(slots: readonly AnswerSlot[], valueOf: (slot: number) => string): Set<number> {
  const answered = new Set<number>();
  for (const slot of slots) {
    const value = valueOf(slot.number);
    if (!isAnswered(value)) continue;
    const covered = slot.numbers.length > 1 ? parseLetters(value).length : 1;
    slot.numbers.slice(0, covered).forEach((n) => answered.add(n));
  }
  return answered;
}

/** The slot a question number is answered in (the first number of a multi-letter slot). */
export function slotOf(slots: readonly AnswerSlot[], question: number): AnswerSlot | undefined {
  return slots.find((slot) => slot.numbers.includes(question));
}

export interface ReviewSummary {
  unanswered: number[];
  flagged: number[];
}

/** What the review panel lists before a section is finished. */
export function reviewSummary(
  numbers: readonly number[],
  answered: ReadonlySet<number>,
  flagged: ReadonlySet<number>,
): ReviewSummary {
  return {
    unanswered: numbers.filter((n) => !answered.has(n)),
    flagged: numbers.filter((n) => flagged.has(n)),
  };
}
