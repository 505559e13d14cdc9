/** The admin portal's PDF routes (spec 2's route table). */
export const ADMIN_PORTAL_PATH = '/admin-portal';
export const PDF_VIEWER_PATH = '/admin-portal/pdf-viewer';
export const TEXT_RESULTS_PATH = '/admin-portal/text-extraction-results';
export const ADVANCED_RESULTS_PATH = '/admin-portal/advanced-text-results';

/** The viewer of one stored PDF (the results pages' back button). */
export function pdfViewerPath(fileId: string): string {
  return `${PDF_VIEWER_PATH}?file=${encodeURIComponent(fileId)}`;
}
