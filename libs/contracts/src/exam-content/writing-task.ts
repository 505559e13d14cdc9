import { z } from 'zod';
import { WRITING_MIN_WORDS, WRITING_TIME_MINUTES } from './constants';
import { authorNotesField, imageRefField, partNumberField, strictObject, textField } from './fields';
import { ChartSchema } from './charts';

/**
 * One writing task. time_limit_minutes and word_count_minimum default from the task number
 * (task 1: 20 min, 150 words; task 2: 40 min, 250 words).
 */
export const WritingTaskSchema = strictObject({
  section: z.literal('writing'),
  part: partNumberField('writing'),
  title: textField('title').optional(),
  /** Badge value: a chart type for task 1, an essay type for task 2 (see WRITING_QUESTION_TYPE_LABELS). */
  question_type: textField('question_type').optional(),
  prompt: textField('prompt'),
  time_limit_minutes: z
    .number()
    .int()
    .min(1, 'time_limit_minutes is at least 1')
    .max(60, 'time_limit_minutes is at most 60')
    .optional(),
  word_count_minimum: z
    .number()
    .int()
    .min(1, 'word_count_minimum is at least 1')
    .max(1000, 'word_count_minimum is at most 1000')
    .optional(),
  /** Task 1 only: the data the chart renderer draws. */
  chart: ChartSchema.optional(),
  /** A picture shown instead of, or beside, the chart. */
  image: imageRefField.optional(),
  authorNotes: authorNotesField,
})
  .superRefine((task, ctx) => {
    if (task.part === 2 && task.chart) {
      ctx.addIssue({ code: 'custom', path: ['chart'], message: 'Only task 1 has a chart' });
    }
  })
  .transform((task) => ({
    ...task,
    time_limit_minutes: task.time_limit_minutes ?? WRITING_TIME_MINUTES[task.part as 1 | 2],
    word_count_minimum: task.word_count_minimum ?? WRITING_MIN_WORDS[task.part as 1 | 2],
  }));

export type WritingTask = z.infer<typeof WritingTaskSchema>;
export type WritingTaskInput = z.input<typeof WritingTaskSchema>;
