/** Numbers and patterns of the exam content. Imported everywhere else. */

export const EXAM_SECTIONS = ['listening', 'reading', 'writing'] as const;
export type ExamSection = (typeof EXAM_SECTIONS)[number];

export const PARTS_PER_SECTION = { listening: 4, reading: 3, writing: 2 } as const satisfies Record<ExamSection, number>;

/** A full listening or reading section has 40 questions, numbered 1-40. */
export const QUESTIONS_PER_SECTION = 40;
export const MAX_QUESTION_NUMBER = 40;
export const QUESTIONS_PER_LISTENING_PART_DEFAULT = 10;

export const DEFAULT_BLANK_MAX_WORDS = 3;
/** Inline blank and fill-in inputs take at most 30 characters. */
export const INLINE_BLANK_MAX_CHARS = 30;
/** A sentence-completion input with a word limit takes maxWords × 10 characters. */
export const CHARS_PER_ALLOWED_WORD = 10;

/** "Choose TWO letters" is the usual multi-select; maxSelections defaults to it. */
export const MULTI_SELECT_DEFAULT_MAX = 2;

export const WRITING_MIN_WORDS = { 1: 150, 2: 250 } as const;
export const WRITING_TIME_MINUTES = { 1: 20, 2: 40 } as const;

/** Writing task 1 charts: a palette of 8 colours; pie slices are labeled only over 5 percent. */
export const CHART_PALETTE_SIZE = 8;
export const PIE_LABEL_MIN_PERCENT = 5;

/** True/false and yes/no choices come from the group type, never from the answer (the old product leaked it). */
export const JUDGEMENT_CHOICES = {
  true_false: ['TRUE', 'FALSE'],
  true_false_not_given: ['TRUE', 'FALSE', 'NOT GIVEN'],
  yes_no: ['YES', 'NO'],
  yes_no_not_given: ['YES', 'NO', 'NOT GIVEN'],
} as const;

/**
 * One blank in a text: a {{blank}} marker (spaces inside allowed) or a run of two or more underscores.
 * Global, so always use it through String.prototype.matchAll / replace, never .test or .exec.
 */
export const BLANK_PATTERN = /\{\{\s*blank\s*\}\}|_{2,}/g;

/** 'a-b' with a hyphen or an en dash, spaces allowed around the dash. */
export const QUESTION_RANGE_PATTERN = /^\s*(\d{1,2})\s*[-\u2013]\s*(\d{1,2})\s*$/;

/** Option keys are letters (A, B, ... or i, ii, iv ...) so JSON keeps them in the authored order. */
export const OPTION_KEY_PATTERN = /^[A-Za-z]{1,8}$/;

/** Uploaded images are referenced by file name; folders and other formats are refused. */
export const IMAGE_FILE_PATTERN = /^[\w.-]+\.(png|jpe?g)$/i;
