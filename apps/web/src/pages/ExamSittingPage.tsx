import { Texts } from '@cdi/contracts';
import { useParams } from 'react-router-dom';
import { homePathFor } from '../features/auth/lib/role-home';
import { CandidateHeader } from '../features/candidate/components/CandidateHeader';
import { useAssignedTests } from '../features/candidate/hooks/use-assigned-tests';
import { ExamSitting } from '../features/exam-sitting/components/ExamSitting';
import { useExamEngine } from '../features/exam-sitting/hooks/use-exam-engine';
import { useSessionUser } from '../shared/session/session-store';
import { BackLink } from '../shared/ui/BackLink';
import { PageHeader } from '../shared/ui/PageHeader';
import { Spinner } from '../shared/ui/Spinner';

/** A minimal screen that drives the exam engine for one attempt; the full exam screens replace it later. */
export function ExamSittingPage() {
  const { attemptId = '' } = useParams();
  const user = useSessionUser();
  const engine = useExamEngine(attemptId);
  const title = useAssignedTests().data?.find((test) => test.attempt_id === attemptId)?.title;
  return (
    <div className="candidate-page">
      <CandidateHeader context="Exam" showLogout={false}>
        <span className="candidate-header__user">
          Test Taker ID: <strong>{user?.candidate_id || 'Unknown'}</strong>
        </span>
      </CandidateHeader>
      <main className="candidate-page__content exam-sitting">
        <BackLink to={homePathFor('test_taker')} label={Texts.backToDashboard} />
        <PageHeader title={title ?? 'Your Test'} />
        {engine ? <ExamSitting engine={engine} attemptId={attemptId} /> : <Spinner label={Texts.connectingToTest} />}
      </main>
    </div>
  );
}
