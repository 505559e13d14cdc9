import type { ExamSection, RosterRow } from '@cdi/contracts';

/** A question as the candidate's paper numbers it (positions and flags arrive by authored number). */
export function shownQuestion(row: Pick<RosterRow, 'shownNumbers'>, section: ExamSection, authored: number): number {
  if (section === 'writing') return authored;
  return row.shownNumbers[section][String(authored)] ?? authored;
}
