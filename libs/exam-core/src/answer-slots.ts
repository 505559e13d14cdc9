import { JUDGEMENT_CHOICES, MULTI_SELECT_DEFAULT_MAX, formatContentPath } from '@cdi/contracts';
import type { ExamPart, MultipleChoiceQuestion, Options, QuestionGroup } from '@cdi/contracts';
import { countBlanks } from './blanks';
import { instructionsAllowNumber } from './instruction-limits';
import { byFamily } from './question-family';

/** What a slot's answer looks like: it drives input limits, solution checks and marking. */
export type SlotExpects =
  /** allowsNumber: the instructions say "AND/OR A NUMBER", so one number may come on top of maxWords words. */
  | { kind: 'text'; maxWords: number; allowsNumber?: boolean }
  | { kind: 'option'; keys: string[] }
  | { kind: 'letters'; keys: string[]; count: number }
  | { kind: 'judgement'; choices: readonly string[] };

/**
 * One place a candidate answers. `number` is its key in the answers map; `numbers` the question
 * numbers it covers (several for "choose TWO letters", whose answer is stored once as 'A, C').
 */
export interface AnswerSlot {
  number: number;
  numbers: number[];
  /** Where the number is authored, for problem reports. */
  path: string;
  expects: SlotExpects;
}

/** How many letters a multiple-choice question takes: 1, or maxSelections (default 2) with allowMultiple. */
export function selectionLimit(question: Pick<MultipleChoiceQuestion, 'allowMultiple' | 'maxSelections'>): number {
  return question.allowMultiple ? (question.maxSelections ?? MULTI_SELECT_DEFAULT_MAX) : 1;
}

const single = (number: number, path: PropertyKey[], expects: SlotExpects): AnswerSlot => ({
  number,
  numbers: [number],
  path: formatContentPath(path),
  expects,
});

/** A typed answer's limit: the group's maxWords, and a number on top when its instructions allow one. */
const textExpects = (group: { maxWords: number; instructions: string }): SlotExpects => ({
  kind: 'text',
  maxWords: group.maxWords,
  allowsNumber: instructionsAllowNumber(group.instructions),
});

/** A word box turns typed blanks into option keys. */
const blankExpects = (group: { options?: Options; maxWords: number; instructions: string }): SlotExpects =>
  group.options ? { kind: 'option', keys: Object.keys(group.options) } : textExpects(group);

/** Blanks in several texts, numbered in reading order from firstNumber. */
function textBlankSlots(firstNumber: number, texts: string[], path: (i: number) => PropertyKey[], expects: SlotExpects) {
  let next = firstNumber;
  return texts.flatMap((text, i) => Array.from({ length: countBlanks(text) }, () => single(next++, path(i), expects)));
}

/** Every answer slot of a group, in document order. `at` is the group's own path. */
export function groupAnswerSlots(group: QuestionGroup, at: PropertyKey[] = []): AnswerSlot[] {
  const tagged = byFamily(group);
  switch (tagged.family) {
    case 'multiple_choice':
      return tagged.group.questions.map((q, i) => {
        const count = selectionLimit(q);
        const keys = Object.keys(q.options);
        return {
          number: q.number,
          numbers: Array.from({ length: count }, (_, k) => q.number + k),
          path: formatContentPath([...at, 'questions', i, 'number']),
          expects: count > 1 ? { kind: 'letters', keys, count } : { kind: 'option', keys },
        };
      });
    case 'choice_from_list': {
      const keys = Object.keys(tagged.group.options);
      return tagged.group.questions.map((q, i) => single(q.number, [...at, 'questions', i, 'number'], { kind: 'option', keys }));
    }
    case 'judgement': {
      const choices = JUDGEMENT_CHOICES[tagged.group.type];
      return tagged.group.questions.map((q, i) =>
        single(q.number, [...at, 'questions', i, 'number'], { kind: 'judgement', choices }),
      );
    }
    case 'short_answer': {
      const expects = textExpects(tagged.group);
      return tagged.group.questions.map((q, i) => single(q.number, [...at, 'questions', i, 'number'], expects));
    }
    case 'matching': {
      const keys = Object.keys(tagged.group.boxOptions);
      return tagged.group.items.map((item, i) => single(item.number, [...at, 'items', i, 'number'], { kind: 'option', keys }));
    }
    case 'text_completion':
      return textBlankSlots(
        tagged.group.firstNumber,
        tagged.group.paragraphs.map((p) => p.content),
        (i) => [...at, 'paragraphs', i, 'content'],
        blankExpects(tagged.group),
      );
    case 'form_completion':
      return textBlankSlots(
        tagged.group.firstNumber,
        tagged.group.fields.map((f) => f.content),
        (i) => [...at, 'fields', i, 'content'],
        blankExpects(tagged.group),
      );
    case 'table_completion': {
      const expects = blankExpects(tagged.group);
      return tagged.group.rows.flatMap((row, r) =>
        row.cells.flatMap((cell, c) =>
          cell.type === 'input' ? [single(cell.number, [...at, 'rows', r, 'cells', c, 'number'], expects)] : [],
        ),
      );
    }
    case 'flow_chart_completion': {
      const expects = blankExpects(tagged.group);
      return tagged.group.steps.flatMap((step, i) =>
        step.number === undefined ? [] : [single(step.number, [...at, 'steps', i, 'number'], expects)],
      );
    }
    case 'labeling': {
      const expects = blankExpects(tagged.group);
      return tagged.group.labels.map((label, i) => single(label.number, [...at, 'labels', i, 'number'], expects));
    }
  }
}

/** Every answer slot of a part in document order; a writing task has none. */
export function partAnswerSlots(part: ExamPart): AnswerSlot[] {
  if (part.section === 'writing') return [];
  return part.questionGroups.flatMap((group, g) => groupAnswerSlots(group, ['questionGroups', g]));
}
