import { resultScore } from './result-score';

describe('resultScore', () => {
  it('gives a raw score with its percentage and colour', () => {
    expect(resultScore({ status: 'marked', score: 32, max_score: 40 })).toEqual({ text: '32/40', percent: 80, colour: 'green' });
    expect(resultScore({ status: 'marked', score: 24, max_score: 40 })).toEqual({ text: '24/40', percent: 60, colour: 'yellow' });
    expect(resultScore({ status: 'marked', score: 23, max_score: 40 })).toEqual({ text: '23/40', percent: 57.5, colour: 'red' });
  });

  it('reads a writing band out of 9', () => {
    expect(resultScore({ status: 'marked', score: 6.5, max_score: 9 })).toEqual({
      text: '6.5/9',
      percent: 72.2,
      colour: 'yellow',
    });
  });

  it('gives nothing while the section is not marked, whatever figures it holds', () => {
    expect(resultScore({ status: 'pending', score: null, max_score: 40 })).toBeNull();
    expect(resultScore({ status: 'awaiting_marking', score: 6, max_score: 9 })).toBeNull();
    expect(resultScore({ status: 'marked', score: null, max_score: null })).toBeNull();
  });
});
