import type { ExtractedLine, ExtractedPage, ExtractionResult } from './extraction-types';
import { linesFromTextItems, pageText, type PageView, type PdfTextItem } from './text-lines';

/**
 * Test support: reads a PDF's text layer with pdf.js the way the viewer does, in Node.
 *
 * pdfjs-dist ships ES modules only (.mjs), which jest's CommonJS runtime cannot load, and jest's own
 * require(esm) needs --experimental-vm-modules. jest.config.js therefore lets @swc/jest compile
 * pdfjs-dist to CommonJS, like the ESM-only @nestjs packages (transformIgnorePatterns); swc turns the
 * dynamic imports below into requires and import.meta.url into the file's URL, which the Node branch
 * of pdf.js needs. The worker module goes where pdf.js looks for a worker running on the main thread,
 * so it never tries to import a worker file itself.
 */
async function loadPdfJs() {
  // The worker bundle has no type declarations; only its WorkerMessageHandler export is used, by pdf.js.
  const workerModule = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
  const worker: unknown = await import(workerModule);
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
  return import('pdfjs-dist/legacy/build/pdf.mjs');
}

/** Every page's lines, from getTextContent and linesFromTextItems. */
export async function extractPdfLines(bytes: Uint8Array): Promise<ExtractedLine[][]> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({ data: bytes, verbosity: 0 });
  try {
    const document = await task.promise;
    const pages: ExtractedLine[][] = [];
    for (let n = 1; n <= document.numPages; n += 1) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      const items = content.items.filter((item): item is PdfTextItem & (typeof content.items)[number] => 'str' in item);
      pages.push(linesFromTextItems(items, page.view as unknown as PageView));
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

/** An ExtractionResult of pages' lines, shaped as the viewer's pdf.js extraction makes one. */
export function extractionResultOf(
  fileName: string,
  pages: ExtractedLine[][],
  method: ExtractedPage['method'] = 'pdf.js',
): ExtractionResult {
  const extracted: ExtractedPage[] = pages.map((lines, i) => {
    const text = pageText(lines);
    return {
      pageNumber: i + 1,
      text,
      method,
      confidence: method === 'pdf.js' ? 1 : 0.9,
      wordCount: text.split(/\s+/).filter(Boolean).length,
      lines,
      width: 595.28,
      height: 841.89,
    };
  });
  return {
    fileName,
    totalPages: extracted.length,
    extractionDate: '2026-01-01T00:00:00.000Z',
    totalProcessingTime: 0,
    fullText: extracted.map((page) => page.text).join('\n\n'),
    pages: extracted,
    methodsUsed: [{ name: method, processingTime: 0 }],
    isStructured: false,
  };
}

/** One hand-made line: its text, font size (10), gap above it (4) and left edge (50), in points. */
export type LineRow = readonly [text: string, fontSize?: number, gapBefore?: number, x?: number];

/** Lines stacked down a page like OCR output: boxes from the rows, font size from their height. */
export function linesOf(rows: readonly LineRow[]): ExtractedLine[] {
  let y = 50;
  return rows.map(([text, fontSize = 10, gap = 4, x = 50]) => {
    y += gap;
    const line = { text, box: { x, y, width: text.length * 5, height: fontSize }, fontSize, confidence: 0.9, words: [] };
    y += fontSize;
    return line;
  });
}
