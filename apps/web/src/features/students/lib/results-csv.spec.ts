import { StudentTexts, type TestResult } from '@cdi/contracts';
import { resultCsv } from './results-csv';

const result: TestResult = {
  id: 'a:listening',
  attempt_id: 'a',
  test_title: 'Mock, "Final"',
  section: 'listening',
  score: null,
  max_score: null,
  band: null,
  status: 'pending',
  released: false,
  questions: [],
  completed_at: '2026-11-25T10:00:00.000Z',
  answers: { '1': 'library', '2': '=SUM(A1)' },
  solutions: null,
  shown_numbers: { '1': 1, '2': 2 },
};

describe('resultCsv', () => {
  it('writes the result and a line per answer, quoting and defusing formulas', () => {
    expect(resultCsv('ABC1234', result).split('\r\n')).toEqual([
      'candidate_id,ABC1234',
      'test,"Mock, ""Final"""',
      'section,listening',
      'completed_at,2026-11-25T10:00:00.000Z',
      `score,${StudentTexts.notMarkedYet}`,
      'percentage,',
      'band,',
      'status,pending',
      'released,no',
      '',
      'question,answer',
      '1,library',
      "2,'=SUM(A1)",
      '',
    ]);
  });

  it('gives the score and percentage once marked', () => {
    const lines = resultCsv('ABC1234', { ...result, score: 30, max_score: 40 }).split('\r\n');
    expect(lines.slice(4, 6)).toEqual(['score,30/40', 'percentage,75%']);
  });

  it('gives the band and a line per question against the key once marked', () => {
    const marked: TestResult = {
      ...result,
      score: 1,
      max_score: 3,
      band: 6.5,
      status: 'marked',
      released: true,
      questions: [
        { question: '1', numbers: [1], answer: 'library', correct: true, marks: 1, max_marks: 1, correct_answers: ['library'] },
        { question: '2', numbers: [2, 3], answer: 'A, D', correct: false, marks: 1, max_marks: 2, correct_answers: ['A, C'] },
        { question: '4', numbers: [4], answer: '', correct: false, marks: 0, max_marks: 1, correct_answers: ['colour', 'color'] },
      ],
    };
    expect(resultCsv('ABC1234', marked).split('\r\n').slice(6)).toEqual([
      'band,6.5',
      'status,marked',
      'released,yes',
      '',
      'question,answer,correct_answer,result,marks',
      '1,library,library,correct,1/1',
      '2,"A, D","A, C",incorrect,1/2',
      '4,,colour / color,incorrect,0/1',
      '',
    ]);
  });
});
