import { countOf, formatNumber } from './format-count';

describe('counts for people', () => {
  it('separates thousands', () => {
    expect(formatNumber(1250)).toBe('1,250');
    expect(formatNumber(1_000_000)).toBe('1,000,000');
    expect(formatNumber(999)).toBe('999');
  });

  it('says one thing in the singular', () => {
    expect(countOf(1, 'student')).toBe('1 student');
    expect(countOf(0, 'student')).toBe('0 students');
    expect(countOf(12_400, 'entry', 'entries')).toBe('12,400 entries');
  });
});
