import { SystemStatsTexts } from '@cdi/contracts';
import { formatCount, formatMs, formatOptionalCount, formatPercent } from './format-stats';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1.0K'],
    [1250, '1.3K'],
    [15_000, '15.0K'],
    [999_949, '999.9K'],
    [999_960, '1.0M'],
    [1_000_000, '1.0M'],
    [2_540_000, '2.5M'],
    [12_345_678, '12.3M'],
  ])('shows %d as %s', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });
});

describe('formatPercent', () => {
  it.each([
    [0, '0.0%'],
    [87.5, '87.5%'],
    [33.333, '33.3%'],
    [99.96, '100.0%'],
    [100, '100.0%'],
  ])('shows %d as %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });

  it('says not applicable, not 0, when there is nothing behind the figure', () => {
    expect(formatPercent(null)).toBe(SystemStatsTexts.notApplicable);
  });
});

describe('formatMs and formatOptionalCount', () => {
  it('shows milliseconds and counts, or not applicable', () => {
    expect(formatMs(42.4)).toBe('42 ms');
    expect(formatMs(1500)).toBe('1.5K ms');
    expect(formatMs(null)).toBe(SystemStatsTexts.notApplicable);
    expect(formatOptionalCount(0)).toBe('0');
    expect(formatOptionalCount(null)).toBe(SystemStatsTexts.notApplicable);
  });
});
