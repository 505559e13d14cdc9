import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractPdf, ExtractionCancelled } from './extract-pdf';
import type { PageProgress } from './extraction-run';
import { DEFAULT_EXTRACTION_OPTIONS } from './extraction-types';
import type { PDFDocumentProxy } from './pdfjs';

/**
 * The extraction run on the repo's fixtures, with pdf.js's legacy build in Node (compiled for jest as
 * pdf-text.fixture.ts explains). The text-layer paths run for real; OCR needs a browser canvas and is
 * covered by the browser checks.
 */
async function openFixture(name: string): Promise<{ doc: PDFDocumentProxy; close: () => Promise<void> }> {
  const workerModule = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import(workerModule);
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const bytes = new Uint8Array(readFileSync(path.resolve(__dirname, '../../../../../../content/pdf-fixtures', name)));
  const task = pdfjs.getDocument({ data: bytes, verbosity: 0 });
  const doc = (await task.promise) as unknown as PDFDocumentProxy;
  return { doc, close: () => task.destroy() };
}

const textOnly = { ...DEFAULT_EXTRACTION_OPTIONS, useAI: false };

describe('extractPdf', () => {
  it("reads each page's text layer in order for Test PDF.js, reporting every page", async () => {
    const { doc, close } = await openFixture('reading-mock-test.pdf');
    const progress: PageProgress[] = [];
    try {
      const result = await extractPdf(doc, {
        mode: 'pdfjs',
        options: textOnly,
        fileName: 'reading-mock-test.pdf',
        onPage: (p) => progress.push(p),
      });
      expect(result.fileName).toBe('reading-mock-test.pdf');
      expect(result.totalPages).toBe(2);
      expect(result.pages.map((page) => [page.pageNumber, page.method, page.confidence])).toEqual([
        [1, 'pdf.js', 1],
        [2, 'pdf.js', 1],
      ]);
      expect(result.pages[0]?.text.split('\n')[0]).toBe('READING PASSAGE 1');
      expect(result.pages[0]?.text).toContain('lighthouse');
      expect(result.pages[1]?.lines[0]?.text).toBe('Questions 1-5');
      expect(result.pages[0]?.wordCount).toBeGreaterThan(100);
      expect(result.pages[0]?.width).toBeCloseTo(595, 0);
      expect(result.fullText).toContain('Questions 1-5');
      expect(result.methodsUsed.map((method) => method.name)).toEqual(['pdf.js']);
      expect(result.isStructured).toBe(false);
      expect(progress.filter((p) => p.stage === 'done').map((p) => p.pageNumber)).toEqual([1, 2]);
    } finally {
      await close();
    }
  });

  it('adds the built-in structure when AI text structuring is on', async () => {
    const { doc, close } = await openFixture('reading-mock-test.pdf');
    try {
      const result = await extractPdf(doc, { mode: 'smart', options: { ...textOnly, useAI: true }, fileName: 'mock.pdf' });
      expect(result.isStructured).toBe(true);
      expect(result.structuredContent?.keyPoints.join(' ')).toContain('Questions 1-5');
    } finally {
      await close();
    }
  });

  it('keeps a scanned page as an empty text-layer page when OCR is off', async () => {
    const { doc, close } = await openFixture('scanned-page.pdf');
    try {
      const result = await extractPdf(doc, { mode: 'smart', options: { ...textOnly, useOCR: false }, fileName: 'scan.pdf' });
      expect(result.pages).toEqual([
        expect.objectContaining({ pageNumber: 1, method: 'pdf.js', text: '', wordCount: 0, confidence: 0 }),
      ]);
    } finally {
      await close();
    }
  });

  it('goes on past a page that cannot be read, keeping its error', async () => {
    const { doc, close } = await openFixture('reading-mock-test.pdf');
    const progress: PageProgress[] = [];
    const brokenFirstPage = {
      numPages: doc.numPages,
      getPage: (n: number) => (n === 1 ? Promise.reject(new Error('Bad XRef entry')) : doc.getPage(n)),
    } as unknown as PDFDocumentProxy;
    try {
      const result = await extractPdf(brokenFirstPage, {
        mode: 'pdfjs',
        options: textOnly,
        fileName: 'x.pdf',
        onPage: (p) => progress.push(p),
      });
      expect(result.pages[0]).toMatchObject({ pageNumber: 1, text: '', error: 'Bad XRef entry', confidence: 0 });
      expect(result.pages[1]?.text).toContain('Questions 1-5');
      expect(progress).toContainEqual({ pageNumber: 1, stage: 'failed', fraction: 1, error: 'Bad XRef entry' });
    } finally {
      await close();
    }
  });

  it('stops with ExtractionCancelled when its signal aborts, before or during the run', async () => {
    const { doc, close } = await openFixture('reading-mock-test.pdf');
    try {
      const aborted = new AbortController();
      aborted.abort();
      await expect(
        extractPdf(doc, { mode: 'pdfjs', options: textOnly, fileName: 'x.pdf', signal: aborted.signal }),
      ).rejects.toBeInstanceOf(ExtractionCancelled);
      const midway = new AbortController();
      const pagesStarted: number[] = [];
      const run = extractPdf(doc, {
        mode: 'pdfjs',
        options: textOnly,
        fileName: 'x.pdf',
        signal: midway.signal,
        onPage: (p) => {
          if (p.stage === 'text') pagesStarted.push(p.pageNumber);
          if (p.stage === 'done' && p.pageNumber === 1) midway.abort();
        },
      });
      await expect(run).rejects.toBeInstanceOf(ExtractionCancelled);
      expect(pagesStarted).toEqual([1]);
    } finally {
      await close();
    }
  });
});
