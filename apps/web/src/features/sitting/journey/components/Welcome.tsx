import { Texts } from '@cdi/contracts';
import { Link } from 'react-router-dom';
import { useSessionUser } from '../../../../shared/session/session-store';
import { useExamSession } from '../../session/hooks/use-exam-session';
import { rulesPath, withTestId } from '../../session/lib/journey';
import { JourneyFrame } from './JourneyFrame';

/** Spec 1 §2.3: who is sitting, and the way into the listening rules. */
export function Welcome() {
  const user = useSessionUser();
  const { test } = useExamSession();
  return (
    <JourneyFrame context={Texts.welcomeTitle}>
      {() => (
        <section className="journey-welcome panel">
          <h1 className="journey-title">{Texts.welcomeTitle}</h1>
          <p className="journey-subtitle">{test.title}</p>
          <dl className="journey-facts">
            <div>
              <dt>First name</dt>
              <dd>{user?.first_name}</dd>
            </div>
            <div>
              <dt>Last name</dt>
              <dd>{user?.last_name}</dd>
            </div>
            <div>
              <dt>Candidate ID</dt>
              <dd>{user?.candidate_id}</dd>
            </div>
          </dl>
          <p>
            <Link className="button button--primary" to={withTestId(rulesPath('listening'), test.test_id)}>
              {Texts.startExam}
            </Link>
          </p>
        </section>
      )}
    </JourneyFrame>
  );
}
