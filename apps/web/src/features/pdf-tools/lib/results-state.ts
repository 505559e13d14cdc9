import type { ExtractionOptions, ExtractionResult } from './extraction-types';

/** What the viewer passes to /admin-portal/text-extraction-results in location.state. */
export interface TextResultsState {
  extractedData: ExtractionResult;
  fileId: string;
}

/** What the viewer passes to /admin-portal/advanced-text-results in location.state. */
export interface AdvancedResultsState {
  extractionResult: ExtractionResult;
  extractionOptions: ExtractionOptions;
  fileId: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Enough of an ExtractionResult to show: history state outlives deploys and can be anything after
 * a reload from another version, so the pages check the shape before they read it.
 */
export function isExtractionResult(value: unknown): value is ExtractionResult {
  return isRecord(value) && typeof value.fileName === 'string' && Array.isArray(value.pages);
}

function isExtractionOptions(value: unknown): value is ExtractionOptions {
  return isRecord(value) && typeof value.ocrLanguage === 'string' && typeof value.imageQuality === 'string';
}

export function readTextResultsState(state: unknown): TextResultsState | null {
  if (!isRecord(state) || !isExtractionResult(state.extractedData)) return null;
  return { extractedData: state.extractedData, fileId: typeof state.fileId === 'string' ? state.fileId : '' };
}

export function readAdvancedResultsState(state: unknown): AdvancedResultsState | null {
  if (!isRecord(state) || !isExtractionResult(state.extractionResult) || !isExtractionOptions(state.extractionOptions)) {
    return null;
  }
  return {
    extractionResult: state.extractionResult,
    extractionOptions: state.extractionOptions,
    fileId: typeof state.fileId === 'string' ? state.fileId : '',
  };
}
