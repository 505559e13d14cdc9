import { savedAnswerRows } from './saved-answers';

describe('savedAnswerRows', () => {
  it("numbers the answers as the candidate's paper showed them, in that order", () => {
    const rows = savedAnswerRows({
      answers: { '1': 'TRUE', '27': 'iv', '28': 'B' },
      shown_numbers: { '27': 1, '28': 2, '1': 15 },
    });
    expect(rows).toEqual([
      { key: '27', question: '1', answer: 'iv' },
      { key: '28', question: '2', answer: 'B' },
      { key: '1', question: '15', answer: 'TRUE' },
    ]);
  });

  it('keeps keys the numbering does not hold, such as writing tasks, as saved', () => {
    expect(savedAnswerRows({ answers: { task2: 'Essay', task1: 'Report' }, shown_numbers: {} })).toEqual([
      { key: 'task1', question: 'task1', answer: 'Report' },
      { key: 'task2', question: 'task2', answer: 'Essay' },
    ]);
  });
});
