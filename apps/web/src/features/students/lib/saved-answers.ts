import type { TestResult } from '@cdi/contracts';

export interface SavedAnswerRow {
  /** The authored key the answer is saved under. */
  key: string;
  /** The number the candidate's paper showed ('task1' and the like as they are). */
  question: string;
  answer: string;
}

/**
 * A section's saved answers as the candidate's paper numbered them, in that order: a passage authored
 * as questions 27-40 but sat first shows as 1-14. A key the numbering does not hold stays as saved.
 */
export function savedAnswerRows({ answers, shown_numbers }: Pick<TestResult, 'answers' | 'shown_numbers'>): SavedAnswerRow[] {
  return Object.entries(answers)
    .map(([key, answer]) => ({ key, question: String(shown_numbers[key] ?? key), answer }))
    .sort((a, b) => a.question.localeCompare(b.question, 'en', { numeric: true }));
}
