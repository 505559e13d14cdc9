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
