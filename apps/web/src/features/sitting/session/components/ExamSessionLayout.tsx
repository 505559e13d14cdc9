import { Texts } from '@cdi/contracts';
import { useEffect, useMemo } from 'react';
import { Link, Outlet, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../../shared/api/api-error';
import { EmptyState } from '../../../../shared/ui/EmptyState';
import { Notice } from '../../../../shared/ui/Notice';
import { Spinner } from '../../../../shared/ui/Spinner';
import { homePathFor } from '../../../auth';
import { CandidateFrame } from '../../journey/components/CandidateFrame';
import { useAssignedTests } from '../../../candidate';
import { useExamEngine } from '../../engine/hooks/use-exam-engine';
import { useExamNotices } from '../../engine/hooks/use-exam-notices';
import { useHeartbeat } from '../../engine/hooks/use-heartbeat';
import { ExamSessionContext, type ExamSession } from '../hooks/use-exam-session';
import { assignmentForTest, rememberCurrentTest, rememberedCurrentTest } from '../lib/current-test';

/** The centre stopped the sitting (the account was suspended): final, in place of every exam screen and its clock. */
function SittingStopped({ message }: { message: string }) {
  return (
    <CandidateFrame context={Texts.examContext}>
      <section className="journey-thanks panel" role="alert" aria-labelledby="sitting-stopped-title">
        <h1 id="sitting-stopped-title" className="journey-title">
          {Texts.sittingStoppedTitle}
        </h1>
        <p>{message}</p>
      </section>
    </CandidateFrame>
  );
}

function NoTestChosen() {
  return (
    <CandidateFrame context={Texts.examContext}>
      <EmptyState
        title={Texts.chooseTestFirst}
        action={
          <Link to={homePathFor('test_taker')} className="button button--primary">
            {Texts.backToDashboard}
          </Link>
        }
      />
    </CandidateFrame>
  );
}

/**
 * Every page of the candidate's journey sits inside this: it finds the attempt of the test named by
 * ?testId (or the one this tab was sitting), opens its engine once for the whole journey, and keeps
 * the invigilator informed (heartbeat) on every page, rules pages included.
 */
export function ExamSessionLayout() {
  const [params] = useSearchParams();
  const testId = params.get('testId') ?? rememberedCurrentTest();
  const assigned = useAssignedTests();
  const test = testId && assigned.data ? assignmentForTest(assigned.data, testId) : undefined;

  useEffect(() => {
    if (test) rememberCurrentTest(test.test_id);
  }, [test]);

  const engine = useExamEngine(test?.attempt_id ?? null);
  const notices = useExamNotices(engine);
  useHeartbeat(engine);
  const session = useMemo<ExamSession | null>(() => (test ? { test, engine, notices } : null), [test, engine, notices]);

  if (!testId) return <NoTestChosen />;
  if (assigned.isPending) return <Spinner fullPage label={Texts.connectingToTest} />;
  if (assigned.isError) {
    return (
      <CandidateFrame context={Texts.examContext}>
        <Notice tone="error">{errorMessage(assigned.error, Texts.failedToLoadAssignedTests)}</Notice>
      </CandidateFrame>
    );
  }
  if (!session) return <NoTestChosen />;
  if (notices.stopped) return <SittingStopped message={notices.stopped} />;
  return (
    <ExamSessionContext.Provider value={session}>
      <Outlet />
    </ExamSessionContext.Provider>
  );
}
