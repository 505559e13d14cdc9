import { Texts } from '@cdi/contracts';
import { useEffect } from 'react';
import { Button } from '../../../../shared/ui/Button';
import { Icon } from '../../../../shared/ui/Icon';
import { TestResultsLink } from '../../../results';
import { useExamEngine } from '../../engine/hooks/use-exam-engine';
import { useDeviceSignOut } from '../hooks/use-device-sign-out';
import { CandidateFrame } from './CandidateFrame';

/** Sends the answers of one attempt still waiting on this device (the sitting's own engine is gone). */
function AnswerSender({ attemptId, cannotSend }: { attemptId: string; cannotSend: (attemptId: string) => void }) {
  const engine = useExamEngine(attemptId);
  useEffect(() => engine?.on('join:refused', () => cannotSend(attemptId)), [engine, attemptId, cannotSend]);
  return null;
}

/** Spec 1 §2.7: the end of the exam, and a sign-out that leaves nothing behind on the device. */
export function ThankYou() {
  const { signOut, phase, sendingAttempt, cannotSend } = useDeviceSignOut();
  return (
    <CandidateFrame context={Texts.thankYouTitle}>
      <section className="journey-thanks panel">
        <h1 className="journey-title">{Texts.thankYouTitle}</h1>
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
