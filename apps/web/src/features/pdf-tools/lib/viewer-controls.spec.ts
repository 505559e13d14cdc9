import {
  clampPage,
  downloadName,
  MAX_CANVAS_PIXELS,
  pageForKey,
  renderPixelRatio,
  rotateClockwise,
  zoomAt,
  zoomInStep,
  zoomOutStep,
  zoomPercent,
  ZOOM_MAX_STEP,
  ZOOM_MIN_STEP,
} from './viewer-controls';

describe('zoom', () => {
  it('starts at 1.2, shown as 120%', () => {
    expect(zoomAt(0)).toBe(1.2);
    expect(zoomPercent(0)).toBe('120%');
  });

  it('zooms by a factor of 1.2 each step', () => {
    expect(zoomAt(1)).toBeCloseTo(1.44);
    expect(zoomPercent(1)).toBe('144%');
    expect(zoomAt(-1)).toBeCloseTo(1);
    expect(zoomPercent(-1)).toBe('100%');
  });

  it('comes back to exactly 120% after zooming in and out', () => {
    const step = zoomOutStep(zoomOutStep(zoomInStep(zoomInStep(0))));
    expect(zoomAt(step)).toBe(1.2);
  });

  it('stops at the smallest and largest zoom', () => {
    expect(zoomInStep(ZOOM_MAX_STEP)).toBe(ZOOM_MAX_STEP);
    expect(zoomOutStep(ZOOM_MIN_STEP)).toBe(ZOOM_MIN_STEP);
    expect(zoomPercent(ZOOM_MIN_STEP)).toBe('40%');
    expect(zoomPercent(ZOOM_MAX_STEP)).toBe('358%');
  });
});

describe('rotateClockwise', () => {
  it('turns by 90 degrees, back to 0 after a full turn', () => {
    expect([0, 90, 180, 270].map(rotateClockwise)).toEqual([90, 180, 270, 0]);
  });

  it('keeps any start within 0-359', () => {
    expect(rotateClockwise(360)).toBe(90);
    expect(rotateClockwise(-90)).toBe(0);
  });
});

describe('page navigation', () => {
  it('keeps the page between 1 and the last', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(6, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(1, 0)).toBe(1);
  });

  it.each([
    ['PageDown', 2, 3],
    ['ArrowDown', 2, 3],
    ['ArrowRight', 2, 3],
    ['PageUp', 2, 1],
    ['ArrowUp', 2, 1],
    ['ArrowLeft', 2, 1],
    ['Home', 4, 1],
    ['End', 2, 5],
  ])('%s on page %i goes to page %i', (key, page, expected) => {
    expect(pageForKey(key, page, 5)).toBe(expected);
  });

  it('does not go past either end, and ignores other keys', () => {
    expect(pageForKey('PageDown', 5, 5)).toBe(5);
    expect(pageForKey('PageUp', 1, 5)).toBe(1);
    expect(pageForKey('Enter', 2, 5)).toBeNull();
    expect(pageForKey('a', 2, 5)).toBeNull();
  });
});

describe('renderPixelRatio', () => {
  it("uses the screen's density for a page of ordinary size", () => {
    expect(renderPixelRatio(714, 1010, 2)).toBe(2);
    expect(renderPixelRatio(714, 1010, 1)).toBe(1);
  });

  it('never renders below one pixel per CSS pixel on a low-density screen', () => {
    expect(renderPixelRatio(714, 1010, 0.5)).toBe(1);
  });

  it('lowers the density of a very large canvas to keep it within the pixel budget', () => {
    const ratio = renderPixelRatio(2500, 3500, 3);
    expect(ratio).toBeLessThan(3);
    expect(2500 * 3500 * ratio * ratio).toBeLessThanOrEqual(MAX_CANVAS_PIXELS + 1);
  });
});

describe('downloadName', () => {
  it("keeps the PDF's own name, adding .pdf when missing", () => {
    expect(downloadName('Mock test 3.pdf')).toBe('Mock test 3.pdf');
    expect(downloadName('scan.PDF')).toBe('scan.PDF');
    expect(downloadName('Mock test 3')).toBe('Mock test 3.pdf');
    expect(downloadName('  ')).toBe('document.pdf');
  });
});
