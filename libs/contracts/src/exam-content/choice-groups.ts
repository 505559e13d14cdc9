import { z } from 'zod';
import { JUDGEMENT_TYPES } from './question-types';
import { groupBase, maxWordsField, optionsField, questionNumberField, strictObject, textField } from './fields';

export const MultipleChoiceQuestionSchema = strictObject({
  /** With allowMultiple the question covers maxSelections numbers from this one ("Questions 25-26"). */
  number: questionNumberField,
  text: textField('text'),
  options: optionsField,
  allowMultiple: z.boolean().optional(),
  maxSelections: z.number().int().min(2, 'maxSelections is at least 2').optional(),
}).superRefine((q, ctx) => {
  if (q.maxSelections !== undefined && !q.allowMultiple) {
    ctx.addIssue({ code: 'custom', path: ['maxSelections'], message: 'maxSelections needs "allowMultiple": true' });
  }
  if (q.maxSelections !== undefined && q.maxSelections >= Object.keys(q.options).length) {
    ctx.addIssue({
      code: 'custom',
      path: ['maxSelections'],
      message: 'maxSelections must be smaller than the number of options',
    });
  }
});

export const MultipleChoiceGroupSchema = strictObject({
  type: z.literal('multiple_choice'),
  ...groupBase,
  questions: z.array(MultipleChoiceQuestionSchema).min(1, 'Give at least one question'),
});

/** One shared list of options (A-G); each question picks one key. */
export const MultipleChoiceWithOptionsGroupSchema = strictObject({
  type: z.literal('multiple_choice_with_options'),
  ...groupBase,
  options: optionsField,
  questions: z.array(strictObject({ number: questionNumberField, text: textField('text') })).min(1, 'Give at least one question'),
});

/** TRUE/FALSE(/NOT GIVEN) and YES/NO(/NOT GIVEN): the choices come from the type (JUDGEMENT_CHOICES). */
export const JudgementGroupSchema = strictObject({
  type: z.enum(JUDGEMENT_TYPES),
  ...groupBase,
  questions: z
    .array(strictObject({ number: questionNumberField, text: textField('text') }))
    .min(1, 'Give at least one statement'),
});

export const ShortAnswerGroupSchema = strictObject({
  type: z.literal('short_answer'),
  ...groupBase,
  maxWords: maxWordsField,
  questions: z.array(strictObject({ number: questionNumberField, text: textField('text') })).min(1, 'Give at least one question'),
});
