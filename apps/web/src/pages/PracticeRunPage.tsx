import { PracticeTexts } from '@cdi/contracts';
import { useParams } from 'react-router-dom';
import { CandidateHeader } from '../features/candidate';
import { PracticeRunScreen } from '../features/practice';

export function PracticeRunPage() {
  const { id = '' } = useParams();
  return (
    <div className="candidate-page">
      <CandidateHeader context={PracticeTexts.practiceTestsTitle} showLogout={false} />
      <main className="candidate-page__content practice-page">
        <PracticeRunScreen key={id} testId={id} />
      </main>
    </div>
  );
}
