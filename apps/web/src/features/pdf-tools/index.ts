// PDF tools (spec 2's admin portal): the viewer with its extraction runs, and the shapes they produce.
export { PdfViewer } from './components/PdfViewer';
export { fetchPdfBytes, type PdfFile } from './api/pdf-file';
export { ADMIN_PORTAL_PATH, ADVANCED_RESULTS_PATH, PDF_VIEWER_PATH, pdfViewerPath, TEXT_RESULTS_PATH } from './lib/paths';
export type { ExtractionOptions, ExtractionResult } from './lib/extraction-types';
