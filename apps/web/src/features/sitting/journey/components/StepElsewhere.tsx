import { Texts } from '@cdi/contracts';
import { Link } from 'react-router-dom';
import { withTestId } from '../../session/lib/journey';

interface StepElsewhereProps {
  title: string;
  description?: string;
  /** Where the candidate should be, by the server's attempt state. */
  to: string;
  testId: string;
}

/** A page the candidate may not use now: why, and a link to where they should be. */
export function StepElsewhere({ title, description, to, testId }: StepElsewhereProps) {
  return (
    <section className="journey-elsewhere panel">
      <h1 className="journey-title">{title}</h1>
      {description && <p>{description}</p>}
      <p>
        <Link className="button button--primary" to={withTestId(to, testId)}>
          {Texts.goToCurrentStep}
        </Link>
      </p>
    </section>
  );
}
