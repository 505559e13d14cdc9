import { ResultTexts } from '@cdi/contracts';
import { CandidateHeader } from '../features/candidate';
import { CandidateResults } from '../features/results';
import { useSessionUser } from '../shared/session/session-store';
import { BackLink } from '../shared/ui/BackLink';
import { PageHeader } from '../shared/ui/PageHeader';

/** /test-results (spec 1 route table: login required): the candidate's sittings and, once released, their bands. */
export function TestResultsPage() {
  const user = useSessionUser();
  if (!user) return null;
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <div className="candidate-page">
      <CandidateHeader context={ResultTexts.title}>
        <span className="candidate-header__user">{name ? `${name} (${user.candidate_id})` : user.candidate_id}</span>
      </CandidateHeader>
      <main className="candidate-page__content">
        <BackLink to="/student-dashboard" label={ResultTexts.backToDashboard} />
        <PageHeader title={ResultTexts.title} subtitle={ResultTexts.subtitle} />
        <CandidateResults />
      </main>
    </div>
  );
}
