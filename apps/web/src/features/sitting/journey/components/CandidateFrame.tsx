import { Texts } from '@cdi/contracts';
import type { ReactNode } from 'react';
import { useSessionUser } from '../../../../shared/session/session-store';
import { CandidateHeader } from '../../../candidate';
import '../journey.css';

interface CandidateFrameProps {
  /** The screen's name in the header, e.g. 'Listening Rules'. */
  context: string;
  /** Pages of a sitting leave signing out to its end (the thank-you page). */
  showLogout?: boolean;
  children: ReactNode;
}

/** The header with the test taker's id, and the page's main content. */
export function CandidateFrame({ context, showLogout = false, children }: CandidateFrameProps) {
  const user = useSessionUser();
  return (
    <div className="candidate-page">
      <CandidateHeader context={context} showLogout={showLogout}>
        <span className="candidate-header__user">
          {Texts.testTakerId}: {user?.candidate_id || 'Unknown'}
        </span>
      </CandidateHeader>
      <main className="candidate-page__content journey">{children}</main>
    </div>
  );
}
