// Small schemas the candidate's routes share with the exam parts' admin ones, kept apart from those so
// the candidate's pages do not build them.
import { z } from 'zod';
import { EXAM_SECTIONS } from './exam-content/constants';
import { storableText } from './storable-text';

export const ExamSectionSchema = z.enum(EXAM_SECTIONS);

/**
 * An image's position in its part, from a path: digits read as a number. A path parameter is text, so
 * it is checked as text first (a coerced number would also take null, and read as optional).
 */
export const ImageIndexParamSchema = storableText()
  .regex(/^\d{1,4}$/)
  .transform(Number)
  .pipe(z.int().max(1000))
  .meta({ description: 'The image position in the part, from 0' });
