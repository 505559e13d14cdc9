import type { Box, ExtractedLine, ExtractedWord } from './extraction-types';

/** The parts of a pdf.js TextItem the line builder reads (pdfjs-dist's getTextContent items). */
export interface PdfTextItem {
  str: string;
  /** [a, b, c, d, e, f]: e and f place the run's baseline start in PDF user space (origin bottom-left). */
  transform: number[];
  width: number;
  height: number;
}

/** The page's visible area in PDF user space (pdf.js `page.view`: [x0, y0, x1, y1]). */
export type PageView = readonly [number, number, number, number];

interface Run {
  text: string;
  x: number;
  /** Baseline, measured down from the top of the page. */
  baseline: number;
  width: number;
  fontSize: number;
}

/** Runs further apart than this many font sizes on one baseline are separate lines (columns, tables). */
const COLUMN_GAP_EM = 3;
/** A gap wider than this share of the font size between two runs is a space the PDF did not draw. */
const SPACE_GAP_EM = 0.2;
/** Two runs share a line when their baselines are closer than this share of the smaller font. */
const SAME_LINE_EM = 0.5;

function toRun(item: PdfTextItem, view: PageView): Run | null {
  if (item.str.length === 0) return null;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform;
  // The vertical scale is the font size; a run rotated on the page still has it in (c, d).
  const fontSize = Math.hypot(c, d) || Math.hypot(a, b) || item.height;
  return { text: item.str, x: e - view[0], baseline: view[3] - f, width: item.width, fontSize };
}

function boxOf(runs: Run[]): Box {
  const left = Math.min(...runs.map((run) => run.x));
  const right = Math.max(...runs.map((run) => run.x + run.width));
  const fontSize = Math.max(...runs.map((run) => run.fontSize));
  const baseline = Math.max(...runs.map((run) => run.baseline));
  // Ascent of about 0.8 em above the baseline and descent of 0.2 em below it.
  const top = Math.min(...runs.map((run) => run.baseline - run.fontSize * 0.8));
  return { x: left, y: top, width: right - left, height: baseline + fontSize * 0.2 - top };
}

/** Splits a run into words, placing each by its share of the run's characters. */
function wordsOf(run: Run): ExtractedWord[] {
  const words: ExtractedWord[] = [];
  const charWidth = run.text.length > 0 ? run.width / run.text.length : 0;
  for (const match of run.text.matchAll(/\S+/g)) {
    const x = run.x + (match.index ?? 0) * charWidth;
    words.push({
      text: match[0],
      box: { x, y: run.baseline - run.fontSize * 0.8, width: match[0].length * charWidth, height: run.fontSize },
      confidence: 1,
    });
  }
  return words;
}

function joinRuns(runs: Run[]): string {
  let text = '';
  let end = -Infinity;
  for (const run of runs) {
    const gap = run.x - end;
    const needsSpace = text.length > 0 && gap > run.fontSize * SPACE_GAP_EM && !/\s$/.test(text) && !/^\s/.test(run.text);
    text += (needsSpace ? ' ' : '') + run.text;
    end = Math.max(end, run.x + run.width);
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** Runs on one baseline, split where a gap wider than a column gutter separates them. */
function splitColumns(runs: Run[]): Run[][] {
  const sorted = [...runs].sort((left, right) => left.x - right.x);
  const groups: Run[][] = [];
  let end = -Infinity;
  for (const run of sorted) {
    const current = groups.at(-1);
    if (current && run.x - end <= run.fontSize * COLUMN_GAP_EM) {
      current.push(run);
      end = Math.max(end, run.x + run.width);
    } else {
      groups.push([run]);
      end = run.x + run.width;
    }
  }
  return groups;
}

/**
 * Rebuilds reading lines from pdf.js text runs: runs whose baselines (nearly) match form a line, read left
 * to right, with a space wherever the gap between two runs is wider than a space would be; a wide gutter
 * splits a baseline into separate lines. Lines come top to bottom, boxes in PDF points from the top-left
 * corner of the page. A text layer is exact, so every confidence is 1.
 */
export function linesFromTextItems(items: readonly PdfTextItem[], view: PageView): ExtractedLine[] {
  const runs = items
    .map((item) => toRun(item, view))
    .filter((run): run is Run => run !== null && run.text.trim().length > 0)
    .sort((left, right) => left.baseline - right.baseline || left.x - right.x);

  const rows: Run[][] = [];
  for (const run of runs) {
    const row = rows.at(-1);
    const reference = row?.[0];
    if (
      row &&
      reference &&
      Math.abs(run.baseline - reference.baseline) < Math.min(run.fontSize, reference.fontSize) * SAME_LINE_EM
    ) {
      row.push(run);
    } else {
      rows.push([run]);
    }
  }

  return rows.flatMap((row) =>
    splitColumns(row).map((group) => ({
      text: joinRuns(group),
      box: boxOf(group),
      fontSize: Math.max(...group.map((run) => run.fontSize)),
      confidence: 1,
      words: group.flatMap(wordsOf),
    })),
  );
}

/** A page's text: its lines, one per row. */
export function pageText(lines: readonly ExtractedLine[]): string {
  return lines.map((line) => line.text).join('\n');
}
