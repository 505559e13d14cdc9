import { percentText } from './percent';

describe('percentText', () => {
  it('gives a share as a whole percent', () => {
    expect(percentText(0)).toBe('0%');
    expect(percentText(0.456)).toBe('46%');
    expect(percentText(1)).toBe('100%');
  });
});
