/** Spec 2: the viewer opens at 1.2 and zooms by a factor of 1.2. */
export const ZOOM_INITIAL = 1.2;
export const ZOOM_FACTOR = 1.2;
/**
 * Zoom is kept as a whole number of steps from the initial 1.2, so zooming in and back out returns to
 * exactly 120% (no drift). Six steps either way: 40% to 358%.
 */
export const ZOOM_MIN_STEP = -6;
export const ZOOM_MAX_STEP = 6;

export function zoomAt(step: number): number {
  return ZOOM_INITIAL * ZOOM_FACTOR ** step;
}

export function zoomInStep(step: number): number {
  return Math.min(ZOOM_MAX_STEP, step + 1);
}

export function zoomOutStep(step: number): number {
  return Math.max(ZOOM_MIN_STEP, step - 1);
}

/** '120%'. */
export function zoomPercent(step: number): string {
  return `${Math.round(zoomAt(step) * 100)}%`;
}

/** Spec 2: rotation advances in steps of 90 degrees, modulo 360. */
export function rotateClockwise(degrees: number): number {
  return (((degrees + 90) % 360) + 360) % 360;
}

export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, Math.round(page)), Math.max(1, pages));
}

/** What a key does to the page while the page's canvas has focus; null for any other key. */
export function pageForKey(key: string, page: number, pages: number): number | null {
  switch (key) {
    case 'PageDown':
    case 'ArrowDown':
    case 'ArrowRight':
      return clampPage(page + 1, pages);
    case 'PageUp':
    case 'ArrowUp':
    case 'ArrowLeft':
      return clampPage(page - 1, pages);
    case 'Home':
      return 1;
    case 'End':
      return clampPage(pages, pages);
    default:
      return null;
  }
}

/**
 * Canvases beyond about 16.7 million pixels fail or take seconds on modest machines: a zoomed-in page
 * on a high-density screen gives up some sharpness rather than fail to draw.
 */
export const MAX_CANVAS_PIXELS = 4096 * 4096;

/** The device pixel ratio to render at: the screen's, lowered so the canvas stays within MAX_CANVAS_PIXELS. */
export function renderPixelRatio(cssWidth: number, cssHeight: number, devicePixelRatio: number): number {
  const ratio = Math.max(1, devicePixelRatio || 1);
  const area = cssWidth * cssHeight * ratio * ratio;
  if (area <= MAX_CANVAS_PIXELS || cssWidth <= 0 || cssHeight <= 0) return ratio;
  return Math.max(0.25, Math.sqrt(MAX_CANVAS_PIXELS / (cssWidth * cssHeight)));
}

/** The download's name: the PDF's own, with '.pdf' added when missing. */
export function downloadName(fileName: string): string {
  const name = fileName.trim() || 'document.pdf';
  return /\.pdf$/i.test(name) ? name : `${name}.pdf`;
}
