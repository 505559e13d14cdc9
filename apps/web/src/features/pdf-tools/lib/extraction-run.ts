import { countWords } from '@cdi/exam-core';
import type {
  ExtractedLine,
  ExtractedPage,
  ExtractionMethod,
  ExtractionOptions,
  ExtractionResult,
  MethodUsed,
  StructuredContent,
} from './extraction-types';

/**
 * The viewer's four extraction buttons:
 * - smart: each page's text layer, and OCR for the pages without one when 'Use OCR' is on;
 * - pdfjs ('Test PDF.js'): the text layer only, shown on the basic results page;
 * - ocr ('Test OCR'): OCR on every page (enhanced first when 'Enhance images' is on);
 * - alt-ocr ('Alt OCR Test'): OCR on every page from the enhanced image.
 */
export const EXTRACTION_MODES = ['smart', 'pdfjs', 'ocr', 'alt-ocr'] as const;
export type ExtractionMode = (typeof EXTRACTION_MODES)[number];

/** Where each mode's result is shown: the basic page for the text layer only, the advanced one otherwise. */
export function resultsPageFor(mode: ExtractionMode): 'basic' | 'advanced' {
  return mode === 'pdfjs' ? 'basic' : 'advanced';
}

/** Whether the mode reads the text layer before deciding (OCR-only modes never look at it). */
export function readsTextLayer(mode: ExtractionMode): boolean {
  return mode === 'smart' || mode === 'pdfjs';
}

/** Fewer non-blank characters than this in a page's text layer: the page is a scan (or empty), not text. */
export const TEXT_LAYER_MIN_CHARS = 3;

/** A page "has a text layer" when pdf.js's text runs hold at least TEXT_LAYER_MIN_CHARS non-blank characters. */
export function hasTextLayer(items: readonly { str?: string }[]): boolean {
  let count = 0;
  for (const item of items) {
    count += (item.str ?? '').replace(/\s/gu, '').length;
    if (count >= TEXT_LAYER_MIN_CHARS) return true;
  }
  return false;
}

export type PagePlan = { method: 'pdf.js' } | { method: 'ocr'; enhance: boolean };

/** How one page is read, given the mode, whether it has a text layer (smart and pdfjs only) and the options. */
export function planPage(mode: ExtractionMode, textLayer: boolean, options: ExtractionOptions): PagePlan {
  switch (mode) {
    case 'pdfjs':
      return { method: 'pdf.js' };
    case 'smart':
      return textLayer || !options.useOCR ? { method: 'pdf.js' } : { method: 'ocr', enhance: options.enhanceImages };
    case 'ocr':
      return { method: 'ocr', enhance: options.enhanceImages };
    case 'alt-ocr':
      return { method: 'ocr', enhance: true };
  }
}

/** One page as read (or not): what the run collects before building the result. */
export interface PageOutcome {
  pageNumber: number;
  method: ExtractionMethod;
  text: string;
  lines: ExtractedLine[];
  /** 0 to 1. */
  confidence: number;
  width: number;
  height: number;
  imageData?: string;
  /** Why the page could not be read; the page then has no text. */
  error?: string;
  /** Milliseconds spent on this page. */
  processingTime: number;
}

export function toExtractedPage(outcome: PageOutcome): ExtractedPage {
  const { pageNumber, method, text, lines, width, height, imageData, error } = outcome;
  const wordCount = countWords(text);
  return {
    pageNumber,
    text,
    method,
    // A text layer is exact, but an empty page has nothing to be sure of; a failed page scores nothing.
    confidence: error || wordCount === 0 ? 0 : Math.min(1, Math.max(0, outcome.confidence)),
    wordCount,
    ...(imageData ? { imageData } : {}),
    lines,
    width,
    height,
    ...(error ? { error } : {}),
  };
}

/** Processing time per method, in the order each was first used. */
export function methodsUsed(outcomes: readonly PageOutcome[]): MethodUsed[] {
  const totals = new Map<ExtractionMethod, number>();
  for (const outcome of outcomes) totals.set(outcome.method, (totals.get(outcome.method) ?? 0) + outcome.processingTime);
  return [...totals].map(([name, time]) => ({ name, processingTime: Math.round(time) }));
}

export interface BuildResultInput {
  fileName: string;
  totalPages: number;
  outcomes: readonly PageOutcome[];
  /** Milliseconds for the whole run. */
  totalProcessingTime: number;
  extractionDate: Date;
  /** The built-in structure analyser, when 'AI text structuring' is on. */
  structure?: (result: ExtractionResult) => StructuredContent;
}

/** The run's ExtractionResult (spec 2's shape): pages in order, full text, methods and times, structure. */
export function buildExtractionResult(input: BuildResultInput): ExtractionResult {
  const pages = [...input.outcomes].sort((a, b) => a.pageNumber - b.pageNumber).map(toExtractedPage);
  const result: ExtractionResult = {
    fileName: input.fileName,
    totalPages: input.totalPages,
    extractionDate: input.extractionDate.toISOString(),
    totalProcessingTime: Math.round(input.totalProcessingTime),
    fullText: pages
      .map((page) => page.text.trim())
      .filter((text) => text !== '')
      .join('\n\n'),
    pages,
    methodsUsed: methodsUsed(input.outcomes),
    isStructured: false,
  };
  if (!input.structure) return result;
  return { ...result, isStructured: true, structuredContent: input.structure(result) };
}

/** Where a page is in the run, for the progress panel. */
export type PageStage = 'waiting' | 'text' | 'ocr' | 'done' | 'failed';

export interface PageProgress {
  pageNumber: number;
  stage: PageStage;
  /** 0 to 1 within the page. */
  fraction: number;
  error?: string;
}

export function initialProgress(pages: number): PageProgress[] {
  return Array.from({ length: pages }, (_, i) => ({ pageNumber: i + 1, stage: 'waiting', fraction: 0 }));
}

/** The list with one page's update applied (a finished page stays finished). */
export function applyProgress(list: readonly PageProgress[], update: PageProgress): PageProgress[] {
  return list.map((page) => {
    if (page.pageNumber !== update.pageNumber) return page;
    if (page.stage === 'done' || page.stage === 'failed') return page;
    return { ...update, fraction: Math.min(1, Math.max(page.stage === update.stage ? page.fraction : 0, update.fraction)) };
  });
}

/** The run's overall 0 to 1: each page counts the same. */
export function overallFraction(list: readonly PageProgress[]): number {
  if (list.length === 0) return 0;
  const sum = list.reduce((total, page) => total + (page.stage === 'done' || page.stage === 'failed' ? 1 : page.fraction), 0);
  return sum / list.length;
}

export function failedPageNumbers(list: readonly PageProgress[]): number[] {
  return list.filter((page) => page.stage === 'failed').map((page) => page.pageNumber);
}
