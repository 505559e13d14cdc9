import { ScriptsView } from '../features/marking';

/** /admin-dashboard/marking: the writing scripts waiting for an examiner. */
export function MarkingScriptsPage() {
  return <ScriptsView />;
}
