import { useParams } from 'react-router-dom';
import { StudentTestOverview } from '../features/exam-journey/components/StudentTestOverview';

export function StudentTestPage() {
  const { testId = '' } = useParams();
  return <StudentTestOverview key={testId} testId={testId} />;
}
