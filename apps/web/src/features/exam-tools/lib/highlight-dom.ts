import { judgeSelection, selectedSlice, sliceIsWorthWrapping, type SelectionVerdict } from './highlight-geometry';

export const HIGHLIGHT_CLASS = 'exam-highlight';

/** Set on the marks of a highlight that carries a note (text-notes-dom.ts); its value is the note's id. */
export const NOTE_ID_ATTRIBUTE = 'data-note-id';

/**
 * Text under these is never wrapped: form controls keep working, and markup that opts out with
 * data-highlight-ignore (live counters, the tool's own controls) is left as rendered.
 */
const NEVER_HIGHLIGHTED =
  'input, textarea, select, option, button, script, style, [contenteditable]:not([contenteditable="false"]), [data-highlight-ignore]';

const TEXT_FIELDS = 'input, textarea, [contenteditable]:not([contenteditable="false"])';

export interface SelectedText {
  node: Text;
  start: number;
  end: number;
}

export function highlightableTextNodes(container: Element): Text[] {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      const excludedBy = node.parentElement?.closest(NEVER_HIGHLIGHTED);
      return excludedBy && container.contains(excludedBy) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT;
    },
  });
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** The visible text the range covers inside the container, one slice per text node. */
export function selectedText(range: Range, container: Element): SelectedText[] {
  return highlightableTextNodes(container)
    .filter((node) => range.intersectsNode(node))
    .map((node) => ({
      node,
      ...selectedSlice(node.length, {
        start: node === range.startContainer ? range.startOffset : undefined,
        end: node === range.endContainer ? range.endOffset : undefined,
      }),
    }))
    .filter((slice) => sliceIsWorthWrapping(slice.node.data, slice));
}

export function isHighlight(node: Node | null): node is HTMLElement {
  return node instanceof HTMLElement && node.localName === 'mark' && node.classList.contains(HIGHLIGHT_CLASS);
}

/**
 * A highlight without a note. Losing a candidate's note by accident is not acceptable, so Remove and
 * Clear All act on these alone: a noted highlight goes only by its note's own 'Delete note'.
 */
function isPlainHighlight(node: Node | null): node is HTMLElement {
  return isHighlight(node) && !node.hasAttribute(NOTE_ID_ATTRIBUTE);
}

export function createHighlight(): HTMLElement {
  const mark = document.createElement('mark');
  mark.className = HIGHLIGHT_CLASS;
  return mark;
}

/** Splits the slice's text node so that the slice is a text node of its own, and returns it. */
export function isolate({ node, start, end }: SelectedText): Text {
  if (end < node.length) node.splitText(end);
  return start > 0 ? node.splitText(start) : node;
}

/** The part of the range that lies inside the container, or null when they do not meet. */
export function clampRangeToContainer(range: Range, container: Element): Range | null {
  if (!range.intersectsNode(container)) return null;
  const bounds = document.createRange();
  bounds.selectNodeContents(container);
  const clamped = range.cloneRange();
  if (clamped.compareBoundaryPoints(Range.START_TO_START, bounds) < 0)
    clamped.setStart(bounds.startContainer, bounds.startOffset);
  if (clamped.compareBoundaryPoints(Range.END_TO_END, bounds) > 0) clamped.setEnd(bounds.endContainer, bounds.endOffset);
  return clamped;
}

/** With an 'ok' verdict, the selection clamped to the container and the text it covers there. */
export type JudgedSelection =
  { verdict: 'ok'; range: Range; text: string } | { verdict: Exclude<SelectionVerdict, 'ok'>; range: null; text: string };

/** Reads the document's selection and decides whether the highlight toolbar may act on it. */
export function judgeDocumentSelection(container: Element): JudgedSelection {
  const selection = window.getSelection();
  const focused = document.activeElement;
  const inField = focused instanceof Element && container.contains(focused) && focused.matches(TEXT_FIELDS);
  const range = selection && selection.rangeCount > 0 ? clampRangeToContainer(selection.getRangeAt(0), container) : null;
  const text = range
    ? selectedText(range, container)
        .map(({ node, start, end }) => node.data.slice(start, end))
        .join('')
    : '';
  const box = range?.getBoundingClientRect() ?? { left: 0, top: 0, width: 0, height: 0 };
  const selected = selection !== null && selection.rangeCount > 0 && !selection.isCollapsed;
  const verdict = judgeSelection({ selected, touchesContent: range !== null, inField, text, box });
  return verdict === 'ok' && range
    ? { verdict, range, text }
    : { verdict: verdict === 'ok' ? 'empty' : verdict, range: null, text };
}

/** Wraps every not yet highlighted piece of text in the range in its own mark; returns how many it wrapped. */
export function highlightRange(range: Range, container: Element): number {
  const slices = selectedText(range, container).filter(({ node }) => !isHighlight(node.parentNode));
  slices.forEach((slice) => {
    const text = isolate(slice);
    const mark = createHighlight();
    text.before(mark);
    mark.append(text);
  });
  return slices.length;
}

/**
 * Takes the highlight off the selected text only, leaving the rest of a partly selected highlight
 * marked; noted highlights stay.
 */
export function removeHighlightsInRange(range: Range, container: Element): number {
  const slices = selectedText(range, container).filter(({ node }) => isPlainHighlight(node.parentNode));
  slices.forEach((slice) => {
    const mark = slice.node.parentNode as HTMLElement;
    const text = isolate(slice);
    const rest = createHighlight();
    while (text.nextSibling) rest.append(text.nextSibling);
    mark.after(text);
    if (rest.hasChildNodes()) text.after(rest);
    if (!mark.hasChildNodes()) mark.remove();
  });
  return slices.length;
}

/** Removes every highlight in the container but the noted ones; returns how many marks it removed. */
export function clearHighlights(container: Element): number {
  const marks = Array.from(container.querySelectorAll<HTMLElement>(`mark.${HIGHLIGHT_CLASS}`)).filter(isPlainHighlight);
  marks.forEach((mark) => mark.replaceWith(...Array.from(mark.childNodes)));
  return marks.length;
}

export function countHighlights(container: Element): number {
  return container.querySelectorAll(`mark.${HIGHLIGHT_CLASS}`).length;
}
