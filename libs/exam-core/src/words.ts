import { CHARS_PER_ALLOWED_WORD, ContentTexts, INLINE_BLANK_MAX_CHARS, fillText } from '@cdi/contracts';

/**
 * Words are non-empty whitespace-separated tokens, so "well-known", "o'clock" and "1990"
 * are one word each. The same count serves short answers and essays.
 */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

export interface WordLimitStatus {
  count: number;
  limit: number;
  over: boolean;
  /** 'count/limit', shown beside the input. */
  counter: string;
  /** Red 'Answer exceeds the word limit of N words' when over, else 'N words remaining'. */
  message: string;
}

/** Spec 1 §5: the live word-limit line under a short-answer input. */
export function wordLimitStatus(text: string, limit: number): WordLimitStatus {
  const count = countWords(text);
  const over = count > limit;
  const message = over
    ? fillText(ContentTexts.answerExceedsWordLimit, { n: limit })
    : fillText(ContentTexts.wordsRemaining, { n: limit - count });
  return { count, limit, over, counter: `${count}/${limit}`, message: singularise(message, over ? limit : limit - count) };
}

/** "1 words remaining" reads as a typo; only the noun changes, the rest is the spec's text. */
function singularise(message: string, n: number): string {
  return n === 1 ? message.replace(/\bwords\b/, 'word') : message;
}

/** 'Maximum N word(s)', as the spec writes it. */
export function maximumWordsHint(limit: number): string {
  return fillText(ContentTexts.maximumWords, { n: limit });
}

/** '(max N words)' beside a sentence-completion input. */
export function sentenceMaxWordsHint(limit: number): string {
  return singularise(fillText(ContentTexts.sentenceMaxWords, { n: limit }), limit);
}

/**
 * Characters a blank's input accepts: sentence completion with a word limit takes maxWords × 10,
 * every other inline or fill-in blank 30.
 */
export function blankMaxChars(questionType: string, maxWords?: number): number {
  return questionType === 'sentence_completion' && maxWords !== undefined
    ? maxWords * CHARS_PER_ALLOWED_WORD
    : INLINE_BLANK_MAX_CHARS;
}
