import {
  AssignmentTexts,
  fillText,
  SECTION_ORDER,
  Texts,
  timeZoneLabel,
  WRITING_QUESTION_TYPE_LABELS,
  type AssignedTestDetailResponse,
  type ExamSection,
} from '@cdi/contracts';
import { dateTime } from '../../../../shared/format/date';

export type TestPart = AssignedTestDetailResponse['examParts'][number];

export interface SectionSummary {
  section: ExamSection;
  partCount: number;
}

/** The sections that have parts, in sitting order, each with how many. */
export function sectionsWithParts(parts: readonly TestPart[]): SectionSummary[] {
  return SECTION_ORDER.flatMap((section) => {
    const partCount = parts.filter((part) => part.section === section).length;
    return partCount > 0 ? [{ section, partCount }] : [];
  });
}

/** A section's parts by part number. */
export function partsOfSection(parts: readonly TestPart[], section: ExamSection): TestPart[] {
  return parts.filter((part) => part.section === section).sort((a, b) => a.part - b.part);
}

/**
 * The test's window as the overview shows it, on the centre's clock: its due date, opening and closing
 * times, each when set, or 'No due date' when it has none.
 */
export function windowLabels(test: AssignedTestDetailResponse['test']): string[] {
  const at = (iso: string) =>
    fillText(Texts.timeInZone, { time: dateTime(iso, test.time_zone), zone: timeZoneLabel(test.time_zone) });
  const labels = [
    test.due_at && fillText(Texts.dueOn, { date: at(test.due_at) }),
    test.opens_at && fillText(AssignmentTexts.opensOn, { date: at(test.opens_at) }),
    test.closes_at && fillText(AssignmentTexts.closesOn, { date: at(test.closes_at) }),
  ].filter((label): label is string => Boolean(label));
  return labels.length > 0 ? labels : [Texts.noDueDate];
}

export function partCountLabel(count: number): string {
  return count === 1 ? Texts.onePart : fillText(Texts.manyParts, { n: count });
}

/** 'form_completion' → 'Form completion'. */
function questionTypeName(type: string): string {
  const words = type.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A writing task type's label ('Multiple Line Graph'), or the value as it is when unknown. */
function writingTaskName(type: string | null): string {
  if (!type) return Texts.writingTask;
  return Object.hasOwn(WRITING_QUESTION_TYPE_LABELS, type) ? WRITING_QUESTION_TYPE_LABELS[type]! : type;
}

/**
 * The overview's line about what a part holds, from its outline (never its content or answers):
 * 'Questions 1-10 (10 questions): Form completion, Multiple choice.' or
 * 'Multiple Line Graph: write at least 150 words.'
 */
export function partSummary(part: TestPart): string {
  if (part.section === 'writing') {
    const task = writingTaskName(part.task_type);
    if (part.word_count_minimum === null) return part.task_type ? `${task}.` : Texts.partContentNotReady;
    return fillText(Texts.writingTaskOutline, { task, n: part.word_count_minimum });
  }
  if (part.question_count === 0) return Texts.partContentNotReady;
  const count = part.question_count === 1 ? Texts.oneQuestion : fillText(Texts.manyQuestions, { n: part.question_count });
  const questions = part.question_range ? fillText(Texts.questionsInRange, { range: part.question_range, count }) : count;
  if (part.question_types.length === 0) return `${questions}.`;
  return fillText(Texts.questionsOfTypes, { questions, types: part.question_types.map(questionTypeName).join(', ') });
}

/** A listening part's line saying whether it has a recording ('Audio: yes'). */
export function audioLabel(part: TestPart): string {
  return fillText(Texts.partAudio, { answer: part.has_audio ? Texts.yes : Texts.no });
}

/**
 * 'Submit Test' confirms a test the candidate has finished; an unfinished one is submitted by
 * finishing its sections, so the candidate is offered to continue it instead.
 */
export function submitOutcome(attemptStatus: string): 'submitted' | 'continue' {
  return attemptStatus === 'completed' ? 'submitted' : 'continue';
}
