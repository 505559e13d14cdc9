import { useParams } from 'react-router-dom';
import { AssignmentResultsView } from '../features/results';

/** /admin-dashboard/results/{assignmentId}: an assignment's results; another assignment starts afresh. */
export function AssignmentResultsPage() {
  const { assignmentId = '' } = useParams();
  return <AssignmentResultsView key={assignmentId} assignmentId={assignmentId} />;
}
