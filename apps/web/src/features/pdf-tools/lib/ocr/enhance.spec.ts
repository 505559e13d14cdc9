import { enhancePixels, greyscale, otsuThreshold, stretchContrast } from './enhance';

const rgba = (...pixels: [number, number, number, number][]) => new Uint8ClampedArray(pixels.flat());

describe('enhancing a page for OCR', () => {
  it('turns colour into grey, transparent as white paper', () => {
    expect([...greyscale(rgba([255, 0, 0, 255], [0, 0, 0, 0], [100, 100, 100, 255]))]).toEqual([76, 255, 100]);
  });

  it('stretches faint contrast to the full range', () => {
    const grey = new Uint8Array([100, 100, 150, 200, 200]);
    stretchContrast(grey, 0);
    expect([...grey]).toEqual([0, 0, 127, 255, 255]);
  });

  it('finds the threshold between ink and paper', () => {
    const grey = new Uint8Array([20, 25, 30, 200, 210, 220, 230]);
    const threshold = otsuThreshold(grey);
    expect(threshold).toBeGreaterThanOrEqual(30);
    expect(threshold).toBeLessThan(200);
  });

  it('leaves only black ink on white paper', () => {
    // Grey text (120) on a yellowish page (230, 220, 160).
    const pixels = rgba([120, 120, 120, 255], [230, 220, 160, 255], [125, 118, 122, 255], [228, 222, 158, 255]);
    enhancePixels(pixels);
    expect([...pixels]).toEqual([0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255]);
  });
});
