import { HIGHLIGHT_TOOLBAR_MARGIN_PX, HIGHLIGHT_TOOLBAR_WIDTH_PX } from './exam-tools-texts';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ViewportSize {
  width: number;
  height: number;
}

/** Space between the selected text and the toolbar. */
const TOOLBAR_GAP_PX = 8;

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}

/** 280 px, or the whole width between the margins on a viewport too narrow for that. */
export function highlightToolbarWidth(viewportWidth: number): number {
  return Math.max(0, Math.min(HIGHLIGHT_TOOLBAR_WIDTH_PX, viewportWidth - 2 * HIGHLIGHT_TOOLBAR_MARGIN_PX));
}

export interface ToolbarPlacement {
  left: number;
  top: number;
  width: number;
  side: 'below' | 'above';
}

/**
 * Places the toolbar centred under the selection, or above it when there is no room below, and always
 * at least 16 px inside every edge of the viewport. All values are viewport pixels (position: fixed).
 */
export function placeHighlightToolbar(selection: Box, toolbarHeight: number, viewport: ViewportSize): ToolbarPlacement {
  const margin = HIGHLIGHT_TOOLBAR_MARGIN_PX;
  const width = highlightToolbarWidth(viewport.width);
  const centredLeft = selection.left + selection.width / 2 - width / 2;
  const left = clamp(centredLeft, margin, Math.max(margin, viewport.width - margin - width));

  const belowTop = selection.top + selection.height + TOOLBAR_GAP_PX;
  const aboveTop = selection.top - TOOLBAR_GAP_PX - toolbarHeight;
  const fitsBelow = belowTop + toolbarHeight <= viewport.height - margin;
  const side = !fitsBelow && aboveTop >= margin ? 'above' : 'below';
  const preferredTop = side === 'below' ? belowTop : aboveTop;
  const top = clamp(preferredTop, margin, Math.max(margin, viewport.height - margin - toolbarHeight));
  return { left, top, width, side };
}

/** Why a selection does not open the toolbar; 'ok' when it does. */
export type SelectionVerdict = 'ok' | 'outside-content' | 'in-field' | 'empty' | 'zero-size';

export interface SelectionFacts {
  /** The document has a selection that is more than a caret. */
  selected: boolean;
  /** The selection touches the exam content area at all. */
  touchesContent: boolean;
  /** The selection is inside a text field, which keeps its own selection and is never highlighted. */
  inField: boolean;
  /** The highlightable text selected inside the content area. */
  text: string;
  box: Box;
}

export function judgeSelection({ selected, touchesContent, inField, text, box }: SelectionFacts): SelectionVerdict {
  if (inField) return 'in-field';
  if (!selected) return 'empty';
  if (!touchesContent) return 'outside-content';
  if (text.trim() === '') return 'empty';
  if (box.width <= 0 || box.height <= 0) return 'zero-size';
  return 'ok';
}

export interface TextSlice {
  start: number;
  end: number;
}

/**
 * The part of one text node a selection covers: from its start offset when the selection starts in
 * this node (else 0) to its end offset when it ends here (else the node's end), kept inside the text.
 */
export function selectedSlice(textLength: number, bounds: { start?: number; end?: number }): TextSlice {
  const start = clamp(bounds.start ?? 0, 0, textLength);
  const end = clamp(bounds.end ?? textLength, start, textLength);
  return { start, end };
}

/** Whitespace alone (as between block elements or list items) is never wrapped: a mark there would break the markup. */
export function sliceIsWorthWrapping(text: string, slice: TextSlice): boolean {
  return text.slice(slice.start, slice.end).trim() !== '';
}
