import type { ExtractedPage } from './extraction-types';

export interface TextSegment {
  text: string;
  /** True for a match of the search term (shown in <mark>). */
  hit: boolean;
}

/** The term as a literal pattern: '(', '.', '*' and the like match themselves. */
export function escapeRegExp(term: string): string {
  return term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Case-insensitive pattern for the term, or null when there is nothing to look for. */
export function searchPattern(term: string): RegExp | null {
  const trimmed = term.trim();
  return trimmed === '' ? null : new RegExp(escapeRegExp(trimmed), 'gi');
}

/** The text cut into matches and the text between them, in order; joined, they are the text again. */
export function highlightSegments(text: string, term: string): TextSegment[] {
  const pattern = searchPattern(term);
  if (!pattern) return text === '' ? [] : [{ text, hit: false }];
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) segments.push({ text: text.slice(last, start), hit: false });
    segments.push({ text: match[0], hit: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), hit: false });
  return segments;
}

export function countMatches(text: string, term: string): number {
  const pattern = searchPattern(term);
  return pattern ? [...text.matchAll(pattern)].length : 0;
}

/** The pages whose text holds the term (every page when the term is empty). */
export function filterPages<T extends Pick<ExtractedPage, 'text'>>(pages: readonly T[], term: string): T[] {
  const pattern = searchPattern(term);
  if (!pattern) return [...pages];
  return pages.filter((page) => {
    pattern.lastIndex = 0;
    return pattern.test(page.text);
  });
}
