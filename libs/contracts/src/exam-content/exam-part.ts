import { z } from 'zod';
import { EXAM_SECTIONS } from './constants';
import { discriminatorError } from './fields';
import { ListeningPartSchema } from './listening-part';
import { ReadingPassageSchema } from './reading-passage';
import { WritingTaskSchema } from './writing-task';

/** The JSON file of an exam part upload, whichever section it is for. */
export const ExamPartSchema = z.discriminatedUnion('section', [ListeningPartSchema, ReadingPassageSchema, WritingTaskSchema], {
  error: discriminatorError('section', 'section', EXAM_SECTIONS),
});

export type ExamPart = z.infer<typeof ExamPartSchema>;
/** Parts with questions (writing has none). */
export type QuestionPart = Extract<ExamPart, { section: 'listening' | 'reading' }>;

export const EXAM_PART_SCHEMAS = {
  listening: ListeningPartSchema,
  reading: ReadingPassageSchema,
  writing: WritingTaskSchema,
} as const;
