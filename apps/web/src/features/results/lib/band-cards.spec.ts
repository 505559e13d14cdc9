import type { SectionResult } from '@cdi/contracts';
import { bandCards } from './band-cards';

const section = (over: Partial<SectionResult> & Pick<SectionResult, 'section'>): SectionResult => ({
  status: 'marked',
  raw_score: null,
  max_score: null,
  band: null,
  questions: [],
  ...over,
});

describe('bandCards', () => {
  it('gives Listening, Reading, Writing and Overall with raw scores for the first two', () => {
    const cards = bandCards(
      [
        section({ section: 'writing', band: 6.5 }),
        section({ section: 'listening', raw_score: 31, max_score: 40, band: 7 }),
        section({ section: 'reading', raw_score: 27, max_score: 40, band: 6.5 }),
      ],
      6.5,
    );
    expect(cards).toEqual([
      { key: 'listening', label: 'Listening', band: 7, raw: '31/40', marked: true },
      { key: 'reading', label: 'Reading', band: 6.5, raw: '27/40', marked: true },
      { key: 'writing', label: 'Writing', band: 6.5, raw: null, marked: true },
      { key: 'overall', label: 'Overall', band: 6.5, raw: null, marked: true },
    ]);
  });

  it('shows no band for a section not marked yet or missing', () => {
    const cards = bandCards([section({ section: 'writing', status: 'awaiting_marking', band: 5 })], null);
    expect(cards.map((c) => [c.key, c.band, c.raw, c.marked])).toEqual([
      ['listening', null, null, false],
      ['reading', null, null, false],
      ['writing', null, null, false],
      ['overall', null, null, false],
    ]);
  });
});
