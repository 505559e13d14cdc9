import type { ExamSection, ShownQuestionNumbers } from '@cdi/contracts';

/** A question as the candidate's paper numbers it (positions and flags arrive by authored number). */
export function shownQuestion(numbers: ShownQuestionNumbers, section: ExamSection, authored: number): number {
  if (section === 'writing') return authored;
  return numbers[section][String(authored)] ?? authored;
}
