import { fillText, PdfTexts } from '@cdi/contracts';
import type {
  BlockKind,
  Box,
  ExtractedLine,
  ExtractedPage,
  ExtractionResult,
  PageBlock,
  StructuredContent,
} from './extraction-types';

/**
 * The structure of a mock-test page, told from its lines alone (text, box, font size), so it works the
 * same on a text layer and on OCR'd lines, whose font size is estimated from their height. It replaces
 * spec 2's "AI structuring": it runs in the browser and sends nothing anywhere.
 */

/** A line this much larger than the page's body text is a heading. */
const HEADING_SIZE_RATIO = 1.2;
/** A vertical gap wider than this share of the body size is a blank line: it ends a paragraph. */
const PARAGRAPH_GAP_EM = 0.8;
/** Lines closer than this share of their size vertically sit on one row (a table's cells). */
const SAME_ROW_EM = 0.5;
/** ALL CAPS headings are short ("READING PASSAGE 1", "LIST OF HEADINGS"). */
const CAPS_HEADING_MAX_WORDS = 8;
const MAX_QUESTION = 40;

/** "Questions 1-5", "Questions 14–19", "Question 27", "QUESTIONS 6 AND 7". */
export const QUESTION_RANGE_PATTERN = /^questions?\s+(\d{1,2})(?:\s*(?:-|–|—|to|and)\s*(\d{1,2}))?(?![\d])/i;
/** How the instructions of a question group usually begin. */
export const INSTRUCTION_START_PATTERN =
  /^(?:write\b|choose\b|complete\b|do the following\b|look at\b|match\b|answer the\b|label the\b|which paragraph\b|classify\b|list of\b|you should spend\b|reading passage \d+ has\b|the (?:reading )?passage has\b|in boxes?\b|on your answer sheet\b|use no more than\b|for each answer\b|select\b)/i;
/** A number 1-40 that opens a line, followed by a space, a dot or a parenthesis: "12 ", "12. ", "12) ". */
const NUMBERED_LINE = /^(\d{1,2})(?:[.)](?=\s|$)|(?=\s)|$)\s*(.*)$/;
/** A choice printed under a question: "A the harbour", "B) ...", "(C) ...". */
export const OPTION_LINE_PATTERN = /^\(?([A-H])[.)]?\s+(\S.*)$/;
/** The judgement words of a TRUE/FALSE/NOT GIVEN key, which are not headings however they are set. */
const JUDGEMENT_LINE = /^(?:TRUE|FALSE|NOT GIVEN|YES|NO)\b/;

/** The font size most of the page's text is set in (weighted by characters). */
export function bodyFontSize(lines: readonly ExtractedLine[]): number {
  const weights = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.fontSize * 2) / 2;
    weights.set(size, (weights.get(size) ?? 0) + line.text.length);
  }
  let best = 0;
  let bestWeight = -1;
  for (const [size, weight] of weights) {
    if (weight > bestWeight) [best, bestWeight] = [size, weight];
  }
  return best || 10;
}

function isCapsHeading(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, '');
  return (
    letters.length >= 4 &&
    letters === letters.toUpperCase() &&
    text.split(/\s+/).length <= CAPS_HEADING_MAX_WORDS &&
    !JUDGEMENT_LINE.test(text) &&
    !OPTION_LINE_PATTERN.test(text)
  );
}

function isHeading(line: ExtractedLine, body: number): boolean {
  const text = line.text.trim();
  if (!/[A-Za-z]/.test(text)) return false;
  return line.fontSize >= body * HEADING_SIZE_RATIO || isCapsHeading(text);
}

