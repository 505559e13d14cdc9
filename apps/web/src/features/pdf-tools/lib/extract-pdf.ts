import { IMAGE_QUALITY_SCALE } from './extraction-options';
import {
  buildExtractionResult,
  hasTextLayer,
  planPage,
  readsTextLayer,
  type ExtractionMode,
  type PageOutcome,
  type PageProgress,
} from './extraction-run';
import type { ExtractionMethod, ExtractionOptions, ExtractionResult } from './extraction-types';
import { enhanceForOcr, OcrCancelled, recognizePage } from './ocr';
import { structureResult } from './page-structure';
import type { PDFDocumentProxy, PDFPageProxy } from './pdfjs';
import { linesFromTextItems, pageText, type PdfTextItem } from './text-lines';

/** The run was stopped by its signal: nothing is shown, the viewer stays as it was. */
export class ExtractionCancelled extends Error {
  override readonly name = 'ExtractionCancelled';
}

export interface ExtractPdfRequest {
  mode: ExtractionMode;
  options: ExtractionOptions;
  fileName: string;
  /** Each page's progress as it happens. */
  onPage?: (progress: PageProgress) => void;
  signal?: AbortSignal;
}

/** The OCR'd image kept with a page for the results page: small, since it travels in the navigation state. */
const THUMBNAIL_MAX_WIDTH = 600;
const THUMBNAIL_QUALITY = 0.6;

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ExtractionCancelled('Extraction cancelled');
}

/** The page's text runs (marked-content entries carry no text and are skipped). */
async function textItems(page: PDFPageProxy): Promise<PdfTextItem[]> {
  const content = await page.getTextContent();
  return content.items.filter((item): item is PdfTextItem & (typeof content.items)[number] => 'str' in item);
}

/** Renders the page into an offscreen canvas at `scale` (the page's own rotation, not the viewer's) for the OCR. */
async function renderForOcr(page: PDFPageProxy, scale: number, signal: AbortSignal | undefined): Promise<HTMLCanvasElement> {
  const viewport = page.getViewport({ scale });
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(viewport.width);
  canvas.height = Math.ceil(viewport.height);
  const task = page.render({ canvas, viewport, background: '#ffffff' });
  const cancel = () => task.cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    await task.promise;
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
  return canvas;
}

function thumbnail(image: HTMLCanvasElement): string {
  const ratio = Math.min(1, THUMBNAIL_MAX_WIDTH / image.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.width * ratio));
  canvas.height = Math.max(1, Math.round(image.height * ratio));
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', THUMBNAIL_QUALITY);
}

/** The page's size in points, unrotated (its text-layer boxes are measured in it). */
function pageSize(page: PDFPageProxy): { width: number; height: number } {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
  return { width: x1 - x0, height: y1 - y0 };
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/** readPage notes here how it is reading the page, so a failure is reported under that method. */
interface Attempt {
  method: ExtractionMethod;
}

async function readPage(page: PDFPageProxy, request: ExtractPdfRequest, attempt: Attempt): Promise<PageOutcome> {
  const { mode, options, onPage, signal } = request;
  const pageNumber = page.pageNumber;
  const { width, height } = pageSize(page);
  const started = performance.now();
  const items = readsTextLayer(mode) ? await textItems(page) : [];
  const plan = planPage(mode, hasTextLayer(items), options);
  attempt.method = plan.method;

  if (plan.method === 'pdf.js') {
    const lines = linesFromTextItems(items, page.view as [number, number, number, number]);
    return {
      pageNumber,
      method: 'pdf.js',
      text: pageText(lines),
      lines,
      confidence: 1,
      width,
      height,
      processingTime: performance.now() - started,
    };
  }

  onPage?.({ pageNumber, stage: 'ocr', fraction: 0 });
  const scale = IMAGE_QUALITY_SCALE[options.imageQuality];
  const rendered = await renderForOcr(page, scale, signal);
  throwIfAborted(signal);
  const image = plan.enhance ? enhanceForOcr(rendered) : rendered;
  const ocr = await recognizePage({
    image,
    language: options.ocrLanguage,
    pointsPerPixel: 1 / scale,
    onProgress: (fraction) => onPage?.({ pageNumber, stage: 'ocr', fraction }),
    signal,
  });
  return {
    pageNumber,
    method: 'ocr',
    text: ocr.text.trim(),
    lines: ocr.lines,
    confidence: ocr.confidence,
    // The OCR read the page as rendered: its boxes are in the points of that (possibly rotated) page.
    width: rendered.width / scale,
    height: rendered.height / scale,
    imageData: thumbnail(image),
    processingTime: performance.now() - started,
  };
}

/**
 * Reads every page of the PDF as the mode says (see extraction-run.ts), one page at a time, reporting
 * each page's progress. A page that cannot be read keeps the run going: it is kept with its error and
 * no text. The signal stops the run (the OCR worker included): the promise then rejects with
 * ExtractionCancelled.
 */
export async function extractPdf(doc: PDFDocumentProxy, request: ExtractPdfRequest): Promise<ExtractionResult> {
  const { mode, options, onPage, signal } = request;
  const started = performance.now();
  const extractionDate = new Date();
  const outcomes: PageOutcome[] = [];

  for (let pageNumber = 1; pageNumber <= doc.numPages; pageNumber++) {
    throwIfAborted(signal);
    onPage?.({ pageNumber, stage: readsTextLayer(mode) ? 'text' : 'ocr', fraction: 0 });
    const pageStarted = performance.now();
    let page: PDFPageProxy | null = null;
    const attempt: Attempt = { method: readsTextLayer(mode) ? 'pdf.js' : 'ocr' };
    try {
      page = await doc.getPage(pageNumber);
      const outcome = await readPage(page, request, attempt);
      outcomes.push(outcome);
      onPage?.({ pageNumber, stage: 'done', fraction: 1 });
    } catch (error) {
      if (signal?.aborted || error instanceof OcrCancelled)
        throw new ExtractionCancelled('Extraction cancelled', { cause: error });
      const message = errorText(error);
      outcomes.push({
        pageNumber,
        method: attempt.method,
        text: '',
        lines: [],
        confidence: 0,
        ...(page ? pageSize(page) : { width: 0, height: 0 }),
        error: message,
        processingTime: performance.now() - pageStarted,
      });
      onPage?.({ pageNumber, stage: 'failed', fraction: 1, error: message });
    } finally {
      page?.cleanup();
    }
  }

  return buildExtractionResult({
    fileName: request.fileName,
    totalPages: doc.numPages,
    outcomes,
    totalProcessingTime: performance.now() - started,
    extractionDate,
    ...(options.useAI ? { structure: structureResult } : {}),
  });
}
