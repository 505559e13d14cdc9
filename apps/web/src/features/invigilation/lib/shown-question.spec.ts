import { shownQuestion } from './shown-question';

describe('shownQuestion', () => {
  const numbers = { listening: { '1': 1 }, reading: { '27': 1, '1': 15 } };

  it("gives a question the number of the candidate's paper", () => {
    expect(shownQuestion(numbers, 'reading', 27)).toBe(1);
    expect(shownQuestion(numbers, 'reading', 1)).toBe(15);
  });

  it('keeps a number the paper does not hold, and writing tasks, as they are', () => {
    expect(shownQuestion(numbers, 'reading', 33)).toBe(33);
    expect(shownQuestion(numbers, 'writing', 2)).toBe(2);
  });
});
