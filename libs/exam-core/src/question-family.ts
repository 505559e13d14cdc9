import type { QuestionType } from '@cdi/contracts';

/**
 * Question types that share one content shape, and so one way to number, answer, render and explain
 * them. The spec's synonyms (fill_in_blank / fill_blank, the four judgement types, ...) sit in one family.
 */
export type QuestionFamily =
  | 'multiple_choice'
  | 'choice_from_list'
  | 'judgement'
  | 'short_answer'
  | 'matching'
  | 'text_completion'
  | 'form_completion'
  | 'table_completion'
  | 'flow_chart_completion'
  | 'labeling';

/** Every question type's family: a type added to the contract without a family here fails the typecheck. */
export const QUESTION_FAMILY = {
  multiple_choice: 'multiple_choice',
  multiple_choice_with_options: 'choice_from_list',
  matching: 'matching',
  matching_headings: 'matching',
  matching_features: 'matching',
  matching_paragraphs: 'matching',
  matching_information: 'matching',
  matching_sentence_endings: 'matching',
  form_completion: 'form_completion',
  note_completion: 'text_completion',
  table_completion: 'table_completion',
  flow_chart_completion: 'flow_chart_completion',
  summary_completion: 'text_completion',
  sentence_completion: 'text_completion',
  fill_in_blank: 'text_completion',
  fill_blank: 'text_completion',
  diagram_labeling: 'labeling',
  plan_labeling: 'labeling',
  map_labeling: 'labeling',
  diagram_label_completion: 'labeling',
  short_answer: 'short_answer',
  true_false: 'judgement',
  true_false_not_given: 'judgement',
  yes_no: 'judgement',
  yes_no_not_given: 'judgement',
} as const satisfies Record<QuestionType, QuestionFamily>;

/** The question types of one family. */
export type TypesOfFamily<F extends QuestionFamily> = {
  [T in QuestionType]: (typeof QUESTION_FAMILY)[T] extends F ? T : never;
}[QuestionType];

/** A group tagged with its family; a switch on `family` narrows `group` to that family's shape. */
export type GroupByFamily<G extends { type: QuestionType }> = {
  [F in QuestionFamily]: { family: F; group: Extract<G, { type: TypesOfFamily<F> }> };
}[QuestionFamily];

/** Tags a question group (authored or as the candidate sees it) with its family. */
export function byFamily<G extends { type: QuestionType }>(group: G): GroupByFamily<G> {
  return { family: QUESTION_FAMILY[group.type], group } as GroupByFamily<G>;
}
