import type { Solution } from '@cdi/contracts';
import { canonicalLetters, isAnswered, markAnswer, markSection, normalizeAnswer, parseLetters } from './answers';

describe('isAnswered', () => {
  it('is false for undefined', () => expect(isAnswered(undefined)).toBe(false));
  it('is false for null', () => expect(isAnswered(null)).toBe(false));
  it('is false for the empty string', () => expect(isAnswered('')).toBe(false));
  it('is false for spaces only', () => expect(isAnswered('   \t')).toBe(false));
  it('is true for any visible text', () => expect(isAnswered(' a ')).toBe(true));
});

describe('normalizeAnswer', () => {
  it('trims', () => expect(normalizeAnswer('  library ')).toBe('library'));
  it('collapses inner spaces', () => expect(normalizeAnswer('city   \t centre')).toBe('city centre'));
  it('ignores case', () => expect(normalizeAnswer('LiBrary')).toBe('library'));
  it('drops punctuation around the answer', () => expect(normalizeAnswer('"Library."')).toBe('library'));
  it('keeps punctuation inside the answer', () => expect(normalizeAnswer("o'clock")).toBe("o'clock"));
  it('keeps hyphens inside', () => expect(normalizeAnswer('well-known!')).toBe('well-known'));
  it('makes curly apostrophes straight', () => expect(normalizeAnswer('o\u2019clock')).toBe("o'clock"));
  it('keeps currency symbols', () => expect(normalizeAnswer('£50')).toBe('£50'));
});

describe('parseLetters and canonicalLetters', () => {
  it('reads comma-separated letters', () => expect(parseLetters('C, A')).toEqual(['A', 'C']));
  it('reads letters without spaces and in lower case', () => expect(parseLetters('c,a')).toEqual(['A', 'C']));
  it('reads space-separated letters', () => expect(parseLetters('A C')).toEqual(['A', 'C']));
  it('drops repeated letters', () => expect(parseLetters('A, A, B')).toEqual(['A', 'B']));
  it('is empty for blank input', () => expect(parseLetters('  ')).toEqual([]));
  it("joins sorted letters with comma and space: 'A, C'", () => expect(canonicalLetters(['C', 'a'])).toBe('A, C'));
  it('is the empty string for no letters', () => expect(canonicalLetters([])).toBe(''));
});

describe('markAnswer', () => {
  it('gives 1 for an exact match', () => expect(markAnswer('library', { accept: ['library'] })).toBe(1));
  it('gives 1 for any accepted alternative', () =>
    expect(markAnswer('the library', { accept: ['library', 'the library'] })).toBe(1));
  it('ignores case, spaces and surrounding punctuation', () =>
    expect(markAnswer('  The  Library. ', { accept: ['the library'] })).toBe(1));
  it('gives 0 for a wrong answer', () => expect(markAnswer('museum', { accept: ['library'] })).toBe(0));
  it('gives 0 for an unanswered question', () => expect(markAnswer(undefined, { accept: ['library'] })).toBe(0));
  it('gives 0 for a blank answer', () => expect(markAnswer('  ', { accept: ['library'] })).toBe(0));
  it('does not give a mark for a partial answer', () => expect(markAnswer('libr', { accept: ['library'] })).toBe(0));
  it('marks NOT GIVEN case-insensitively', () => expect(markAnswer('not given', { accept: ['NOT GIVEN'] })).toBe(1));
  it('gives one mark per correct letter of a choose-two', () => expect(markAnswer('A, C', { letters: ['C', 'A'] })).toBe(2));
  it('gives one mark for one correct letter of two', () => expect(markAnswer('A, B', { letters: ['A', 'C'] })).toBe(1));
  it('gives one mark for a single correct letter', () => expect(markAnswer('C', { letters: ['A', 'C'] })).toBe(1));
  it('gives 0 when more letters are chosen than allowed', () => expect(markAnswer('A, B, C', { letters: ['A', 'C'] })).toBe(0));
});

describe('markSection', () => {
  const solutions: Pick<Solution, 'answers'>[] = [
    { answers: { '1': { accept: ['library'] }, '2': { accept: ['TRUE'] } } },
    { answers: { '3': { letters: ['B', 'D'] } } },
  ];
  it('sums marks across parts and counts the marks available', () => {
    expect(markSection({ '1': 'Library', '2': 'FALSE', '3': 'D, B' }, solutions)).toEqual({
      raw: 3,
      max: 4,
      byQuestion: { '1': 1, '2': 0, '3': 2 },
    });
  });
  it('scores 0 for an empty answer sheet', () => expect(markSection({}, solutions).raw).toBe(0));
  it('ignores answers with no solution', () => expect(markSection({ '9': 'library' }, solutions).raw).toBe(0));
});
