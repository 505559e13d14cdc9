import { StudentTexts, type TestResult } from '@cdi/contracts';
import { resultCsv } from './results-csv';

const result: TestResult = {
  id: 'a:listening',
  attempt_id: 'a',
  test_title: 'Mock, "Final"',
  section: 'listening',
  score: null,
  max_score: null,
  completed_at: '2026-11-25T10:00:00.000Z',
  answers: { '1': 'library', '2': '=SUM(A1)' },
  solutions: null,
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
});
