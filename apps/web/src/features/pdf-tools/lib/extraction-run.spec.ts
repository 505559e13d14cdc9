import {
  applyProgress,
  buildExtractionResult,
  failedPageNumbers,
  hasTextLayer,
  initialProgress,
  methodsUsed,
  overallFraction,
  planPage,
  resultsPageFor,
  type PageOutcome,
} from './extraction-run';
import { DEFAULT_EXTRACTION_OPTIONS, type ExtractionOptions } from './extraction-types';

const options = (changes: Partial<ExtractionOptions> = {}): ExtractionOptions => ({ ...DEFAULT_EXTRACTION_OPTIONS, ...changes });

const outcome = (pageNumber: number, changes: Partial<PageOutcome> = {}): PageOutcome => ({
  pageNumber,
  method: 'pdf.js',
  text: `Page ${pageNumber} text`,
  lines: [],
  confidence: 1,
  width: 595,
  height: 842,
  processingTime: 10,
  ...changes,
});

describe('hasTextLayer', () => {
  it('is true from three non-blank characters on', () => {
    expect(hasTextLayer([{ str: 'Reading' }])).toBe(true);
    expect(hasTextLayer([{ str: 'a' }, { str: ' ' }, { str: 'b' }, { str: 'c' }])).toBe(true);
  });

  it('is false for a scan: no runs, blank runs, or a stray mark or two', () => {
    expect(hasTextLayer([])).toBe(false);
    expect(hasTextLayer([{ str: '   ' }, { str: '\n' }, {}])).toBe(false);
    expect(hasTextLayer([{ str: ' 1 ' }, { str: '.' }])).toBe(false);
  });
});

describe('planPage', () => {
  it('Smart Extract reads the text layer, and OCRs a page without one when OCR is on', () => {
    expect(planPage('smart', true, options())).toEqual({ method: 'pdf.js' });
    expect(planPage('smart', false, options({ enhanceImages: false }))).toEqual({ method: 'ocr', enhance: false });
    expect(planPage('smart', false, options({ enhanceImages: true }))).toEqual({ method: 'ocr', enhance: true });
  });

  it('Smart Extract keeps the (empty) text layer when OCR is off', () => {
    expect(planPage('smart', false, options({ useOCR: false }))).toEqual({ method: 'pdf.js' });
  });

  it('Test PDF.js never OCRs', () => {
    expect(planPage('pdfjs', false, options())).toEqual({ method: 'pdf.js' });
  });

  it('Test OCR reads every page, enhanced only when asked; Alt OCR always enhances', () => {
    expect(planPage('ocr', true, options())).toEqual({ method: 'ocr', enhance: false });
    expect(planPage('ocr', true, options({ enhanceImages: true }))).toEqual({ method: 'ocr', enhance: true });
    expect(planPage('alt-ocr', true, options())).toEqual({ method: 'ocr', enhance: true });
  });

  it('sends Test PDF.js to the basic results page and the others to the advanced one', () => {
    expect(resultsPageFor('pdfjs')).toBe('basic');
    expect(resultsPageFor('smart')).toBe('advanced');
    expect(resultsPageFor('ocr')).toBe('advanced');
    expect(resultsPageFor('alt-ocr')).toBe('advanced');
  });
});

