import { blankMaxChars, countWords, maximumWordsHint, sentenceMaxWordsHint, wordLimitStatus } from './words';

describe('countWords', () => {
  it('is zero for empty text', () => expect(countWords('')).toBe(0));
  it('is zero for whitespace only', () => expect(countWords('  \n\t ')).toBe(0));
  it('ignores leading and trailing spaces', () => expect(countWords('  the library  ')).toBe(2));
  it('treats runs of spaces, tabs and newlines as one separator', () => expect(countWords('a  b\t\tc\n\nd')).toBe(4));
  it('counts a hyphenated word once', () => expect(countWords('a well-known fact')).toBe(3));
  it('counts a word with an apostrophe once', () => expect(countWords("ten o'clock")).toBe(2));
  it('counts numbers as words', () => expect(countWords('in 1990 and 2,000 people')).toBe(5));
  it('counts punctuation attached to a word as part of it', () => expect(countWords('Hello, world.')).toBe(2));
});

describe('wordLimitStatus', () => {
  it('shows words remaining under the limit', () => {
    expect(wordLimitStatus('red', 3)).toEqual({ count: 1, limit: 3, over: false, counter: '1/3', message: '2 words remaining' });
  });
  it('is not over exactly at the limit', () => {
    expect(wordLimitStatus('a b c', 3)).toMatchObject({ over: false, message: '0 words remaining' });
  });
  it('says the answer exceeds the limit one word over', () => {
    expect(wordLimitStatus('a b c d', 3)).toMatchObject({
      over: true,
      counter: '4/3',
      message: 'Answer exceeds the word limit of 3 words',
    });
  });
  it('reads "1 word remaining" in the singular', () => {
    expect(wordLimitStatus('a b', 3).message).toBe('1 word remaining');
  });
  it('reads "limit of 1 word" for ONE WORD ONLY', () => {
    expect(wordLimitStatus('two words', 1).message).toBe('Answer exceeds the word limit of 1 word');
  });
  it('counts an empty answer as all words remaining', () => {
    expect(wordLimitStatus('   ', 2)).toMatchObject({ count: 0, message: '2 words remaining' });
  });
});

describe('hints', () => {
  it("reads 'Maximum N word(s)'", () => expect(maximumWordsHint(3)).toBe('Maximum 3 word(s)'));
  it("reads '(max N words)' for sentence completion", () => expect(sentenceMaxWordsHint(2)).toBe('(max 2 words)'));
  it("reads '(max 1 word)' in the singular", () => expect(sentenceMaxWordsHint(1)).toBe('(max 1 word)'));
});

describe('blankMaxChars', () => {
  it('gives sentence completion maxWords × 10 characters', () => expect(blankMaxChars('sentence_completion', 3)).toBe(30));
  it('gives sentence completion with two words 20 characters', () => expect(blankMaxChars('sentence_completion', 2)).toBe(20));
  it('gives sentence completion without a limit 30 characters', () => expect(blankMaxChars('sentence_completion')).toBe(30));
  it('gives other blanks 30 characters whatever their word limit', () => expect(blankMaxChars('summary_completion', 5)).toBe(30));
});
