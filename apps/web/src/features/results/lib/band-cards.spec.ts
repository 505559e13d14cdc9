import type { SectionResult } from '@cdi/contracts';
import { bandCards, overallNote } from './band-cards';

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
      { band: 6.5, kind: 'lrw_average' },
    );
    expect(cards).toEqual([
      { key: 'listening', label: 'Listening', band: 7, raw: '31/40', marked: true },
      { key: 'reading', label: 'Reading', band: 6.5, raw: '27/40', marked: true },
      { key: 'writing', label: 'Writing', band: 6.5, raw: null, marked: true },
      { key: 'overall', label: 'Overall band', band: 6.5, raw: null, marked: true },
    ]);
  });

  it('adds Speaking before the overall once the centre has recorded it', () => {
    const cards = bandCards(
      [
        section({ section: 'listening', raw_score: 26, max_score: 40, band: 6.5 }),
        section({ section: 'reading', raw_score: 27, max_score: 40, band: 6.5 }),
        section({ section: 'writing', band: 6 }),
      ],
      { band: 6.5, kind: 'four_skills' },
      6,
    );
    expect(cards.map((c) => [c.key, c.label, c.band])).toEqual([
      ['listening', 'Listening', 6.5],
      ['reading', 'Reading', 6.5],
      ['writing', 'Writing', 6],
      ['speaking', 'Speaking', 6],
      ['overall', 'Overall band', 6.5],
    ]);
  });

  it('says which overall it is: "Overall band (L/R/W average)" without Speaking, the four skills with it', () => {
    expect(overallNote('lrw_average')).toEqual({
      note: '(L/R/W average)',
      explanation:
        'Speaking is not taken on this platform, so the overall band is the average of Listening, Reading and Writing.',
    });
    expect(overallNote('four_skills').note).toBeNull();
    expect(overallNote('four_skills').explanation).toMatch(
      /^The overall band is the average of Listening, Reading, Writing and Speaking/,
    );
  });

  it('shows no band for a section not marked yet or missing', () => {
    const cards = bandCards([section({ section: 'writing', status: 'awaiting_marking', band: 5 })], {
      band: null,
      kind: 'lrw_average',
    });
    expect(cards.map((c) => [c.key, c.band, c.raw, c.marked])).toEqual([
      ['listening', null, null, false],
      ['reading', null, null, false],
      ['writing', null, null, false],
      ['overall', null, null, false],
    ]);
  });
});