describe('buildExtractionResult', () => {
  const date = new Date('2026-11-26T10:00:00.000Z');

  it("gives spec 2's shape: pages in order with word counts, full text, methods and times", () => {
    const result = buildExtractionResult({
      fileName: 'mock.pdf',
      totalPages: 3,
      outcomes: [
        outcome(2, {
          method: 'ocr',
          text: 'scanned words here',
          confidence: 0.82,
          imageData: 'data:image/jpeg;base64,x',
          processingTime: 900,
        }),
        outcome(1, { text: 'READING PASSAGE 1\nThe lighthouse', processingTime: 12.4 }),
        outcome(3, { text: 'last page', processingTime: 8 }),
      ],
      totalProcessingTime: 1234.6,
      extractionDate: date,
    });
    expect(result.fileName).toBe('mock.pdf');
    expect(result.totalPages).toBe(3);
    expect(result.extractionDate).toBe('2026-11-26T10:00:00.000Z');
    expect(result.totalProcessingTime).toBe(1235);
    expect(result.pages.map((page) => page.pageNumber)).toEqual([1, 2, 3]);
    expect(result.pages.map((page) => page.wordCount)).toEqual([5, 3, 2]);
    expect(result.pages[1]).toMatchObject({ method: 'ocr', confidence: 0.82, imageData: 'data:image/jpeg;base64,x' });
    expect(result.pages[0]?.imageData).toBeUndefined();
    expect(result.fullText).toBe('READING PASSAGE 1\nThe lighthouse\n\nscanned words here\n\nlast page');
    expect(result.methodsUsed).toEqual([
      { name: 'ocr', processingTime: 900 },
      { name: 'pdf.js', processingTime: 20 },
    ]);
    expect(result.isStructured).toBe(false);
    expect(result.structuredContent).toBeUndefined();
  });

  it('keeps a page that could not be read, with its error, no text and no confidence', () => {
    const result = buildExtractionResult({
      fileName: 'scan.pdf',
      totalPages: 2,
      outcomes: [outcome(1), outcome(2, { method: 'ocr', text: '', confidence: 0.9, error: 'This page could not be read.' })],
      totalProcessingTime: 50,
      extractionDate: date,
    });
    expect(result.pages[1]).toMatchObject({
      pageNumber: 2,
      text: '',
      wordCount: 0,
      confidence: 0,
      error: 'This page could not be read.',
    });
    expect(result.pages[0]?.error).toBeUndefined();
    expect(result.fullText).toBe('Page 1 text');
  });

  it('gives an empty text-layer page no confidence', () => {
    const result = buildExtractionResult({
      fileName: 'a.pdf',
      totalPages: 1,
      outcomes: [outcome(1, { text: '' })],
      totalProcessingTime: 1,
      extractionDate: date,
    });
    expect(result.pages[0]?.confidence).toBe(0);
  });

  it('adds the built-in structure when asked, from the finished result', () => {
    const result = buildExtractionResult({
      fileName: 'a.pdf',
      totalPages: 1,
      outcomes: [outcome(1)],
      totalProcessingTime: 1,
      extractionDate: date,
      structure: (built) => ({ title: built.pages[0]?.text ?? '', sections: [], keyPoints: [] }),
    });
    expect(result.isStructured).toBe(true);
    expect(result.structuredContent?.title).toBe('Page 1 text');
  });

  it('sums processing time per method in the order the methods were first used', () => {
    expect(
      methodsUsed([
        outcome(1, { processingTime: 5 }),
        outcome(2, { method: 'ocr', processingTime: 100 }),
        outcome(3, { processingTime: 7 }),
      ]),
    ).toEqual([
      { name: 'pdf.js', processingTime: 12 },
      { name: 'ocr', processingTime: 100 },
    ]);
  });
});

describe('progress', () => {
  it('starts with every page waiting', () => {
    expect(initialProgress(2)).toEqual([
      { pageNumber: 1, stage: 'waiting', fraction: 0 },
      { pageNumber: 2, stage: 'waiting', fraction: 0 },
    ]);
  });

  it('follows one page through OCR without going backwards, and keeps finished pages finished', () => {
    let list = initialProgress(3);
    list = applyProgress(list, { pageNumber: 1, stage: 'done', fraction: 1 });
    list = applyProgress(list, { pageNumber: 2, stage: 'ocr', fraction: 0.5 });
    list = applyProgress(list, { pageNumber: 2, stage: 'ocr', fraction: 0.3 });
    expect(list[1]).toEqual({ pageNumber: 2, stage: 'ocr', fraction: 0.5 });
    list = applyProgress(list, { pageNumber: 1, stage: 'ocr', fraction: 0 });
    expect(list[0]?.stage).toBe('done');
    expect(overallFraction(list)).toBeCloseTo((1 + 0.5 + 0) / 3);
  });

  it('counts a failed page as finished and names it', () => {
    let list = initialProgress(3);
    list = applyProgress(list, { pageNumber: 2, stage: 'failed', fraction: 1, error: 'This page could not be read.' });
    list = applyProgress(list, { pageNumber: 3, stage: 'failed', fraction: 1, error: 'x' });
    expect(failedPageNumbers(list)).toEqual([2, 3]);
    expect(overallFraction(list)).toBeCloseTo(2 / 3);
    expect(overallFraction([])).toBe(0);
  });
});
