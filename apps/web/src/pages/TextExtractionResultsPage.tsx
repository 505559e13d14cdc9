import { Navigate, useLocation } from 'react-router-dom';
import { PDF_PORTAL_PATH, TextResultsView, readTextResultsState } from '../features/pdf-tools';

/** /admin-portal/text-extraction-results: the viewer's extraction, passed in location.state. */
export function TextExtractionResultsPage() {
  const state = readTextResultsState(useLocation().state);
  if (!state) return <Navigate to={PDF_PORTAL_PATH} replace />;
  return <TextResultsView result={state.extractedData} fileId={state.fileId} />;
}
