import { z } from 'zod';
import { MAX_QUESTION_NUMBER, OPTION_KEY_PATTERN } from './constants';
import { partNumberField, strictObject, textField } from './fields';
import { storableText } from '../storable-text';

/**
 * The answer to one answer slot. Either `accept`: the alternatives any of which earns the mark
 * (typed answers, TRUE/FALSE/NOT GIVEN, an option key); or `letters`: for a choose-N multiple choice,
 * the set of correct letters, one mark each.
 */
export const SolutionEntrySchema = strictObject({
  accept: z.array(textField('accept')).min(1, 'accept needs at least one answer').optional(),
  letters: z
    .array(storableText().regex(OPTION_KEY_PATTERN, 'A letter is an option key, like "A"'))
    .min(2, 'letters lists at least two letters (one answer is "accept")')
    .refine((letters) => new Set(letters.map((l) => l.toUpperCase())).size === letters.length, 'letters must not repeat')
    .optional(),
  /** For markers: why, or what else to accept on review. */
  notes: textField('notes').optional(),
}).superRefine((entry, ctx) => {
  if ((entry.accept === undefined) === (entry.letters === undefined)) {
    ctx.addIssue({
      code: 'custom',
      message: 'Give exactly one of "accept" (alternative answers) or "letters" (the letters of a choose-N)',
    });
  }
});

const answerKey = storableText().refine((key) => {
  const n = Number(key);
  return /^\d+$/.test(key) && n >= 1 && n <= MAX_QUESTION_NUMBER;
}, `An answer key is a question number from 1 to ${MAX_QUESTION_NUMBER}, as text: "12"`);

/** The solution file of a listening or reading part, keyed by question number. Never sent to candidates. */
export const SolutionSchema = strictObject({
  section: z.enum(['listening', 'reading'], { error: 'section is "listening" or "reading" (writing is marked by hand)' }),
  part: z.number().int().min(1).max(4),
  answers: z
    .record(answerKey, SolutionEntrySchema)
    .refine((answers) => Object.keys(answers).length > 0, 'answers needs at least one question'),
  notes: textField('notes').optional(),
}).superRefine((solution, ctx) => {
  const parts = partNumberField(solution.section).safeParse(solution.part);
  if (!parts.success) ctx.addIssue({ code: 'custom', path: ['part'], message: parts.error.issues[0]?.message ?? 'Invalid part' });
});

export type SolutionEntry = z.infer<typeof SolutionEntrySchema>;
export type Solution = z.infer<typeof SolutionSchema>;
