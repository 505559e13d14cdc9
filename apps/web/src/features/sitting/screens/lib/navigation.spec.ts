import type { AnswerSlot } from '@cdi/exam-core';
import { answeredNumbers, partOfQuestion, reviewSummary, slotOf, stepQuestion } from './navigation';

const parts = [
  { part: 1, numbers: [1, 2, 3] },
  { part: 2, numbers: [4, 5] },
];

const slot = (number: number, numbers = [number]): AnswerSlot => ({
  number,
  numbers,
  path: '',
  expects:
    numbers.length > 1 ? { kind: 'letters', keys: ['A', 'B', 'C', 'D'], count: numbers.length } : { kind: 'text', maxWords: 3 },
});

describe('question navigation', () => {
  it('finds the part that holds a question', () => {
    expect(partOfQuestion(parts, 4)).toBe(2);
    expect(partOfQuestion(parts, 9)).toBeUndefined();
  });

  it('steps across parts and stops at the first and last question', () => {
    expect(stepQuestion(parts, 3, 1)).toBe(4);
    expect(stepQuestion(parts, 4, -1)).toBe(3);
    expect(stepQuestion(parts, 5, 1)).toBe(5);
    expect(stepQuestion(parts, 1, -1)).toBe(1);
  });
});

describe('answeredNumbers', () => {
  it('counts only answers that are not blank after trimming', () => {
    const values: Record<number, string> = { 1: 'library', 2: '   ' };
    expect([...answeredNumbers([slot(1), slot(2), slot(3)], (n) => values[n] ?? '')]).toEqual([1]);
  });

  it('answers one number of a choose-two question per letter chosen', () => {
    const slots = [slot(25, [25, 26])];
    expect([...answeredNumbers(slots, () => 'B')]).toEqual([25]);
    expect([...answeredNumbers(slots, () => 'B, D')]).toEqual([25, 26]);
    expect(slotOf(slots, 26)?.number).toBe(25);
  });
});

describe('reviewSummary', () => {
  it('lists unanswered and flagged questions in order', () => {
    expect(reviewSummary([1, 2, 3, 4], new Set([1, 3]), new Set([3, 4]))).toEqual({ unanswered: [2, 4], flagged: [3, 4] });
  });
});
