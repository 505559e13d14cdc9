/** The PDF tools' routes (spec 2), shared by every page of the portal. */
export const PDF_PORTAL_PATH = '/admin-portal';
export const PDF_VIEWER_PATH = '/admin-portal/pdf-viewer';
export const TEXT_RESULTS_PATH = '/admin-portal/text-extraction-results';
export const ADVANCED_RESULTS_PATH = '/admin-portal/advanced-text-results';

/** The viewer of one stored PDF (also the results pages' back button). */
export function pdfViewerPath(fileId: string): string {
  return `${PDF_VIEWER_PATH}?${new URLSearchParams({ file: fileId }).toString()}`;
}
