import { PracticeTexts, Texts } from '@cdi/contracts';
import { homePathFor } from '../features/auth';
import { CandidateHeader } from '../features/candidate';
import { PracticeTestList } from '../features/practice';
import { useSessionUser } from '../shared/session/session-store';
import { BackLink } from '../shared/ui/BackLink';
import { PageHeader } from '../shared/ui/PageHeader';

export function PracticeTestsPage() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <div className="candidate-page">
      <CandidateHeader context={PracticeTexts.practiceTestsTitle} />
      <main className="candidate-page__content">
        <BackLink to={homePathFor(user.role)} label={Texts.backToDashboard} />
        <PageHeader title={PracticeTexts.practiceTestsTitle} subtitle={PracticeTexts.practiceTestsSubtitle} />
        <PracticeTestList />
      </main>
    </div>
  );
}
