import { z } from 'zod';
import { MAX_QUESTION_NUMBER, OPTION_KEY_PATTERN } from './constants';
import { partNumberField, strictObject, textField } from './fields';
import { storableText } from '../storable-text';

/**
 * Alternatives inside one accept string are separated by a slash with whitespace on both sides
 * ("colour / color"); a slash without it is part of the answer ("04/08", "km/h").
 */
export const KEY_ALTERNATIVE_SEPARATOR = /(?<=\s)\/(?=\s)/u;

/** The alternatives of one accept string, trimmed, in the authored order (empty ones kept, so they can be reported). */
export function keyAlternatives(key: string): string[] {
  return key.split(KEY_ALTERNATIVE_SEPARATOR).map((alternative) => alternative.trim());
}

/** What is wrong with one alternative's parentheses, or undefined: they nest, close and are never empty. */
function parenthesesProblem(alternative: string): string | undefined {
  let depth = 0;
  for (let i = 0; i < alternative.length; i += 1) {
    if (alternative[i] === '(') depth += 1;
    if (alternative[i] !== ')') continue;
    if (depth === 0) return `"${alternative}" has a ")" without its "("`;
    if (alternative.slice(0, i).trimEnd().endsWith('(')) return `"${alternative}" has empty parentheses`;
    depth -= 1;
  }
  return depth === 0 ? undefined : `"${alternative}" has a "(" that is never closed`;
}

/**
 * Problems of an accept string's key syntax: an empty alternative ("a /  / b"), unbalanced or empty
 * parentheses, or an alternative that is optional throughout ("(the)") and so could match nothing.
 */
export function keySyntaxProblems(key: string): string[] {
  return keyAlternatives(key).flatMap((alternative, i) => {
    if (alternative === '') return [`Alternative ${i + 1} of "${key}" is empty: write one answer between each " / "`];
    const parentheses = parenthesesProblem(alternative);
    if (parentheses) return [parentheses];
    return stripOptional(alternative).trim() === ''
      ? [`"${alternative}" is optional throughout: leave some of it outside parentheses`]
      : [];
  });
}

/** An alternative with its (balanced) optional parts removed, nested ones included. */
function stripOptional(alternative: string): string {
  let text = alternative;
  for (let before = ''; before !== text;) [before, text] = [text, text.replace(/\([^()]*\)/gu, '')];
  return text;
}

const acceptField = textField('accept').superRefine((key, ctx) => {
  for (const message of keySyntaxProblems(key)) ctx.addIssue({ code: 'custom', message });
});

/**
 * The answer to one answer slot. Either `accept`: the alternatives any of which earns the mark
 * (typed answers, TRUE/FALSE/NOT GIVEN, an option key); or `letters`: for a choose-N multiple choice,
 * the set of correct letters, one mark each.
 */
export const SolutionEntrySchema = strictObject({
  accept: z.array(acceptField).min(1, 'accept needs at least one answer').optional(),
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
