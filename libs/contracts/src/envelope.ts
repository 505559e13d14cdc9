import { z } from 'zod';
import { storableText } from './storable-text';

/** One problem of a refused exam content or answer key: the file, its JSON path and what is wrong. */
export const ExamPartProblemSchema = z.object({
  file: storableText(),
  path: storableText(),
  message: storableText(),
});
export type ExamPartProblem = z.infer<typeof ExamPartProblemSchema>;

/** Every failed call answers with this body, whatever its status code. */
export const ErrorBodySchema = z.object({
  success: z.literal(false),
  error: storableText(),
  /** The request field the error is about, when there is one. */
  field: storableText().optional(),
  /** Seconds to wait before retrying (429 only). */
  retryAfter: z.number().int().optional(),
  /** Every problem of a refused exam content or answer key, each with its JSON path. */
  problems: z.array(ExamPartProblemSchema).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const OkSchema = z.object({ success: z.literal(true) });
export type Ok = z.infer<typeof OkSchema>;
