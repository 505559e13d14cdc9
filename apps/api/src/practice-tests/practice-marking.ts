import type { PracticeMarkResult, QuestionPart, Solution } from '@cdi/contracts';
import { markByKey } from '@cdi/exam-core';

/**
 * Marks a practice test's answers against its parts' keys, slot by slot in question order, by the
 * same answer rules as a sitting. A slot is correct when it earns every mark it offers (both letters
 * of a choose-two).
 */
export function markPracticeAnswers(
  answers: Readonly<Record<string, string>>,
  parts: readonly { part: QuestionPart; solution: Solution }[],
  passingScore: number,
): Omit<PracticeMarkResult, 'test_id'> {
  const { raw, max, questions } = markByKey(parts, answers);
  return { score: raw, total: max, passing_score: passingScore, passed: raw >= passingScore, questions };
}
