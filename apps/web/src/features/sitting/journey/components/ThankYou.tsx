import { Texts } from '@cdi/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../../shared/ui/Button';
import { Icon } from '../../../../shared/ui/Icon';
import { Spinner } from '../../../../shared/ui/Spinner';
import { TestResultsLink } from '../../../results';
import { useExamEngine } from '../../engine/hooks/use-exam-engine';
import { fetchAssignedTestDetail, studentTestKey } from '../api/student-test-api';
import { useDeviceSignOut } from '../hooks/use-device-sign-out';
import { CandidateFrame } from './CandidateFrame';

/** Sends the answers of one attempt still waiting on this device (the sitting's own engine is gone). */
function AnswerSender({ attemptId, cannotSend }: { attemptId: string; cannotSend: (attemptId: string) => void }) {
  const engine = useExamEngine(attemptId);
  useEffect(() => engine?.on('join:refused', () => cannotSend(attemptId)), [engine, attemptId, cannotSend]);
  return null;
}

/**
 * How the sitting of `testId` ended, asked of the server (so a reload says the same): 'forced' when the
 * invigilator submitted it. 'unknown' without a test id or when the server cannot say; 'loading' meanwhile.
 */
function useHowItEnded(testId: string | null): 'loading' | 'forced' | 'unknown' {
  const ending = useQuery({
    // Its own entry, read fresh: the overview's copy of the test may be from before the test ended.
    queryKey: [...studentTestKey(testId ?? ''), 'ending'],
    queryFn: ({ signal }) => fetchAssignedTestDetail(testId!, signal),
    enabled: testId !== null,
    staleTime: 0,
    retry: false,
  });
  if (testId === null || ending.isError) return 'unknown';
  if (ending.isPending) return 'loading';
  return ending.data.attempt.completion_reason === 'forced' ? 'forced' : 'unknown';
}

/**
 * Spec 1 §2.7: the end of the exam, and a sign-out that leaves nothing behind on the device. A test the
 * invigilator ended says so instead of the plain thank-you.
 */
export function ThankYou() {
  const { signOut, phase, sendingAttempt, cannotSend } = useDeviceSignOut();
  const [params] = useSearchParams();
  const ended = useHowItEnded(params.get('testId'));
  const title = ended === 'forced' ? Texts.invigilatorEndedTest : Texts.thankYouTitle;
  if (ended === 'loading') {
    return (
      <CandidateFrame context={Texts.thankYouTitle}>
        <section className="journey-thanks panel">
          <Spinner />
        </section>
      </CandidateFrame>
    );
  }
  return (
    <CandidateFrame context={title}>
      <section className="journey-thanks panel">
        <h1 className="journey-title">{title}</h1>
        {ended === 'forced' && <p>{Texts.invigilatorEndedTestDetail}</p>}
        <p>{Texts.scoreComingSoon}</p>
        <div className="journey-actions">
          <Button variant="primary" icon={<Icon name="logout" size={18} />} busy={phase !== 'idle'} onClick={signOut}>
            {Texts.logOut}
          </Button>
          <TestResultsLink />
        </div>
        <p className="journey-hint" role="status">
          {phase === 'sending' ? Texts.answersStillSending : ''}
        </p>
      </section>
      {sendingAttempt && <AnswerSender key={sendingAttempt} attemptId={sendingAttempt} cannotSend={cannotSend} />}
    </CandidateFrame>
  );
}
