import type { Box, ExtractedLine, ExtractedWord } from '../extraction-types';

/** The parts of tesseract.js's `blocks` output read here (structural, so tests need no engine). */
export interface OcrBbox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export interface OcrWordData {
  text: string;
  confidence: number;
  bbox: OcrBbox;
}
export interface OcrLineData {
  text: string;
  confidence: number;
  bbox: OcrBbox;
  rowAttributes?: { rowHeight: number };
  words: OcrWordData[];
}
export interface OcrBlockData {
  paragraphs: { lines: OcrLineData[] }[];
}

export interface OcrResult {
  text: string;
  /** 0 to 1: the mean confidence of the words read. */
  confidence: number;
  /** Boxes in PDF points. */
  lines: ExtractedLine[];
}

const round = (value: number) => Math.round(value * 100) / 100;

function toBox(bbox: OcrBbox, pointsPerPixel: number): Box {
  return {
    x: round(bbox.x0 * pointsPerPixel),
    y: round(bbox.y0 * pointsPerPixel),
    width: round((bbox.x1 - bbox.x0) * pointsPerPixel),
    height: round((bbox.y1 - bbox.y0) * pointsPerPixel),
  };
}

/** tesseract reports 0 to 100. */
const fraction = (confidence: number) => Math.min(1, Math.max(0, confidence / 100));

/**
 * The page's lines and words from tesseract's blocks, with boxes converted from image pixels to PDF
 * points (pointsPerPixel = 1 / render scale). Words that are only spaces are dropped, and so are lines
 * left without words. Paragraphs are separated by an empty line in the text.
 */
export function ocrResultFromBlocks(blocks: readonly OcrBlockData[] | null, pointsPerPixel: number): OcrResult {
  const lines: ExtractedLine[] = [];
  const paragraphs: string[] = [];
  for (const block of blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      const texts: string[] = [];
      for (const line of paragraph.lines) {
        const words: ExtractedWord[] = line.words
          .filter((word) => word.text.trim() !== '')
          .map((word) => ({
            text: word.text.trim(),
            box: toBox(word.bbox, pointsPerPixel),
            confidence: fraction(word.confidence),
          }));
        if (words.length === 0) continue;
        const text = words.map((word) => word.text).join(' ');
        const heightPx = line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0;
        lines.push({
          text,
          box: toBox(line.bbox, pointsPerPixel),
          fontSize: round(heightPx * pointsPerPixel),
          confidence: fraction(line.confidence),
          words,
        });
        texts.push(text);
      }
      if (texts.length > 0) paragraphs.push(texts.join('\n'));
    }
  }
  const words = lines.flatMap((line) => line.words);
  const confidence = words.length === 0 ? 0 : words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
  return { text: paragraphs.join('\n\n'), confidence: round(confidence), lines };
}
