import { useParams } from 'react-router-dom';
import { ScriptView } from '../features/marking';

/** /admin-dashboard/marking/{attemptId}: one script; another script starts with a fresh form. */
export function MarkingScriptPage() {
  const { attemptId = '' } = useParams();
  return <ScriptView key={attemptId} attemptId={attemptId} />;
}
