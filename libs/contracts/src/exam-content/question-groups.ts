import { z } from 'zod';
import { QUESTION_TYPES } from './question-types';
import { discriminatorError } from './fields';
import {
  JudgementGroupSchema,
  MultipleChoiceGroupSchema,
  MultipleChoiceWithOptionsGroupSchema,
  ShortAnswerGroupSchema,
} from './choice-groups';
import { MatchingGroupSchema } from './matching-groups';
import {
  FlowChartCompletionGroupSchema,
  FormCompletionGroupSchema,
  TableCompletionGroupSchema,
  TextCompletionGroupSchema,
} from './completion-groups';
import { LabelingGroupSchema } from './labeling-groups';

/** One group of questions under one instruction ("Questions 1-7"), discriminated by type. */
export const QuestionGroupSchema = z.discriminatedUnion(
  'type',
  [
    MultipleChoiceGroupSchema,
    MultipleChoiceWithOptionsGroupSchema,
    MatchingGroupSchema,
    JudgementGroupSchema,
    ShortAnswerGroupSchema,
    TextCompletionGroupSchema,
    FormCompletionGroupSchema,
    TableCompletionGroupSchema,
    FlowChartCompletionGroupSchema,
    LabelingGroupSchema,
  ],
  { error: discriminatorError('type', 'question type', QUESTION_TYPES) },
);

export const questionGroupsField = z.array(QuestionGroupSchema).min(1, 'Give at least one question group');

export type QuestionGroup = z.infer<typeof QuestionGroupSchema>;
export type MultipleChoiceGroup = z.infer<typeof MultipleChoiceGroupSchema>;
export type MultipleChoiceQuestion = MultipleChoiceGroup['questions'][number];
export type MultipleChoiceWithOptionsGroup = z.infer<typeof MultipleChoiceWithOptionsGroupSchema>;
export type MatchingGroup = z.infer<typeof MatchingGroupSchema>;
export type JudgementGroup = z.infer<typeof JudgementGroupSchema>;
export type ShortAnswerGroup = z.infer<typeof ShortAnswerGroupSchema>;
export type TextCompletionGroup = z.infer<typeof TextCompletionGroupSchema>;
export type FormCompletionGroup = z.infer<typeof FormCompletionGroupSchema>;
export type TableCompletionGroup = z.infer<typeof TableCompletionGroupSchema>;
export type TableCell = TableCompletionGroup['rows'][number]['cells'][number];
export type FlowChartCompletionGroup = z.infer<typeof FlowChartCompletionGroupSchema>;
export type LabelingGroup = z.infer<typeof LabelingGroupSchema>;
