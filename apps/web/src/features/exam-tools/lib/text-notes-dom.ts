import { ExamToolTexts } from './exam-tools-texts';
import type { Box } from './highlight-geometry';
import {
  createHighlight,
  highlightableTextNodes,
  isHighlight,
  isolate,
  NOTE_ID_ATTRIBUTE,
  removeHighlightsInRange,
  selectedText,
} from './highlight-dom';
import { anchorPath, locateNote, piecesOfSpan, spanInBlock, type NotePlace, type TextNote, type TextSpan } from './text-notes';

const NOTE_ANCHOR_ATTRIBUTE = 'data-note-anchor';

/**
 * Spread on the element of a block of exam content (a passage, a part) to name it: a note made on
 * its text is anchored to it. The name must stay the same across renders and reloads and be unique
 * among the blocks around it; a note outside every named block is anchored to the content area.
 */
export function noteAnchor(name: string): { [NOTE_ANCHOR_ATTRIBUTE]: string } {
  return { [NOTE_ANCHOR_ATTRIBUTE]: name };
}

const NOTED_CLASS = 'exam-highlight--noted';
/** The last mark of a note carries the small note marker. */
const NOTE_END_CLASS = 'exam-highlight--note-end';

function isNotedHighlight(node: Node | null): node is HTMLElement {
  return isHighlight(node) && node.hasAttribute(NOTE_ID_ATTRIBUTE);
}

/** The named blocks from the container down to the node, outermost first (the node itself included). */
function anchorsAround(node: Node, container: Element): Element[] {
  const anchors: Element[] = [];
  for (
    let element = node instanceof Element ? node : node.parentElement;
    element && element !== container;
    element = element.parentElement
  ) {
    if (element.hasAttribute(NOTE_ANCHOR_ATTRIBUTE)) anchors.unshift(element);
  }
  return anchors;
}

function pathOf(anchors: readonly Element[]): string {
  return anchorPath(anchors.map((anchor) => anchor.getAttribute(NOTE_ANCHOR_ATTRIBUTE) ?? ''));
}

function findBlock(container: Element, path: string): Element | null {
  if (path === '') return container;
  const named = Array.from(container.querySelectorAll(`[${NOTE_ANCHOR_ATTRIBUTE}]`));
  return named.find((element) => pathOf(anchorsAround(element, container)) === path) ?? null;
}

function blockText(nodes: readonly Text[]): string {
  return nodes.map((node) => node.data).join('');
}

function rangeOfSpan(nodes: readonly Text[], span: TextSpan): Range | null {
  const covered = piecesOfSpan(
    nodes.map((node) => node.length),
    span,
  );
  const first = covered[0];
  const last = covered.at(-1);
  if (!first || !last) return null;
  const range = document.createRange();
  range.setStart(nodes[first.piece]!, first.start);
  range.setEnd(nodes[last.piece]!, last.end);
  return range;
}

/** Where a selection would put a note: its innermost named block and the words' place in it; null when it covers no text. */
export function notePlaceOf(range: Range, container: Element): NotePlace | null {
  const anchors = anchorsAround(range.commonAncestorContainer, container);
  const block = anchors.at(-1) ?? container;
  const nodes = highlightableTextNodes(block);
  const slices = selectedText(range, block);
  const first = slices[0];
  const last = slices.at(-1);
  if (!first || !last) return null;
  const span = spanInBlock(
    nodes.map((node) => node.length),
    { piece: nodes.indexOf(first.node), offset: first.start },
    { piece: nodes.indexOf(last.node), offset: last.end },
  );
  return { anchor: pathOf(anchors), ...span, quote: blockText(nodes).slice(span.start, span.end) };
}

/** The notes whose highlighted text the range covers, in document order. */
export function notesInRange(range: Range, container: Element): string[] {
  const marks = selectedText(range, container)
    .map(({ node }) => node.parentNode)
    .filter(isNotedHighlight);
  return [...new Set(marks.map((mark) => mark.getAttribute(NOTE_ID_ATTRIBUTE)!))];
}

export function noteMarks(container: Element, id: string): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(`mark[${NOTE_ID_ATTRIBUTE}]`)).filter(
    (mark) => mark.getAttribute(NOTE_ID_ATTRIBUTE) === id,
  );
}

/** The note whose highlighted text the target is in, if any. */
export function noteAt(target: EventTarget | null, container: Element): string | null {
  const mark = target instanceof Element ? target.closest(`mark[${NOTE_ID_ATTRIBUTE}]`) : null;
  return mark && container.contains(mark) ? mark.getAttribute(NOTE_ID_ATTRIBUTE) : null;
}

/**
 * Highlights the note's words, found again in its block, with marks that carry it. The first mark is
 * the note's button: it takes focus, and Enter, Space or a click on any mark opens the note. Returns
 * false, changing nothing, when the block or the words are not on the page, or the words already
 * carry another note.
 */
export function showNote(container: Element, note: TextNote): boolean {
  const block = findBlock(container, note.anchor);
  if (!block) return false;
  const span = locateNote(blockText(highlightableTextNodes(block)), note);
  const range = span && rangeOfSpan(highlightableTextNodes(block), span);
  if (!span || !range || notesInRange(range, block).length > 0) return false;
  removeHighlightsInRange(range, block);
  // Taking plain highlights off split and moved the text nodes: find the words once more.
  const slices = selectedText(rangeOfSpan(highlightableTextNodes(block), span)!, block);
  const marks = slices.map((slice) => {
    const text = isolate(slice);
    const mark = createHighlight();
    mark.classList.add(NOTED_CLASS);
    mark.setAttribute(NOTE_ID_ATTRIBUTE, note.id);
    text.before(mark);
    mark.append(text);
    return mark;
  });
  const [first] = marks;
  if (!first) return false;
  first.tabIndex = 0;
  first.setAttribute('role', 'button');
  first.setAttribute('aria-haspopup', 'dialog');
  first.setAttribute('aria-expanded', 'false');
  first.setAttribute('aria-label', `${ExamToolTexts.openNoteOn} “${note.quote.trim()}”`);
  marks.at(-1)!.classList.add(NOTE_END_CLASS);
  return true;
}

/** Puts back every note whose marks are missing, e.g. because its block rendered again. */
export function showMissingNotes(container: Element, notes: readonly TextNote[]): void {
  for (const note of notes) if (noteMarks(container, note.id).length === 0) showNote(container, note);
}

/** Takes the note off its text, which stays highlighted as a plain highlight; returns the first mark. */
export function unmarkNote(container: Element, id: string): HTMLElement | undefined {
  const marks = noteMarks(container, id);
  for (const mark of marks) {
    mark.classList.remove(NOTED_CLASS, NOTE_END_CLASS);
    for (const attribute of [NOTE_ID_ATTRIBUTE, 'tabindex', 'role', 'aria-haspopup', 'aria-expanded', 'aria-label'])
      mark.removeAttribute(attribute);
  }
  return marks[0];
}

/** The note's button: its first mark. */
export function noteButton(container: Element, id: string): HTMLElement | undefined {
  return noteMarks(container, id)[0];
}

/** The box around all of the note's marks, in viewport pixels; null when none is on the page. */
export function noteBox(container: Element, id: string): Box | null {
  const rects = noteMarks(container, id).map((mark) => mark.getBoundingClientRect());
  if (rects.length === 0) return null;
  const left = Math.min(...rects.map((r) => r.left));
  const top = Math.min(...rects.map((r) => r.top));
  const right = Math.max(...rects.map((r) => r.right));
  const bottom = Math.max(...rects.map((r) => r.bottom));
  return { left, top, width: right - left, height: bottom - top };
}
