import { fillText, Texts } from '@cdi/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../../shared/ui/Icon';
import { LOGIN_PATH } from '../../../auth';
import { submissionId } from '../lib/submission-id';
import { CandidateFrame } from './CandidateFrame';

/** Spec 2, submission confirmation. */
export function TestSubmitted() {
  // Taken once, so the id does not change while the candidate reads it.
  const [id] = useState(() => submissionId(Date.now()));
  return (
    <CandidateFrame context={Texts.testSubmittedTitle}>
      <section className="journey-submitted panel">
        <span className="journey-submitted__mark">
          <Icon name="check" size={32} />
        </span>
        <h1 className="journey-title">{Texts.testSubmittedTitle}</h1>
        <p>{Texts.testSubmittedDescription}</p>
        <p className="journey-submitted__id">{fillText(Texts.submissionId, { id })}</p>
        <p>
          <Link className="button button--primary" to={LOGIN_PATH}>
            {Texts.returnToLogin}
          </Link>
        </p>
        <p className="journey-hint">{Texts.resultsWithin48Hours}</p>
      </section>
    </CandidateFrame>
  );
}
