import type { MarkedQuestion, PracticeMarkResult, Solution } from '@cdi/contracts';
import { acceptedAnswers, markSection, marksAvailable } from '@cdi/exam-core';

/**
 * Marks a practice test's answers against its solutions, slot by slot in question order. A slot is
 * correct when it earns every mark it offers (both letters of a choose-two).
 */
export function markPracticeAnswers(
  answers: Readonly<Record<string, string>>,
  solutions: readonly Pick<Solution, 'answers'>[],
  passingScore: number,
): Omit<PracticeMarkResult, 'test_id'> {
  const { raw, max, byQuestion } = markSection(answers, solutions);
  const questions: MarkedQuestion[] = solutions
    .flatMap((solution) => Object.entries(solution.answers))
    .map(([question, entry]) => {
      const first = Number(question);
      const available = marksAvailable(entry);
      const marks = byQuestion[question] ?? 0;
      return {
        question,
        numbers: Array.from({ length: available }, (_, i) => first + i),
        answer: answers[question] ?? '',
        correct: marks === available,
        marks,
        max_marks: available,
        correct_answers: acceptedAnswers(entry),
      };
    })
    .sort((a, b) => Number(a.question) - Number(b.question));
  return { score: raw, total: max, passing_score: passingScore, passed: raw >= passingScore, questions };
}
