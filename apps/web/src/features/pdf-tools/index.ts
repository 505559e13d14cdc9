// PDF tools (spec 2's admin portal): stored PDFs, the welcome page with its upload, and the layout the
// portal's pages share.
export { fetchPdfBytes, pdfDocumentKeys } from './api/pdf-documents-api';
export { AdminPortal } from './components/AdminPortal';
export { PdfToolsLayout } from './components/PdfToolsLayout';
export { usePdfDocuments } from './hooks/use-pdf-documents';
export { pdfFileProblem, startsLikePdf, type PdfFileSource } from './lib/pdf-file-check';
export { ADVANCED_RESULTS_PATH, PDF_PORTAL_PATH, PDF_VIEWER_PATH, pdfViewerPath, TEXT_RESULTS_PATH } from './lib/paths';
