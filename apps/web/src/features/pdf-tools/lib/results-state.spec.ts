import { DEFAULT_EXTRACTION_OPTIONS, type ExtractionResult } from './extraction-types';
import { pdfViewerPath } from './paths';
import { readAdvancedResultsState, readTextResultsState } from './results-state';

const result: ExtractionResult = {
  fileName: 'mock.pdf',
  totalPages: 0,
  extractionDate: '2026-11-26T10:00:00.000Z',
  totalProcessingTime: 0,
  fullText: '',
  pages: [],
  methodsUsed: [],
  isStructured: false,
};

describe('results pages navigation state', () => {
  it('reads what the viewer passes', () => {
    expect(readTextResultsState({ extractedData: result, fileId: 'f1' })).toEqual({ extractedData: result, fileId: 'f1' });
    expect(
      readAdvancedResultsState({ extractionResult: result, extractionOptions: DEFAULT_EXTRACTION_OPTIONS, fileId: 'f1' }),
    ).toEqual({ extractionResult: result, extractionOptions: DEFAULT_EXTRACTION_OPTIONS, fileId: 'f1' });
  });

  it('finds nothing in a missing or foreign state', () => {
    expect(readTextResultsState(null)).toBeNull();
    expect(readTextResultsState({ extractedData: { pages: 'x' } })).toBeNull();
    expect(readAdvancedResultsState({ extractionResult: result })).toBeNull();
    expect(readAdvancedResultsState({ extractedData: result, fileId: 'f1' })).toBeNull();
  });

  it('goes back to the viewer of the same file', () => {
    expect(pdfViewerPath('3f0c2a8e-1b2c-4d5e-8f90-123456789abc')).toBe(
      '/admin-portal/pdf-viewer?file=3f0c2a8e-1b2c-4d5e-8f90-123456789abc',
    );
  });
});
