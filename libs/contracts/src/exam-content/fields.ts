import { z } from 'zod';
import {
  BLANK_PATTERN,
  DEFAULT_BLANK_MAX_WORDS,
  IMAGE_FILE_PATTERN,
  MAX_QUESTION_NUMBER,
  OPTION_KEY_PATTERN,
  PARTS_PER_SECTION,
  QUESTION_RANGE_PATTERN,
} from './constants';
import { storableText } from '../storable-text';

/** Keys an author may be tempted to put inline; answers live only in the solution file. */
export const ANSWER_LIKE_KEYS = ['correctAnswer', 'correct_answer', 'correctAnswers', 'answer', 'answers', 'solution'] as const;

export function unknownFieldMessage(key: string): string {
  return (ANSWER_LIKE_KEYS as readonly string[]).includes(key)
    ? `"${key}" is not allowed here: answers go in the solution file, never in the exam content`
    : `Unknown field "${key}"`;
}

/**
 * Every content object is strict: a misspelt field is an error rather than silently ignored, and an
 * inline answer is refused so solutions can never reach a candidate.
 */
export function strictObject<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? issue.keys.map(unknownFieldMessage).join('; ') : undefined),
  });
}

/**
 * Error for a discriminated union whose key is missing or unknown: names the key and what it may be.
 * Zod passes the object being checked as the issue's input.
 */
export function discriminatorError(key: string, what: string, allowed: readonly string[]) {
  return (issue: { code?: string; input?: unknown }) => {
    if (issue.code !== 'invalid_union') return undefined;
    const value = (issue.input as Record<string, unknown> | undefined)?.[key];
    return value === undefined
      ? `"${key}" is required: one of ${allowed.join(', ')}`
      : `Unknown ${what} ${JSON.stringify(value)}: "${key}" must be one of ${allowed.join(', ')}`;
  };
}

export const textField = (what: string) =>
  storableText({ error: (issue) => (issue.input === undefined ? `"${what}" is required` : `"${what}" must be text`) })
    .trim()
    .min(1, `"${what}" must not be empty`);

export const partNumberField = (section: keyof typeof PARTS_PER_SECTION) =>
  z
    .number({ error: `part is a number from 1 to ${PARTS_PER_SECTION[section]}` })
    .int(`part is a whole number`)
    .min(1, `part is a number from 1 to ${PARTS_PER_SECTION[section]}`)
    .max(PARTS_PER_SECTION[section], `${section} has parts 1 to ${PARTS_PER_SECTION[section]}`);

export const questionNumberField = z
  .number({
    error: (issue) => (issue.input === undefined ? 'A question number is required' : 'A question number is a number, like 12'),
  })
  .int('A question number is a whole number')
  .min(1, 'Question numbers start at 1')
  .max(MAX_QUESTION_NUMBER, `Question numbers end at ${MAX_QUESTION_NUMBER}`);

export const maxWordsField = z
  .number({ error: 'maxWords must be a number' })
  .int('maxWords is a whole number')
  .min(1, 'maxWords is at least 1')
  .max(10, 'maxWords is at most 10')
  .default(DEFAULT_BLANK_MAX_WORDS);

/** 'a-b' (hyphen or en dash), 1 ≤ a ≤ b ≤ 40. */
export const questionRangeField = storableText({ error: 'questionRange must be text like "1-10"' }).superRefine((text, ctx) => {
  const match = QUESTION_RANGE_PATTERN.exec(text);
  if (!match) {
    ctx.addIssue({ code: 'custom', message: `questionRange "${text}" must look like "1-10"` });
    return;
  }
  const [start, end] = [Number(match[1]), Number(match[2])];
  if (start < 1 || end > MAX_QUESTION_NUMBER) {
    ctx.addIssue({ code: 'custom', message: `questionRange "${text}" must lie within 1-${MAX_QUESTION_NUMBER}` });
  } else if (start > end) {
    ctx.addIssue({ code: 'custom', message: `questionRange "${text}" starts after it ends` });
  }
});

export const optionKeyField = storableText({ error: 'An option key must be text' }).regex(
  OPTION_KEY_PATTERN,
  'An option key is letters only, like "A" or "iv"',
);

/** Options as key → text, in the authored order: { "A": "a museum", "B": "a park" }. */
export const optionsField = z
  .record(optionKeyField, textField('option'), {
    error: (issue) =>
      issue.code === 'invalid_type' && issue.input !== undefined
        ? 'Options must be an object of key → text, like { "A": "a park" }'
        : undefined,
  })
  .refine((options) => Object.keys(options).length >= 2, 'Give at least two options');

export const imageRefField = strictObject({
  /** The file name of an image uploaded with the part. */
  file: storableText({ error: 'image.file is required' }).regex(
    IMAGE_FILE_PATTERN,
    'image.file must be an uploaded .png, .jpg or .jpeg file name, without folders',
  ),
  /** Read aloud by screen readers (WCAG 1.1.1). */
  alt: textField('alt'),
});

export type ImageRef = z.infer<typeof imageRefField>;
export type Options = z.infer<typeof optionsField>;

/** Author-only notes: kept in the stored part, never sent to a candidate. */
export const authorNotesField = textField('authorNotes').optional();

/** Fields every question group has. */
export const groupBase = {
  title: textField('title').optional(),
  instructions: textField('instructions'),
  authorNotes: authorNotesField,
};

export function countBlankMarkers(text: string): number {
  return [...text.matchAll(BLANK_PATTERN)].length;
}