function unionBox(lines: readonly ExtractedLine[]): Box {
  const left = Math.min(...lines.map((line) => line.box.x));
  const top = Math.min(...lines.map((line) => line.box.y));
  const right = Math.max(...lines.map((line) => line.box.x + line.box.width));
  const bottom = Math.max(...lines.map((line) => line.box.y + line.box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

const sameRow = (a: ExtractedLine, b: ExtractedLine) =>
  Math.abs(a.box.y - b.box.y) < Math.min(a.fontSize, b.fontSize) * SAME_ROW_EM;

/** Prose reflows into one line (a word hyphenated at a line end is joined again); structure keeps its rows. */
function blockText(kind: BlockKind, lines: readonly ExtractedLine[]): string {
  let text = '';
  lines.forEach((line, i) => {
    const piece = line.text.trim();
    const previous = lines[i - 1];
    if (!previous) text = piece;
    else if (kind === 'paragraph' || kind === 'heading' || sameRow(previous, line)) {
      text = /[a-z]-$/.test(text) && /^[a-z]/.test(piece) ? text.slice(0, -1) + piece : `${text} ${piece}`;
    } else text += `\n${piece}`;
  });
  return text;
}

interface OpenBlock {
  kind: BlockKind;
  lines: ExtractedLine[];
  questionNumber?: number;
  range?: [number, number];
}

/**
 * The page's blocks in reading order: headings, instructions (with the range of "Questions a-b"),
 * numbered questions (with the lines that follow them, options included) and paragraphs.
 */
export function analysePage(page: ExtractedPage): PageBlock[] {
  const lines = page.lines.filter((line) => line.text.trim() !== '');
  const body = bodyFontSize(lines);
  const blocks: OpenBlock[] = [];
  let lastQuestion: number | undefined;
  /** The first number of the latest "Questions a-b", until its question is reached. */
  let expected: number | undefined;

  const open = (kind: BlockKind, line: ExtractedLine, extra: Partial<OpenBlock> = {}) => {
    blocks.push({ kind, lines: [line], ...extra });
  };

  const startsQuestion = (n: number, line: ExtractedLine, current: OpenBlock | undefined, afterGap: boolean) => {
    if (n < 1 || n > MAX_QUESTION) return false;
    if (n === expected || (lastQuestion !== undefined && n === lastQuestion + 1)) return true;
    if (current?.kind === 'question') {
      // A wrapped line that starts with a number stays in its question; a gap in the numbering still
      // starts a new one when the number sits where the question numbers do.
      const first = current.lines[0];
      return n > (lastQuestion ?? 0) && first !== undefined && line.box.x <= first.box.x + line.fontSize * 0.5;
    }
    // Inside running prose a number at a line start ("20 minutes ...") is just a wrapped line.
    return afterGap || current === undefined || current.kind === 'instruction';
  };

  lines.forEach((line, i) => {
    const text = line.text.trim();
    const previous = lines[i - 1];
    const gap = previous ? line.box.y - (previous.box.y + previous.box.height) : Infinity;
    const afterGap = gap > body * PARAGRAPH_GAP_EM;
    const current = blocks.at(-1);

    const range = QUESTION_RANGE_PATTERN.exec(text);
    if (range) {
      const start = Number(range[1]);
      const end = range[2] === undefined ? start : Number(range[2]);
      open('instruction', line, { range: [start, end] });
      expected = start;
      return;
    }

    const numbered = NUMBERED_LINE.exec(text);
    const n = numbered ? Number(numbered[1]) : NaN;
    if (numbered && startsQuestion(n, line, current, afterGap)) {
      open('question', line, { questionNumber: n });
      lastQuestion = n;
      if (n === expected) expected = undefined;
      return;
    }

    if (current?.kind === 'question' && OPTION_LINE_PATTERN.test(text)) {
      current.lines.push(line);
      return;
    }

    const largerThanBody = line.fontSize >= body * HEADING_SIZE_RATIO;
    // Lines right under an instruction (the TRUE / FALSE / NOT GIVEN key, "Write") belong to it.
    if (current?.kind === 'instruction' && !current.range && !afterGap && !largerThanBody) {
      current.lines.push(line);
      return;
    }

    if (isHeading(line, body)) {
      const last = current?.lines.at(-1);
      if (current?.kind === 'heading' && last && !afterGap && Math.abs(last.fontSize - line.fontSize) < 0.5)
        current.lines.push(line);
      else open('heading', line);
      return;
    }

    const inProse = current?.kind === 'paragraph' && !afterGap;
    if ((INSTRUCTION_START_PATTERN.test(text) && !inProse) || (current?.kind === 'instruction' && current.range)) {
      open('instruction', line);
      return;
    }

    if (current && current.kind !== 'heading' && current.kind !== 'instruction' && !afterGap) {
      current.lines.push(line);
      return;
    }
    open('paragraph', line);
  });

  return blocks.map(({ kind, lines: blockLines, questionNumber, range }) => ({
    kind,
    text: blockText(kind, blockLines),
    ...(questionNumber !== undefined && { questionNumber }),
    ...(range && { range }),
    box: unionBox(blockLines),
  }));
}

/** "1-13" or "1-5, 7-13": the runs of a sorted list of numbers. */
export function numberRuns(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const runs: string[] = [];
  let start = sorted[0];
  sorted.forEach((n, i) => {
    const next = sorted[i + 1];
    if (next === n + 1) return;
    runs.push(start === n ? `${n}` : `${start}-${n}`);
    start = next;
  });
  return runs.join(', ');
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The result's structure for the advanced results page and its JSON download: the title (the first
 * heading), every heading with the text under it (across pages), and the key points, which are the
 * instructions and question ranges found.
 */
export function structureResult(result: ExtractionResult): StructuredContent {
  const blocks = result.pages.flatMap(analysePage);
  const sections: StructuredContent['sections'] = [];
  let section: { heading: string; parts: string[] } | undefined;
  const close = () => {
    if (section) sections.push({ heading: section.heading, content: section.parts.join('\n\n') });
  };
  for (const block of blocks) {
    if (block.kind === 'heading') {
      close();
      section = { heading: block.text, parts: [] };
    } else {
      section ??= { heading: PdfTexts.beforeFirstHeading, parts: [] };
      section.parts.push(block.text);
    }
  }
  close();

  const keyPoints = [...new Set(blocks.filter((block) => block.kind === 'instruction').map((block) => oneLine(block.text)))];
  const numbers = blocks.flatMap((block) => (block.questionNumber !== undefined ? [block.questionNumber] : []));
  if (numbers.length > 0) keyPoints.push(fillText(PdfTexts.questionNumbersFound, { numbers: numberRuns(numbers) }));

  const title = blocks.find((block) => block.kind === 'heading')?.text ?? result.fileName.replace(/\.pdf$/i, '');
  return { title, sections, keyPoints };
}
