import type { CandidateQuestionGroup } from '@cdi/exam-core';
import {
  flagLabel,
  groupHeading,
  questionNumbersOf,
  questionRangeLabel,
  questionStateLabel,
  singleInputSegments,
} from './question-numbers';

const chooseTwo: CandidateQuestionGroup = {
  type: 'multiple_choice',
  instructions: 'Choose TWO letters, A-E.',
  questions: [{ number: 25, text: 'Which TWO?', options: { A: 'a', B: 'b', C: 'c' }, allowMultiple: true, maxSelections: 2 }],
};
const summary: CandidateQuestionGroup = {
  type: 'summary_completion',
  instructions: 'Complete the summary.',
  maxWords: 2,
  firstNumber: 1,
  paragraphs: [{ content: 'A {{blank}} and a ___.' }, { content: 'No gap.' }, { content: 'Then {{blank}}.' }],
};

describe('questionNumbersOf', () => {
  it('covers every number of a choose-TWO question', () => expect(questionNumbersOf(chooseTwo)).toEqual([25, 26]));
  it('numbers blanks in reading order from firstNumber', () => expect(questionNumbersOf(summary)).toEqual([1, 2, 3]));
});

describe('questionRangeLabel', () => {
  it('names one question', () => expect(questionRangeLabel([9])).toBe('Question 9'));
  it('joins a range with an en dash', () => expect(questionRangeLabel([1, 2, 3, 4, 5, 6, 7])).toBe('Questions 1–7'));
  it('takes the lowest and highest of unsorted numbers', () => expect(questionRangeLabel([26, 25])).toBe('Questions 25–26'));
  it('is empty for no numbers', () => expect(questionRangeLabel([])).toBe(''));
});

describe('groupHeading', () => {
  it('prefers the authored title', () => expect(groupHeading({ ...summary, title: 'Questions 1-3' })).toBe('Questions 1-3'));
  it('falls back to the range of the numbers', () => expect(groupHeading(chooseTwo)).toBe('Questions 25–26'));
  const inSlotOne = (authored: number) => authored - 24;
  it("numbers the authored title as the candidate's paper", () =>
    expect(groupHeading({ ...chooseTwo, title: 'Questions 25-26' }, inSlotOne)).toBe('Questions 1-2'));
  it("numbers the range as the candidate's paper", () => expect(groupHeading(chooseTwo, inSlotOne)).toBe('Questions 1–2'));
});

describe('flagLabel', () => {
  it('reads "Flag question N for review"', () => expect(flagLabel([9])).toBe('Flag question 9 for review'));
  it('names both numbers of a choose-TWO question', () => expect(flagLabel([25, 26])).toBe('Flag questions 25–26 for review'));
});

describe('singleInputSegments', () => {
  it('puts the input at the blank', () => {
    expect(singleInputSegments('outside the {{blank}}')).toEqual([
      { kind: 'text', text: 'outside the ' },
      { kind: 'blank', index: 0 },
    ]);
  });
  it('puts the input after text without a blank', () => {
    expect(singleInputSegments('Record the temperature')).toEqual([
      { kind: 'text', text: 'Record the temperature ' },
      { kind: 'blank', index: 0 },
    ]);
  });
  it('is the input alone when there is no text', () => {
    expect(singleInputSegments(undefined)).toEqual([{ kind: 'blank', index: 0 }]);
    expect(singleInputSegments('  ')).toEqual([{ kind: 'blank', index: 0 }]);
  });
});

describe('questionStateLabel', () => {
  it('says whether the question is answered and flagged', () => {
    expect(questionStateLabel('Question 3', true, false)).toBe('Question 3, answered');
    expect(questionStateLabel('Task 2', false, true)).toBe('Task 2, not answered, flagged for review');
  });
});
