import { maximumWordsHint } from './words';

/** A piece of instruction text; `limit` marks an answer limit the candidate must notice. */
export interface InstructionSegment {
  text: string;
  limit: boolean;
}

const COUNT = '(?:ONE|TWO|THREE|FOUR|FIVE|SIX|SEVEN|EIGHT|NINE|TEN|\\d+)';

/**
 * Answer limits as IELTS instructions print them, in capitals: NO MORE THAN TWO WORDS AND/OR A
 * NUMBER, ONE WORD ONLY, A NUMBER, Choose TWO letters. Case matters, so "a number" in running text
 * is left alone. Longer forms come first so they win over their parts.
 */
const LIMIT_PATTERN = new RegExp(
  [
    `NO MORE THAN ${COUNT} WORDS?(?: AND\\/OR A NUMBER)?`,
    `ONLY ${COUNT} WORDS?`,
    `${COUNT} WORDS?(?: AND\\/OR A NUMBER| ONLY)?`,
    `${COUNT} (?:LETTERS?|letters?)`,
    'A NUMBER',
  ]
    .map((form) => `\\b${form}\\b`)
    .join('|'),
  'g',
);

/** Spec 1 §5: the instructions cut so the renderer can emphasise their limits. */
export function instructionSegments(text: string): InstructionSegment[] {
  const segments: InstructionSegment[] = [];
  let at = 0;
  for (const match of text.matchAll(LIMIT_PATTERN)) {
    if (match.index > at) segments.push({ text: text.slice(at, match.index), limit: false });
    segments.push({ text: match[0], limit: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) segments.push({ text: text.slice(at), limit: false });
  return segments;
}

/** A limit on typed words ("ONE WORD ONLY", "NO MORE THAN TWO WORDS AND/OR A NUMBER") or on a number alone. */
const WORD_LIMIT = /WORD|^A NUMBER$/;

/**
 * The limit a typed answer's hint names, in the instruction's own words ("ONE WORD ONLY", "NO MORE
 * THAN TWO WORDS AND/OR A NUMBER"), so the hint never says something else than the instruction. An
 * instruction that names no word limit falls back to 'Maximum N word(s)' from the group's maxWords.
 */
export function answerLimitHint(instructions: string, maxWords: number): string {
  const limits = instructionSegments(instructions).filter((s) => s.limit && WORD_LIMIT.test(s.text));
  const wordLimit = limits.find((s) => s.text.includes('WORD')) ?? limits[0];
  return wordLimit?.text ?? maximumWordsHint(maxWords);
}

/**
 * "NO MORE THAN TWO WORDS AND/OR A NUMBER": one number is allowed on top of the words. Case aside here,
 * since the phrase means nothing else in an instruction.
 */
export function instructionsAllowNumber(instructions: string): boolean {
  return /\bAND\s*\/\s*OR\s+A\s+NUMBER\b/i.test(instructions);
}
