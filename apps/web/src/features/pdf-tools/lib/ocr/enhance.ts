/**
 * "Enhance images for better OCR": greyscale, a contrast stretch (the darkest and lightest 1% clipped)
 * and a black-and-white threshold chosen by Otsu's method. Faint scans and coloured backgrounds read
 * better; tesseract's own binarisation then has nothing left to guess.
 */

/** Rec. 601 luma of each RGBA pixel. */
export function greyscale(rgba: Uint8ClampedArray): Uint8Array {
  const grey = new Uint8Array(rgba.length / 4);
  for (let i = 0; i < grey.length; i++) {
    const o = i * 4;
    // A transparent pixel is white paper, not black.
    const alpha = rgba[o + 3]! / 255;
    const luma = 0.299 * rgba[o]! + 0.587 * rgba[o + 1]! + 0.114 * rgba[o + 2]!;
    grey[i] = Math.round(luma * alpha + 255 * (1 - alpha));
  }
  return grey;
}

function histogram(grey: Uint8Array): number[] {
  const counts = new Array<number>(256).fill(0);
  for (const value of grey) counts[value]!++;
  return counts;
}

/** Stretches the grey levels so the 1st and 99th percentiles become black and white. */
export function stretchContrast(grey: Uint8Array, clip = 0.01): void {
  const counts = histogram(grey);
  const limit = grey.length * clip;
  let low = 0;
  for (let seen = 0; low < 255 && seen + counts[low]! <= limit; low++) seen += counts[low]!;
  let high = 255;
  for (let seen = 0; high > 0 && seen + counts[high]! <= limit; high--) seen += counts[high]!;
  if (high <= low) return;
  const scale = 255 / (high - low);
  for (let i = 0; i < grey.length; i++) grey[i] = Math.min(255, Math.max(0, Math.round((grey[i]! - low) * scale)));
}

/** Otsu's threshold: the grey level that best separates ink from paper. */
export function otsuThreshold(grey: Uint8Array): number {
  const counts = histogram(grey);
  const total = grey.length;
  let sumAll = 0;
  for (let level = 0; level < 256; level++) sumAll += level * counts[level]!;
  let sumBackground = 0;
  let weightBackground = 0;
  let best = 0;
  let threshold = 127;
  for (let level = 0; level < 256; level++) {
    weightBackground += counts[level]!;
    if (weightBackground === 0) continue;
    const weightForeground = total - weightBackground;
    if (weightForeground === 0) break;
    sumBackground += level * counts[level]!;
    const meanBackground = sumBackground / weightBackground;
    const meanForeground = (sumAll - sumBackground) / weightForeground;
    const between = weightBackground * weightForeground * (meanBackground - meanForeground) ** 2;
    if (between > best) {
      best = between;
      threshold = level;
    }
  }
  return threshold;
}

/** The whole enhancement on RGBA pixels, in place (each pixel becomes black or white, opaque). */
export function enhancePixels(rgba: Uint8ClampedArray): void {
  const grey = greyscale(rgba);
  stretchContrast(grey);
  const threshold = otsuThreshold(grey);
  for (let i = 0; i < grey.length; i++) {
    const value = grey[i]! > threshold ? 255 : 0;
    const o = i * 4;
    rgba[o] = rgba[o + 1] = rgba[o + 2] = value;
    rgba[o + 3] = 255;
  }
}

/** A new canvas with the enhanced page; the rendered page itself stays as it was. */
export function enhanceForOcr(canvas: HTMLCanvasElement): HTMLCanvasElement {
  const output = document.createElement('canvas');
  output.width = canvas.width;
  output.height = canvas.height;
  const context = output.getContext('2d', { willReadFrequently: true });
  if (!context || canvas.width === 0 || canvas.height === 0) return canvas;
  context.drawImage(canvas, 0, 0);
  const image = context.getImageData(0, 0, output.width, output.height);
  enhancePixels(image.data);
  context.putImageData(image, 0, 0);
  return output;
}
