import { z } from 'zod';
import { TEXT_COMPLETION_TYPES } from './question-types';
import {
  countBlankMarkers,
  maxWordsField,
  optionsField,
  questionNumberField,
  strictObject,
  textField,
  groupBase,
} from './fields';
import { storableText } from '../storable-text';

/** Blanks are typed answers of at most maxWords words, or option keys when a word box is given. */
const completionBase = {
  ...groupBase,
  maxWords: maxWordsField,
  /** Optional word box ("Choose from the list A-I"): answers are then option keys. */
  options: optionsField.optional(),
};

/** Text holding at most one blank, where a numbered input goes (or, without a marker, after the text). */
const singleInputText = storableText().refine((text) => countBlankMarkers(text) <= 1, 'Only one blank is allowed here');

/** Multi-blank texts take their numbers in reading order from firstNumber. */
function requireBlanks(texts: string[], ctx: z.RefinementCtx, path: PropertyKey[]) {
  if (texts.reduce((sum, text) => sum + countBlankMarkers(text), 0) === 0) {
    ctx.addIssue({ code: 'custom', path, message: 'Mark at least one blank with {{blank}} or __' });
  }
}

export const TextParagraphSchema = strictObject({
  content: textField('content'),
  /** Notes are laid out as headings and bullets; summaries and sentences as plain text. */
  style: z.enum(['text', 'heading', 'bullet']).optional(),
});

/** Summary, note and sentence completion, fill in the blank: paragraphs with {{blank}} markers. */
export const TextCompletionGroupSchema = strictObject({
  type: z.enum(TEXT_COMPLETION_TYPES),
  ...completionBase,
  firstNumber: questionNumberField,
  paragraphs: z.array(TextParagraphSchema).min(1, 'Give at least one paragraph'),
}).superRefine((group, ctx) =>
  requireBlanks(
    group.paragraphs.map((p) => p.content),
    ctx,
    ['paragraphs'],
  ),
);

export const FormFieldSchema = strictObject({
  label: textField('label'),
  /** The value as printed on the form; blanks are the candidate's inputs. */
  content: textField('content'),
});

export const FormCompletionGroupSchema = strictObject({
  type: z.literal('form_completion'),
  ...completionBase,
  firstNumber: questionNumberField,
  fields: z.array(FormFieldSchema).min(1, 'Give at least one field'),
}).superRefine((group, ctx) =>
  requireBlanks(
    group.fields.map((f) => f.content),
    ctx,
    ['fields'],
  ),
);

export const TableCellSchema = z.discriminatedUnion(
  'type',
  [
    strictObject({ type: z.literal('text'), content: storableText() }).refine((cell) => countBlankMarkers(cell.content) === 0, {
      message: 'A text cell cannot hold a blank: make it { "type": "input", "number": N }',
      path: ['content'],
    }),
    strictObject({ type: z.literal('input'), number: questionNumberField, content: singleInputText.optional() }),
  ],
  { error: 'A table cell is { "type": "text", "content": ... } or { "type": "input", "number": N }' },
);

export const TableCompletionGroupSchema = strictObject({
  type: z.literal('table_completion'),
  ...completionBase,
  headers: z.array(storableText()).min(1, 'Give at least one header'),
  rows: z.array(strictObject({ cells: z.array(TableCellSchema).min(1, 'A row needs cells') })).min(1, 'Give at least one row'),
}).superRefine((group, ctx) => {
  group.rows.forEach((row, i) => {
    if (row.cells.length !== group.headers.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['rows', i, 'cells'],
        message: `This row has ${row.cells.length} cells but the table has ${group.headers.length} headers`,
      });
    }
  });
  if (!group.rows.some((row) => row.cells.some((cell) => cell.type === 'input'))) {
    ctx.addIssue({ code: 'custom', path: ['rows'], message: 'The table needs at least one input cell' });
  }
});

export const FlowChartStepSchema = strictObject({
  content: textField('content'),
  /** Present when the step has an input: the input goes at the step's blank, or after its text. */
  number: questionNumberField.optional(),
}).superRefine((step, ctx) => {
  const blanks = countBlankMarkers(step.content);
  if (step.number === undefined && blanks > 0)
    ctx.addIssue({
      code: 'custom',
      path: ['content'],
      message: 'This step has a blank but no question number: add "number" or remove the blank',
    });
  if (blanks > 1) ctx.addIssue({ code: 'custom', path: ['content'], message: 'A step holds at most one blank' });
});

export const FlowChartCompletionGroupSchema = strictObject({
  type: z.literal('flow_chart_completion'),
  ...completionBase,
  steps: z.array(FlowChartStepSchema).min(2, 'A flow chart has at least two steps'),
}).refine((group) => group.steps.some((step) => step.number !== undefined), {
  path: ['steps'],
  message: 'At least one step needs an input ("number")',
});
