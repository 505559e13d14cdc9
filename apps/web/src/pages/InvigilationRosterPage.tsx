import { useParams } from 'react-router-dom';
import { LiveRosterView } from '../features/invigilation';

/** /admin-dashboard/invigilation/{assignmentId}: the live roster; another assignment starts afresh. */
export function InvigilationRosterPage() {
  const { assignmentId = '' } = useParams();
  return <LiveRosterView key={assignmentId} assignmentId={assignmentId} />;
}
