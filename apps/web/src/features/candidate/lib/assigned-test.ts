import { SECTION_ORDER, Texts, type AssignedTest, type ExamSection } from '@cdi/contracts';

type SlotColumn = Extract<keyof AssignedTest, `${string}_id`>;

const SECTION_SLOTS: Record<ExamSection, SlotColumn[]> = {
  listening: ['listening_part_1_id', 'listening_part_2_id', 'listening_part_3_id', 'listening_part_4_id'],
  reading: ['reading_passage_1_id', 'reading_passage_2_id', 'reading_passage_3_id'],
  writing: ['writing_part_1_id', 'writing_part_2_id'],
};

/** The sections a test has, in sitting order: those with at least one part id set. */
export function testSections(test: AssignedTest): ExamSection[] {
  return SECTION_ORDER.filter((section) => SECTION_SLOTS[section].some((column) => test[column]));
}

/** Spec 2 §4: overdue when the due date has passed and the test is not completed. */
export function isOverdue(test: Pick<AssignedTest, 'due_at' | 'status'>, now: number): boolean {
  if (!test.due_at || test.status === 'completed') return false;
  const due = Date.parse(test.due_at);
  return !Number.isNaN(due) && due < now;
}

/** What the card offers: start, continue, or nothing (completed tests cannot be started again). */
export function testAction(status: AssignedTest['status']): string | null {
  if (status === 'completed') return null;
  return status === 'in_progress' ? Texts.continueTest : Texts.startTest;
}

export const STATUS_LABELS: Record<AssignedTest['status'], string> = {
  assigned: 'Assigned',
  in_progress: 'In Progress',
  completed: 'Completed',
};
