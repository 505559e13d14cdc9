import {
  MAX_QUESTION_NUMBER,
  PARTS_PER_SECTION,
  QUESTION_RANGE_PATTERN,
  QUESTIONS_PER_LISTENING_PART_DEFAULT,
  QUESTIONS_PER_SECTION,
} from '@cdi/contracts';
import type { ContentProblem, QuestionGroup, QuestionPart } from '@cdi/contracts';
import { groupAnswerSlots, partAnswerSlots } from './answer-slots';

export interface QuestionRange {
  start: number;
  end: number;
}

/** 'a-b' with a hyphen or an en dash; undefined when malformed or backwards. */
export function parseQuestionRange(text: string | undefined): QuestionRange | undefined {
  const match = text === undefined ? null : QUESTION_RANGE_PATTERN.exec(text);
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = Number(match[2]);
  return start >= 1 && start <= end ? { start, end } : undefined;
}

/** The question numbers a group covers, in document order ("choose TWO" covers two). */
export function groupQuestionNumbers(group: QuestionGroup): number[] {
  return groupAnswerSlots(group).flatMap((slot) => slot.numbers);
}

export function partQuestionNumbers(part: QuestionPart): number[] {
  return partAnswerSlots(part).flatMap((slot) => slot.numbers);
}

export interface PartNumbering extends QuestionRange {
  count: number;
  numbers: number[];
}

/** What the spec's numbering rule needs of a part: its declared range and its groups, if any. */
export type NumberingInput = Partial<Pick<QuestionPart, 'questionRange' | 'questionGroups'>>;

/**
 * Spec 1 §5: a part's questionRange gives its start; otherwise it starts after the previous part's
 * end. Its count is its countable items, or 10 when it has none (e.g. content not loaded yet). This
 * is the authored numbering (a bank part on its own); a sitting's paper is numbered by paperNumbering.
 */
export function sectionNumbering(parts: readonly NumberingInput[]): PartNumbering[] {
  const out: PartNumbering[] = [];
  for (const part of parts) {
    const counted = (part.questionGroups ?? []).flatMap(groupQuestionNumbers).length;
    const count = counted > 0 ? counted : QUESTIONS_PER_LISTENING_PART_DEFAULT;
    const start = parseQuestionRange(part.questionRange)?.start ?? (out.at(-1)?.end ?? 0) + 1;
    const end = start + count - 1;
    out.push({ start, end, count, numbers: Array.from({ length: count }, (_, i) => start + i) });
  }
  return out;
}

/** Spec 1 §4.6: choosing listening part n moves to its first default question, (n-1)*10+1. */
export function listeningPartFirstQuestion(part: number): number {
  return (part - 1) * QUESTIONS_PER_LISTENING_PART_DEFAULT + 1;
}

const plural = (from: number, to: number) => (from === to ? `Question ${from} is` : `Questions ${from}-${to} are`);

/**
 * Every numbering problem of one part: numbers beyond 40, repeats, numbers out of order, gaps, and a
 * declared questionRange that does not match the questions. Empty when the part is sound.
 */
export function checkPartNumbering(part: QuestionPart): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const firstSeen = new Map<number, string>();
  let highest = 0;
  for (const slot of partAnswerSlots(part)) {
    for (const n of slot.numbers) {
      const seenAt = firstSeen.get(n);
      if (n > MAX_QUESTION_NUMBER) {
        problems.push({ path: slot.path, message: `Question ${n} is beyond ${MAX_QUESTION_NUMBER}` });
      } else if (seenAt !== undefined) {
        problems.push({ path: slot.path, message: `Question ${n} appears more than once (first at ${seenAt})` });
      } else if (n < highest) {
        problems.push({ path: slot.path, message: `Question ${n} comes after question ${highest}: numbers must run in order` });
      }
      if (seenAt === undefined) firstSeen.set(n, slot.path);
      highest = Math.max(highest, n);
    }
  }

  const sorted = [...firstSeen.keys()].sort((a, b) => a - b);
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && n > previous + 1) {
      problems.push({
        path: firstSeen.get(n) ?? '',
        message: `${plural(previous + 1, n - 1)} missing: numbers jump from ${previous} to ${n}`,
      });
    }
  });

  const first = sorted[0];
  const last = sorted.at(-1);
  if (part.questionRange !== undefined && first !== undefined && last !== undefined) {
    const range = parseQuestionRange(part.questionRange);
    if (!range) {
      problems.push({ path: 'questionRange', message: `questionRange "${part.questionRange}" must look like "1-10"` });
    } else if (range.start !== first || range.end !== last) {
      problems.push({
        path: 'questionRange',
        message: `questionRange says ${range.start}-${range.end} but the questions run ${first}-${last}`,
      });
    }
  }
  return problems;
}

/**
 * A whole section in slot order: each part sound, each starting where the previous one ended, the
 * first at 1, and a complete section (4 listening parts, 3 passages) ending at 40. Paths start [i].
 */
export function checkSectionNumbering(parts: readonly QuestionPart[]): ContentProblem[] {
  const problems = parts.flatMap((part, i) =>
    checkPartNumbering(part).map((p) => ({ path: p.path ? `[${i}].${p.path}` : `[${i}]`, message: p.message })),
  );
  let previousEnd = 0;
  parts.forEach((part, i) => {
    const numbers = partQuestionNumbers(part);
    const first = Math.min(...numbers);
    if (first !== previousEnd + 1) {
      problems.push({
        path: `[${i}]`,
        message: `Part ${i + 1} starts at question ${first} but should start at ${previousEnd + 1}`,
      });
    }
    previousEnd = Math.max(...numbers);
  });
  const section = parts[0]?.section;
  if (section && parts.length === PARTS_PER_SECTION[section] && previousEnd !== QUESTIONS_PER_SECTION) {
    problems.push({
      path: '',
      message: `A full ${section} section ends at question ${QUESTIONS_PER_SECTION}, this one at ${previousEnd}`,
    });
  }
  return problems;
}
