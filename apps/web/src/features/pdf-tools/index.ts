// The admin portal's PDF tools: OCR and the extraction results pages.
export { TextResultsView } from './components/TextResultsView';
export { AdvancedResultsView } from './components/AdvancedResultsView';
export { AdvancedResultsActions } from './components/AdvancedResultsActions';
export { readAdvancedResultsState, readTextResultsState } from './lib/results-state';
export type { AdvancedResultsState, TextResultsState } from './lib/results-state';
export { ADMIN_PORTAL_PATH, ADVANCED_RESULTS_PATH, TEXT_RESULTS_PATH, pdfViewerPath } from './lib/paths';
export { installedOcrLanguages, isOcrLanguageInstalled, INSTALLED_OCR_LANGUAGES } from './lib/ocr/ocr-assets';
