import { normalizeAnswer } from './answer-rules';
import type { SlotExpects } from './answer-slots';
import { canonicalLetters, isAnswered, markAnswer, parseLetters } from './answers';

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

describe('markAnswer with what the slot expects', () => {
  const text = { kind: 'text', maxWords: 2, allowsNumber: false } as const;
  const withNumber = { kind: 'text', maxWords: 2, allowsNumber: true } as const;
  const option: SlotExpects = { kind: 'option', keys: ['A', 'B', 'C'] };
  const judgement = { kind: 'judgement', choices: ['TRUE', 'FALSE', 'NOT GIVEN'] } as const;
  it.each([
    ['the library', { accept: ['(the) library'] }, text, 1],
    ['the city library', { accept: ['library'] }, text, 0],
    ['the old city library', { accept: ['(the old) city library'] }, text, 0],
    ['27 Hill Road', { accept: ['27 Hill Road'] }, withNumber, 1],
    ['27 Hill Road', { accept: ['27 Hill Road'] }, text, 0],
    ['twenty-seven Hill Road', { accept: ['27 Hill Road'] }, withNumber, 1],
    ['twenty seven Hill Road', { accept: ['27 Hill Road'] }, withNumber, 1],
    ['four', { accept: ['4'] }, text, 1],
    ['twenty-seven', { accept: ['27'] }, { kind: 'text', maxWords: 1, allowsNumber: false } as const, 1],
    ['twenty seven', { accept: ['27'] }, { kind: 'text', maxWords: 1, allowsNumber: false } as const, 0],
    ['twenty seven', { accept: ['27'] }, { kind: 'text', maxWords: 1, allowsNumber: true } as const, 1],
    ['a', { accept: ['A'] }, option, 1],
    ['four', { accept: ['4'] }, option, 0],
    ['A / B', { accept: ['A'] }, option, 0],
    ['Not Given', { accept: ['NOT GIVEN'] }, judgement, 1],
    ['NG', { accept: ['NOT GIVEN'] }, judgement, 0],
    ['T', { accept: ['TRUE'] }, judgement, 0],
    ['F', { accept: ['FALSE'] }, judgement, 0],
    ['Y', { accept: ['YES'] }, { kind: 'judgement', choices: ['YES', 'NO', 'NOT GIVEN'] } as const, 0],
    ['FALSE', { accept: ['TRUE'] }, judgement, 0],
  ] as const)('%p against %j (%j) earns %i', (answer, entry, expects, marks) =>
    expect(markAnswer(answer, { accept: [...entry.accept] }, expects)).toBe(marks),
  );

  it('keeps choose-N marking whatever the slot says', () => {
    expect(markAnswer('A, C', { letters: ['A', 'C'] }, { kind: 'letters', keys: ['A', 'B', 'C'], count: 2 })).toBe(2);
  });
});
