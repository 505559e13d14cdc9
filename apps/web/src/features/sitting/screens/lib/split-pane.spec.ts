import { clampReadingPercent, clampWritingWidth, writingPaneBounds } from './split-pane';

describe('split panes', () => {
  it('keeps the reading passage between 30 and 70 percent', () => {
    expect(clampReadingPercent(10)).toBe(30);
    expect(clampReadingPercent(55)).toBe(55);
    expect(clampReadingPercent(90)).toBe(70);
  });

  it('keeps the writing prompt between 250 px and the window less 250 px, never capped below 350', () => {
    expect(writingPaneBounds(1400)).toEqual({ min: 250, max: 1150 });
    expect(writingPaneBounds(500)).toEqual({ min: 250, max: 350 });
    expect(clampWritingWidth(100, 1400)).toBe(250);
    expect(clampWritingWidth(1300, 1400)).toBe(1150);
    expect(clampWritingWidth(700, 1400)).toBe(700);
  });
});
