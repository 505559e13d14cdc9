/** Every question type the content format knows (docs/content-format.md). */
export const QUESTION_TYPES = [
  'multiple_choice',
  'multiple_choice_with_options',
  'matching',
  'matching_headings',
  'matching_features',
  'matching_paragraphs',
  'matching_information',
  'matching_sentence_endings',
  'form_completion',
  'note_completion',
  'table_completion',
  'flow_chart_completion',
  'summary_completion',
  'sentence_completion',
  'fill_in_blank',
  'fill_blank',
  'diagram_labeling',
  'plan_labeling',
  'map_labeling',
  'diagram_label_completion',
  'short_answer',
  'true_false',
  'true_false_not_given',
  'yes_no',
  'yes_no_not_given',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Types that share one shape. Synonyms of the spec (fill_in_blank / fill_blank, ...) sit in the same family. */
export const MATCHING_TYPES = [
  'matching',
  'matching_headings',
  'matching_features',
  'matching_paragraphs',
  'matching_information',
  'matching_sentence_endings',
] as const;
export const JUDGEMENT_TYPES = ['true_false', 'true_false_not_given', 'yes_no', 'yes_no_not_given'] as const;
/** Free text with {{blank}} markers, numbered in reading order from firstNumber. */
export const TEXT_COMPLETION_TYPES = [
  'note_completion',
  'summary_completion',
  'sentence_completion',
  'fill_in_blank',
  'fill_blank',
] as const;
/** An image with numbered labels placed by x/y percent. */
export const LABELING_TYPES = ['diagram_labeling', 'diagram_label_completion', 'plan_labeling', 'map_labeling'] as const;
