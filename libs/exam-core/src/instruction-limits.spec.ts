import { answerLimitHint, instructionSegments } from './instruction-limits';

/** The emphasised parts only. */
const limits = (text: string) => instructionSegments(text).flatMap((s) => (s.limit ? [s.text] : []));

describe('instructionSegments', () => {
  it('emphasises NO MORE THAN N WORDS with its AND/OR A NUMBER', () => {
    expect(instructionSegments('Write NO MORE THAN TWO WORDS AND/OR A NUMBER for each answer.')).toEqual([
      { text: 'Write ', limit: false },
      { text: 'NO MORE THAN TWO WORDS AND/OR A NUMBER', limit: true },
      { text: ' for each answer.', limit: false },
    ]);
  });

  it('emphasises NO MORE THAN THREE WORDS and a digit count', () => {
    expect(limits('Write NO MORE THAN THREE WORDS for your answer.')).toEqual(['NO MORE THAN THREE WORDS']);
    expect(limits('Write NO MORE THAN 3 WORDS.')).toEqual(['NO MORE THAN 3 WORDS']);
  });

  it('emphasises ONE WORD ONLY', () => {
    expect(limits('Label the diagram below. Write ONE WORD ONLY for each answer.')).toEqual(['ONE WORD ONLY']);
  });

  it('emphasises ONE WORD AND/OR A NUMBER as one limit', () => {
    expect(limits('Write ONE WORD AND/OR A NUMBER for each answer.')).toEqual(['ONE WORD AND/OR A NUMBER']);
  });

  it('emphasises A NUMBER on its own', () => {
    expect(limits('Complete the sentence below. Write A NUMBER for your answer.')).toEqual(['A NUMBER']);
  });

  it('emphasises ONLY ONE WORD and the number of letters to choose', () => {
    expect(limits('Use ONLY ONE WORD.')).toEqual(['ONLY ONE WORD']);
    expect(limits('Choose TWO letters, A-E.')).toEqual(['TWO letters']);
  });

  it('finds several limits in one instruction', () => {
    expect(limits('Write ONE WORD ONLY or A NUMBER.')).toEqual(['ONE WORD ONLY', 'A NUMBER']);
  });

  it('leaves lower-case words and other capitals alone', () => {
    expect(limits('Write a number of words. Choose TRUE, FALSE or NOT GIVEN.')).toEqual([]);
    expect(limits('NONE WORDS')).toEqual([]);
  });

  it('gives back the whole text when it has no limit', () => {
    expect(instructionSegments('Choose the correct letter, A, B or C.')).toEqual([
      { text: 'Choose the correct letter, A, B or C.', limit: false },
    ]);
  });

  it('rebuilds the original text from its segments', () => {
    const text = 'Write NO MORE THAN TWO WORDS AND/OR A NUMBER for each answer, or A NUMBER.';
    expect(
      instructionSegments(text)
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
  });

  it('is empty for empty instructions', () => expect(instructionSegments('')).toEqual([]));
});

describe('answerLimitHint', () => {
  it('names the limit as the instruction writes it', () => {
    expect(answerLimitHint('Label the diagram below. Write ONE WORD ONLY for each answer.', 1)).toBe('ONE WORD ONLY');
    expect(answerLimitHint('Complete the form below. Write NO MORE THAN TWO WORDS AND/OR A NUMBER for each answer.', 2)).toBe(
      'NO MORE THAN TWO WORDS AND/OR A NUMBER',
    );
    expect(answerLimitHint('Write ONE WORD AND/OR A NUMBER for each answer.', 1)).toBe('ONE WORD AND/OR A NUMBER');
  });

  it('prefers the word limit over a number named beside it', () => {
    expect(answerLimitHint('Write ONE WORD ONLY or A NUMBER.', 1)).toBe('ONE WORD ONLY');
  });

  it('takes A NUMBER when that is the only limit', () => {
    expect(answerLimitHint('Write A NUMBER for your answer.', 1)).toBe('A NUMBER');
  });

  it('ignores a limit on letters, which is not about typed words', () => {
    expect(answerLimitHint('Choose TWO letters, A-E.', 3)).toBe('Maximum 3 word(s)');
  });

  it("falls back to 'Maximum N word(s)' when the instruction names no limit", () => {
    expect(answerLimitHint('Answer the questions below.', 3)).toBe('Maximum 3 word(s)');
    expect(answerLimitHint('', 2)).toBe('Maximum 2 word(s)');
  });
});
