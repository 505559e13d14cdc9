import { SECTION_ORDER, WRITING_TASK_KEYS, type ExamSection, type RosterRow, type ShownQuestionNumbers } from '@cdi/contracts';
import { shownQuestion } from './shown-question';

export interface RosterSummaryText {
  /** Short, for the eye: 'T1 152 · T2 0'. */
  short: string;
  /** The same for screen readers: 'Task 1 152 words, Task 2 0 words'. */
  long: string;
}

const taskNumber = (task: string) => task.replace('task', '');

/** The words typed per writing task; null before the candidate has anything to write. */
export function writingWordsText(row: Pick<RosterRow, 'writingWords' | 'sections'>): RosterSummaryText | null {
  const writing = row.sections.find((state) => state.section === 'writing');
  const typed = WRITING_TASK_KEYS.some((task) => row.writingWords[task] > 0);
  if (!typed && !writing?.startedAt) return null;
  return {
    short: WRITING_TASK_KEYS.map((task) => `T${taskNumber(task)} ${row.writingWords[task]}`).join(' · '),
    long: WRITING_TASK_KEYS.map((task) => `Task ${taskNumber(task)} ${row.writingWords[task]} words`).join(', '),
  };
}

const INITIALS: Record<ExamSection, string> = { listening: 'L', reading: 'R', writing: 'W' };
const NAMES: Record<ExamSection, string> = { listening: 'Listening', reading: 'Reading', writing: 'Writing' };

/** What the candidate flagged for review, numbered as their paper: '3 · L 4, 12 · Task 2'; null when nothing is. */
export function flagsText(
  row: Pick<RosterRow, 'live'>,
  numbers: ShownQuestionNumbers,
): (RosterSummaryText & { count: number }) | null {
  const flagged = SECTION_ORDER.filter((section) => row.live.flagged[section].length > 0);
  const count = flagged.reduce((sum, section) => sum + row.live.flagged[section].length, 0);
  if (count === 0) return null;
  // Writing flags are tasks, named as such; questions are numbered within their section.
  const numbersOf = (section: ExamSection) => row.live.flagged[section].map((n) => shownQuestion(numbers, section, n));
  const shortOf = (section: ExamSection) => {
    const numbers = numbersOf(section);
    return section === 'writing' ? numbers.map((n) => `Task ${n}`).join(', ') : `${INITIALS[section]} ${numbers.join(', ')}`;
  };
  const longOf = (section: ExamSection) => {
    const numbers = numbersOf(section);
    return section === 'writing'
      ? numbers.map((n) => `Writing task ${n}`).join(', ')
      : `${NAMES[section]} question${numbers.length === 1 ? '' : 's'} ${numbers.join(', ')}`;
  };
  return {
    count,
    short: [String(count), ...flagged.map(shortOf)].join(' · '),
    long: `${count} flagged for review: ${flagged.map(longOf).join('; ')}`,
  };
}
