import { useParams } from 'react-router-dom';
import { StudentTestOverview } from '../features/sitting';

export function StudentTestPage() {
  const { testId = '' } = useParams();
  return <StudentTestOverview key={testId} testId={testId} />;
}
