/** Reading: the passage pane starts at half the width and stays within 30-70 %. */
export const READING_PANE = { initialPercent: 50, minPercent: 30, maxPercent: 70 } as const;

export function clampReadingPercent(percent: number): number {
  return Math.min(READING_PANE.maxPercent, Math.max(READING_PANE.minPercent, percent));
}

/**
 * Writing: the prompt pane starts at half the window and stays between 250 px and the window width
 * minus 250 px, the upper limit never below 350 px (spec 2, writing screen).
 */
export const WRITING_PANE_MIN_PX = 250;
export const WRITING_PANE_MAX_FLOOR_PX = 350;

export function writingPaneBounds(windowWidth: number): { min: number; max: number } {
  return { min: WRITING_PANE_MIN_PX, max: Math.max(WRITING_PANE_MAX_FLOOR_PX, windowWidth - WRITING_PANE_MIN_PX) };
}

export function clampWritingWidth(width: number, windowWidth: number): number {
  const { min, max } = writingPaneBounds(windowWidth);
  return Math.min(max, Math.max(min, width));
}
