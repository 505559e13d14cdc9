import { Texts } from '@cdi/contracts';
import { AssignedTestList } from '../features/candidate/components/AssignedTestList';
import { CandidateHeader } from '../features/candidate/components/CandidateHeader';
import { PracticeTestsLink } from '../features/practice/components/PracticeTestsLink';
import { useSessionUser } from '../shared/session/session-store';
import { PageHeader } from '../shared/ui/PageHeader';

export function StudentDashboardPage() {
  const user = useSessionUser();
  if (!user) return null;
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <div className="candidate-page">
      <CandidateHeader context="Student Dashboard">
        <span className="candidate-header__user">{name ? `${name} (${user.candidate_id})` : user.candidate_id}</span>
      </CandidateHeader>
      <main className="candidate-page__content">
        <PageHeader title={Texts.assignedTestsTitle} subtitle={Texts.assignedTestsSubtitle} actions={<PracticeTestsLink />} />
        <AssignedTestList />
      </main>
    </div>
  );
}
