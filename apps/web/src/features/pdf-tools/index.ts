// PDF tools (the admin portal): stored PDFs, the welcome page with its upload, the layout the
// portal's pages share, the viewer with its extraction runs, OCR and the extraction results pages.
export { fetchPdfBytes, pdfDocumentKeys } from './api/pdf-documents-api';
export { AdminPortal } from './components/AdminPortal';
export { PdfToolsLayout } from './components/PdfToolsLayout';
export { PdfViewer } from './components/PdfViewer';
export { TextResultsView } from './components/TextResultsView';
export { AdvancedResultsView } from './components/AdvancedResultsView';
export { usePdfDocuments } from './hooks/use-pdf-documents';
export { pdfFileProblem, startsLikePdf, type PdfFileSource } from './lib/pdf-file-check';
export { readAdvancedResultsState, readTextResultsState } from './lib/results-state';
export type { AdvancedResultsState, TextResultsState } from './lib/results-state';
export { ADVANCED_RESULTS_PATH, PDF_PORTAL_PATH, PDF_VIEWER_PATH, pdfViewerPath, TEXT_RESULTS_PATH } from './lib/paths';
export { installedOcrLanguages, isOcrLanguageInstalled, INSTALLED_OCR_LANGUAGES } from './lib/ocr/ocr-assets';
export { DraftPartDialog } from './components/DraftPartDialog';
export { draftExamPart, type DraftPart, type UnsureField } from './lib/draft-part';
export { analysePage, structureResult } from './lib/page-structure';
