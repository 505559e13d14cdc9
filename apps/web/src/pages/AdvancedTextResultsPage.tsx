import { Navigate, useLocation } from 'react-router-dom';
import { PDF_PORTAL_PATH, AdvancedResultsView, readAdvancedResultsState } from '../features/pdf-tools';

/** /admin-portal/advanced-text-results: the viewer's advanced extraction and its options, passed in location.state. */
export function AdvancedTextResultsPage() {
  const state = readAdvancedResultsState(useLocation().state);
  if (!state) return <Navigate to={PDF_PORTAL_PATH} replace />;
  return <AdvancedResultsView result={state.extractionResult} options={state.extractionOptions} fileId={state.fileId} />;
}
