import { useParams } from 'react-router-dom';
import { ItemAnalysisView } from '../features/item-analysis';

/** /admin-dashboard/item-analysis/{assignmentId}: one assignment's item analysis; another assignment starts afresh. */
export function ItemAnalysisPage() {
  const { assignmentId = '' } = useParams();
  return <ItemAnalysisView key={assignmentId} assignmentId={assignmentId} />;
}
