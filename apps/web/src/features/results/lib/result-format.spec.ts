import { ResultTexts, type CandidateSitting } from '@cdi/contracts';
import { setDisplayTimeZone } from '../../../shared/format/date';
import {
  answerText,
  correctAnswersText,
  expectedByText,
  formatBand,
  newestFirst,
  NO_VALUE,
  questionLabel,
  rawScoreText,
  submittedText,
} from './result-format';

describe('formatBand', () => {
  it.each([
    [7, '7.0'],
    [6.5, '6.5'],
    [0, '0.0'],
    [9, '9.0'],
    [6.25, '6.25'],
    [6.125, '6.125'],
    [5.875, '5.875'],
    [6.75, '6.75'],
  ])('shows %p as %p', (band, shown) => {
    expect(formatBand(band)).toBe(shown);
  });

  it('shows a placeholder when there is no band', () => {
    expect(formatBand(null)).toBe(NO_VALUE);
    expect(formatBand(undefined)).toBe(NO_VALUE);
    expect(formatBand(Number.NaN)).toBe(NO_VALUE);
  });
});

describe('scores and dates', () => {
  afterEach(() => setDisplayTimeZone(undefined));

  it('writes a raw score out of its maximum', () => {
    expect(rawScoreText(31, 40)).toBe('31/40');
    expect(rawScoreText(0, 40)).toBe('0/40');
    expect(rawScoreText(null, 40)).toBe(NO_VALUE);
    expect(rawScoreText(12, null)).toBe(NO_VALUE);
  });

  it('says when results are expected and when the test was submitted, on the display clock', () => {
    setDisplayTimeZone('Europe/London');
    expect(expectedByText('2026-07-03T09:15:00Z')).toBe('Results expected by 2026-07-03 10:15');
    expect(submittedText('2026-07-01T09:15:00Z')).toBe('Submitted 2026-07-01 10:15');
  });
});

describe('newestFirst', () => {
  const sitting = (attempt_id: string, submitted_at: string) => ({ attempt_id, submitted_at }) as CandidateSitting;

  it('puts the latest submission first without changing the input', () => {
    const input = [
      sitting('a', '2026-05-01T10:00:00Z'),
      sitting('b', '2026-07-01T10:00:00Z'),
      sitting('c', 'not a date'),
      sitting('d', '2026-06-01T10:00:00Z'),
    ];
    expect(newestFirst(input).map((s) => s.attempt_id)).toEqual(['b', 'd', 'a', 'c']);
    expect(input.map((s) => s.attempt_id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('question rows', () => {
  it('labels a slot by its numbers', () => {
    expect(questionLabel({ question: '7', numbers: [7] })).toBe('7');
    expect(questionLabel({ question: '11', numbers: [12, 11] })).toBe('11–12');
    expect(questionLabel({ question: '3', numbers: [3, 5] })).toBe('3, 5');
    expect(questionLabel({ question: 'q-x', numbers: [] })).toBe('q-x');
  });

  it('says when a question was left blank', () => {
    expect(answerText('')).toBe(ResultTexts.noAnswer);
    expect(answerText('   ')).toBe(ResultTexts.noAnswer);
    expect(answerText('library')).toBe('library');
  });

  it('lists every accepted answer', () => {
    expect(correctAnswersText(['colour', 'color'])).toBe('colour / color');
    expect(correctAnswersText(['A, C'])).toBe('A, C');
    expect(correctAnswersText([])).toBe(NO_VALUE);
  });
});
