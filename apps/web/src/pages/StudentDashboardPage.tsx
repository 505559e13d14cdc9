import { Texts } from '@cdi/contracts';
import { AssignedTestList, CandidateHeader } from '../features/candidate';
import { PracticeTestsLink } from '../features/practice';
import { TestResultsLink } from '../features/results';
import { rulesPath, withTestId } from '../features/sitting';
import { useSessionUser } from '../shared/session/session-store';
import { PageHeader } from '../shared/ui/PageHeader';

/** A test is begun, or carried on, from the listening rules: the sitting finds where the candidate is. */
const startPath = (testId: string) => withTestId(rulesPath('listening'), testId);

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
        <PageHeader
          title={Texts.assignedTestsTitle}
          subtitle={Texts.assignedTestsSubtitle}
          actions={
            <>
              <PracticeTestsLink />
              <TestResultsLink />
            </>
          }
        />
        <AssignedTestList startPath={startPath} />
      </main>
    </div>
  );
}
