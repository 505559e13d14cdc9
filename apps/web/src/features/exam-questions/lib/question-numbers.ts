import { Texts } from '@cdi/contracts';
import {
  groupQuestionNumbers,
  renumberText,
  splitBlanks,
  withInputBlank,
  type CandidateQuestionGroup,
  type TextSegment,
} from '@cdi/exam-core';

/** The question numbers a group covers, in document order ("choose TWO" covers two). */
export function questionNumbersOf(group: CandidateQuestionGroup): number[] {
  return groupQuestionNumbers(group);
}

/** 'Question 9', 'Questions 1–7' (en dash), or '' for none; numbers need not be sorted. */
export function questionRangeLabel(numbers: readonly number[]): string {
  if (numbers.length === 0) return '';
  const first = Math.min(...numbers);
  const last = Math.max(...numbers);
  return first === last ? `Question ${first}` : `Questions ${first}\u2013${last}`;
}

/** The group's heading: its authored title, else the range of its numbers; numbered as `shown` says. */
export function groupHeading(group: CandidateQuestionGroup, shown: (authored: number) => number = (n) => n): string {
  return group.title !== undefined ? renumberText(group.title, shown) : questionRangeLabel(questionNumbersOf(group).map(shown));
}

/** 'Flag question 9 for review'; a choose-TWO question flags both its numbers. */
export function flagLabel(numbers: readonly number[]): string {
  return `Flag ${questionRangeLabel(numbers).replace(/^Q/, 'q')} for review`;
}

/**
 * A table cell or flow-chart step that holds one input: the input goes at its blank, or after its
 * text when it has none, or stands alone when there is no text.
 */
export function singleInputSegments(content: string | undefined): TextSegment[] {
  return splitBlanks(withInputBlank(content));
}

/** 'Question 3, answered, flagged for review': what a numbered button says about its question. */
export function questionStateLabel(name: string, answered: boolean, flagged: boolean): string {
  const states = [answered ? Texts.answeredState : Texts.unansweredState, flagged && Texts.flaggedState].filter(Boolean);
  return `${name}, ${states.join(', ')}`;
}
