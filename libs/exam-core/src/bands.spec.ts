import { academicReadingBand, listeningBand } from './bands';

describe('listeningBand', () => {
  it.each([
    [40, 9],
    [39, 9],
    [38, 8.5],
    [37, 8.5],
    [36, 8],
    [35, 8],
    [34, 7.5],
    [32, 7.5],
    [31, 7],
    [30, 7],
    [29, 6.5],
    [26, 6.5],
    [25, 6],
    [23, 6],
    [22, 5.5],
    [18, 5.5],
    [17, 5],
    [16, 5],
    [15, 4.5],
    [13, 4.5],
    [12, 4],
    [10, 4],
    [9, 3.5],
    [8, 3.5],
    [7, 3],
    [6, 3],
    [5, 2.5],
    [4, 2.5],
    [3, 2],
    [2, 2],
    [1, 1],
    [0, 0],
  ])('raw %i is band %d', (raw, band) => expect(listeningBand(raw)).toBe(band));
});

describe('academicReadingBand', () => {
  it.each([
    [40, 9],
    [39, 9],
    [37, 8.5],
    [35, 8],
    [34, 7.5],
    [33, 7.5],
    [32, 7],
    [30, 7],
    [29, 6.5],
    [27, 6.5],
    [26, 6],
    [23, 6],
    [22, 5.5],
    [19, 5.5],
    [18, 5],
    [15, 5],
    [14, 4.5],
    [13, 4.5],
    [12, 4],
    [10, 4],
    [9, 3.5],
    [6, 3],
    [4, 2.5],
    [3, 2],
    [0, 0],
  ])('raw %i is band %d', (raw, band) => expect(academicReadingBand(raw)).toBe(band));

  it('differs from listening where the tables differ (32 correct)', () => {
    expect(listeningBand(32)).toBe(7.5);
    expect(academicReadingBand(32)).toBe(7);
  });
});

describe('raw score bounds', () => {
  it.each([-1, 41, 2.5, Number.NaN])('rejects %p', (raw) => {
    expect(() => listeningBand(raw)).toThrow(RangeError);
    expect(() => academicReadingBand(raw)).toThrow(RangeError);
  });
});
