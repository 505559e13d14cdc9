import {
  ExamPartSchema,
  fillText,
  SECTION_ORDER,
  Texts,
  type AttemptSnapshot,
  type ExamSection,
  type SectionState,
  type SectionStatus,
  type WritingTask,
} from '@cdi/contracts';
import { maximumWordsHint, partAnswerSlots, type AnswerSlot, type SlotExpects } from '@cdi/exam-core';

export function sectionName(section: ExamSection): string {
  return section.charAt(0).toUpperCase() + section.slice(1);
}

export const SECTION_STATUS_LABELS: Record<SectionStatus, string> = {
  locked: 'Locked',
  available: 'Available',
  open: 'In progress',
  completed: 'Completed',
};

/** The attempt's sections in sitting order, as the snapshot has them. */
export function orderedSections(snapshot: AttemptSnapshot): SectionState[] {
  return SECTION_ORDER.flatMap((section) => snapshot.sections.filter((state) => state.section === section));
}

/** The section being sat now, if any. */
export function openSection(snapshot: AttemptSnapshot): SectionState | undefined {
  return orderedSections(snapshot).find((state) => state.status === 'open');
}

/** The section the candidate may start next: the current one when available, else the first available. */
export function startableSection(snapshot: AttemptSnapshot): SectionState | undefined {
  const sections = orderedSections(snapshot);
  const current = sections.find((state) => state.section === snapshot.currentSection);
  if (current?.status === 'available') return current;
  return sections.find((state) => state.status === 'available');
}

/** 'Question 12', or 'Questions 21–22' for a slot that answers several at once. */
export function slotLabel(slot: Pick<AnswerSlot, 'number' | 'numbers'>): string {
  const first = slot.numbers[0] ?? slot.number;
  const last = slot.numbers[slot.numbers.length - 1] ?? slot.number;
  return first === last ? fillText(Texts.questionLabel, { n: first }) : fillText(Texts.questionsLabel, { first, last });
}

/** 'A–F' for a run of single letters, else the keys listed. */
export function formatKeys(keys: readonly string[]): string {
  const letters = keys.every((key) => /^[A-Z]$/.test(key));
  const consecutive = keys.every((key, i) => i === 0 || key.charCodeAt(0) === keys[i - 1]!.charCodeAt(0) + 1);
  if (letters && consecutive && keys.length > 2) return `${keys[0]}–${keys[keys.length - 1]}`;
  return keys.join(', ');
}

/** 'TRUE, FALSE or NOT GIVEN'. */
export function formatChoices(choices: readonly string[]): string {
  if (choices.length < 2) return choices.join('');
  return `${choices.slice(0, -1).join(', ')} or ${choices[choices.length - 1]}`;
}

/** What the candidate should type into a slot's box. */
export function slotHint(expects: SlotExpects): string {
  switch (expects.kind) {
    case 'text':
      return maximumWordsHint(expects.maxWords);
    case 'option':
      return fillText(Texts.answerHintLetter, { keys: formatKeys(expects.keys) });
    case 'letters':
      return fillText(Texts.answerHintLetters, { count: expects.count, keys: formatKeys(expects.keys) });
    case 'judgement':
      return formatChoices(expects.choices);
  }
}

/** 'Question 12' or 'Task 1', from an answer's key. */
export function questionKeyLabel(key: string): string {
  const task = /^task(\d)$/.exec(key);
  return task ? fillText(Texts.writingTaskLabel, { n: task[1]! }) : fillText(Texts.questionLabel, { n: key });
}

/** The answer key of a writing task. */
export function writingTaskKey(task: Pick<WritingTask, 'part'>): string {
  return `task${task.part}`;
}

export function writingTaskLabel(task: Pick<WritingTask, 'part'>): string {
  return fillText(Texts.writingTaskLabel, { n: task.part });
}

export type PartAnswers =
  { kind: 'questions'; slots: AnswerSlot[] } | { kind: 'writing'; task: WritingTask } | { kind: 'unreadable' };

/** What a part asks the candidate to answer, from its content as the section-content call returns it. */
export function partAnswers(content: unknown): PartAnswers {
  const parsed = ExamPartSchema.safeParse(content);
  if (!parsed.success) return { kind: 'unreadable' };
  if (parsed.data.section === 'writing') return { kind: 'writing', task: parsed.data };
  return { kind: 'questions', slots: partAnswerSlots(parsed.data) };
}
