import { row } from './roster.fixture';
import { shownQuestion } from './shown-question';

describe('shownQuestion', () => {
  const candidate = row({ candidateId: 'CAN0001', shownNumbers: { listening: { '1': 1 }, reading: { '27': 1, '1': 15 } } });

  it("gives a question the number of the candidate's paper", () => {
    expect(shownQuestion(candidate, 'reading', 27)).toBe(1);
    expect(shownQuestion(candidate, 'reading', 1)).toBe(15);
  });

  it('keeps a number the paper does not hold, and writing tasks, as they are', () => {
    expect(shownQuestion(candidate, 'reading', 33)).toBe(33);
    expect(shownQuestion(candidate, 'writing', 2)).toBe(2);
  });
});
