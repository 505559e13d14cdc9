import { baseFileName, jsonFileName, resultAsJson, resultAsText, txtFileName } from './downloads';
import type { ExtractionResult } from './extraction-types';

const result: ExtractionResult = {
  fileName: 'Mock Test 3.PDF',
  totalPages: 2,
  extractionDate: '2026-11-26T10:00:00.000Z',
  totalProcessingTime: 1200,
  fullText: 'Reading\nQuestions 1-5',
  methodsUsed: [{ name: 'pdf.js', processingTime: 1200 }],
  isStructured: false,
  pages: [
    {
      pageNumber: 1,
      text: 'Reading\n',
      method: 'pdf.js',
      confidence: 1,
      wordCount: 1,
      width: 595,
      height: 842,
      lines: [
        {
          text: 'Reading',
          box: { x: 72, y: 72, width: 80, height: 16 },
          fontSize: 16,
          confidence: 1,
          words: [{ text: 'Reading', box: { x: 72, y: 72, width: 80, height: 16 }, confidence: 1 }],
        },
      ],
    },
    { pageNumber: 2, text: 'Questions 1-5', method: 'ocr', confidence: 0.9, wordCount: 2, width: 595, height: 842, lines: [] },
  ],
};

describe('downloads of an extraction', () => {
  it('are named after the PDF', () => {
    expect(txtFileName(result.fileName)).toBe('Mock Test 3.txt');
    expect(jsonFileName('a/b:c.pdf')).toBe('a-b-c.json');
    expect(baseFileName('.pdf')).toBe('extracted-text');
  });

  it('give the text with a header line per page', () => {
    expect(resultAsText(result)).toBe('--- Page 1 ---\nReading\n\n--- Page 2 ---\nQuestions 1-5\n');
  });

  it('give the whole result as JSON, lines and boxes included', () => {
    expect(JSON.parse(resultAsJson(result))).toEqual(result);
    expect(resultAsJson(result)).toContain('"box"');
  });
});
