import { BLANK_PATTERN } from '@cdi/contracts';

/** Where one blank sits in a text: the marker ({{blank}} or ___) and its character offsets. */
export interface BlankLocation {
  index: number;
  start: number;
  end: number;
  marker: string;
}

export type TextSegment = { kind: 'text'; text: string } | { kind: 'blank'; index: number };

/** Every blank in reading order. A run of underscores is one blank however long it is. */
export function findBlanks(text: string): BlankLocation[] {
  return [...text.matchAll(BLANK_PATTERN)].map((match, index) => ({
    index,
    start: match.index,
    end: match.index + match[0].length,
    marker: match[0],
  }));
}

/** Spec 1 §5: each {{blank}} marker or run of two or more underscores counts as one answer. */
export function countBlanks(text: string): number {
  return findBlanks(text).length;
}

/**
 * The text cut into what to print and where the inputs go, for the renderer. Blank indexes count
 * from 0 within this text; the caller adds them to the text's first question number. Empty text
 * segments are dropped, so two touching blanks stay two inputs with nothing between them.
 */
export function splitBlanks(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const blank of findBlanks(text)) {
    if (blank.start > at) segments.push({ kind: 'text', text: text.slice(at, blank.start) });
    segments.push({ kind: 'blank', index: blank.index });
    at = blank.end;
  }
  if (at < text.length) segments.push({ kind: 'text', text: text.slice(at) });
  return segments;
}

/** The number of each text's first blank, when blanks run on in reading order from firstNumber. */
export function blankStartNumbers(texts: readonly string[], firstNumber: number): number[] {
  let next = firstNumber;
  return texts.map((text) => {
    const start = next;
    next += countBlanks(text);
    return start;
  });
}

/**
 * A table cell or flow-chart step that holds one numbered input: the input goes at its blank, after
 * its text when it has none, or stands alone when there is no text.
 */
export function withInputBlank(text: string | undefined): string {
  const trimmed = text?.trim();
  if (!trimmed) return '{{blank}}';
  return countBlanks(trimmed) > 0 ? trimmed : `${trimmed} {{blank}}`;
}
