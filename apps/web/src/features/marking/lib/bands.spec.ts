import { isUnderLength, bandOptions, formatBand, taskBand, underLengthText } from './bands';

describe('marking bands', () => {
  it('offers every half band from 9 down to 0', () => {
    const options = bandOptions();
    expect(options).toHaveLength(19);
    expect(options[0]).toBe(9);
    expect(options.at(-1)).toBe(0);
    expect(options.slice(0, 4)).toEqual([9, 8.5, 8, 7.5]);
    expect(options.every((band) => Number.isInteger(band * 2))).toBe(true);
  });

  it('makes the task band the mean of the four criteria', () => {
    expect(taskBand({ ta: 6, cc: 6.5, lr: 6, gra: 6.5 })).toBe(6.25);
    expect(taskBand({ ta: 7, cc: 6.5, lr: 6, gra: 6 })).toBe(6.375);
    expect(taskBand({ ta: 9, cc: 9, lr: 9, gra: 9 })).toBe(9);
    expect(taskBand({ ta: 0, cc: 0, lr: 0, gra: 0 })).toBe(0);
  });

  it('gives no task band until all four criteria have one', () => {
    expect(taskBand({ ta: 6, cc: 6, lr: 6, gra: null })).toBeNull();
    expect(taskBand({ ta: null, cc: null, lr: null, gra: null })).toBeNull();
  });

  it('shows a band with at most three decimals, trailing zeros dropped', () => {
    expect(formatBand(6.25)).toBe('6.25');
    expect(formatBand(6.375)).toBe('6.375');
    expect(formatBand(7)).toBe('7');
    expect(formatBand(6.5)).toBe('6.5');
    expect(formatBand(6.1234)).toBe('6.123');
    expect(formatBand(0)).toBe('0');
  });

  it('flags a response under the task minimum, and only then', () => {
    expect(isUnderLength(149, 150)).toBe(true);
    expect(isUnderLength(150, 150)).toBe(false);
    expect(isUnderLength(0, 250)).toBe(true);
    expect(underLengthText(120, 150)).toBe('Under length: 120 of at least 150 words');
    expect(underLengthText(251, 250)).toBeNull();
  });
});
