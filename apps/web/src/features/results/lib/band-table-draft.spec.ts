import { fromDraft, toDraft } from './band-table-draft';

describe('band table drafts', () => {
  it('round-trips a table through the inputs', () => {
    const rows: [number, number][] = [
      [39, 9],
      [37, 8.5],
      [0, 0],
    ];
    expect(fromDraft('Listening', toDraft(rows))).toEqual({ ok: true, rows });
  });

  it('reads typed numbers with spaces around them', () => {
    expect(fromDraft('Reading', [{ minRaw: ' 30 ', band: '7.5 ' }])).toEqual({ ok: true, rows: [[30, 7.5]] });
  });

  it.each([
    ['', '6', 'Invalid band table: Listening row 1: the lowest raw score must be a whole number from 0 to 40'],
    ['12.5', '6', 'Invalid band table: Listening row 1: the lowest raw score must be a whole number from 0 to 40'],
    ['41', '6', 'Invalid band table: Listening row 1: the lowest raw score must be a whole number from 0 to 40'],
    ['-1', '6', 'Invalid band table: Listening row 1: the lowest raw score must be a whole number from 0 to 40'],
    ['20', '6.3', 'Invalid band table: Listening row 1: the band must be a whole or half band from 0 to 9'],
    ['20', '9.5', 'Invalid band table: Listening row 1: the band must be a whole or half band from 0 to 9'],
    ['20', 'six', 'Invalid band table: Listening row 1: the band must be a whole or half band from 0 to 9'],
  ])('refuses raw %p with band %p', (minRaw, band, problem) => {
    expect(fromDraft('Listening', [{ minRaw, band }])).toEqual({ ok: false, problem });
  });

  it('names the row that is wrong and refuses an empty table', () => {
    const draft = [
      { minRaw: '30', band: '7' },
      { minRaw: '0', band: '' },
    ];
    expect(fromDraft('Reading', draft)).toEqual({
      ok: false,
      problem: 'Invalid band table: Reading row 2: the band must be a whole or half band from 0 to 9',
    });
    expect(fromDraft('Reading', [])).toEqual({ ok: false, problem: 'Invalid band table: the Reading table has no rows' });
  });
});
