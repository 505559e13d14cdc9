import { markPracticeAnswers } from './practice-marking';

const solutions = [
  {
    answers: {
      '2': { accept: ['TRUE'] },
      '1': { accept: ['cannonballs', 'cannonball'], notes: 'for markers only' },
    },
  },
  { answers: { '3': { letters: ['B', 'A'] } } },
];

describe('markPracticeAnswers', () => {
  it('scores each slot and lists every question in number order, unanswered ones too', () => {
    const result = markPracticeAnswers({ '1': ' Cannonball. ', '3': 'a, c' }, solutions, 2);
    expect(result).toEqual({
      score: 2,
      total: 4,
      passing_score: 2,
      passed: true,
      questions: [
        {
          question: '1',
          numbers: [1],
          answer: ' Cannonball. ',
          correct: true,
          marks: 1,
          max_marks: 1,
          correct_answers: ['cannonballs', 'cannonball'],
        },
        { question: '2', numbers: [2], answer: '', correct: false, marks: 0, max_marks: 1, correct_answers: ['TRUE'] },
        { question: '3', numbers: [3, 4], answer: 'a, c', correct: false, marks: 1, max_marks: 2, correct_answers: ['A, B'] },
      ],
    });
  });

  it('is correct for a choose-two only with both letters, and fails below the passing score', () => {
    const result = markPracticeAnswers({ '2': 'false', '3': 'B, A' }, solutions, 4);
    expect(result.questions.map((q) => [q.question, q.correct])).toEqual([
      ['1', false],
      ['2', false],
      ['3', true],
    ]);
    expect(result).toMatchObject({ score: 2, total: 4, passed: false });
  });

  it('ignores answers to questions the test does not have and never returns marker notes', () => {
    const result = markPracticeAnswers({ '9': 'anything' }, solutions, 0);
    expect(result.questions.map((q) => q.question)).toEqual(['1', '2', '3']);
    expect(JSON.stringify(result)).not.toContain('notes');
    expect(result.passed).toBe(true);
  });
});
