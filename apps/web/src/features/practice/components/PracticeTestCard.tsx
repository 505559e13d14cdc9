import { fillText, PracticeTexts, type PracticeTestManifest } from '@cdi/contracts';
import { Link } from 'react-router-dom';
import { Icon } from '../../../shared/ui/Icon';
import { practiceRunPath } from '../lib/practice-paths';

/** One public test as the list shows it, with its Start link. */
export function PracticeTestCard({ test }: { test: PracticeTestManifest }) {
  const titleId = `practice-${test.id}-title`;
  return (
    <article className="test-card practice-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="test-card__title">
        {test.title}
      </h2>
      <p className="test-card__description">{test.description}</p>
      <dl className="practice-card__facts">
        <div>
          <dt>{PracticeTexts.testType}</dt>
          <dd className="capitalize">{test.test_type}</dd>
        </div>
        <div>
          <dt>{PracticeTexts.duration}</dt>
          <dd>{fillText(PracticeTexts.durationMinutes, { n: test.duration_minutes })}</dd>
        </div>
        <div>
          <dt>{PracticeTexts.totalQuestions}</dt>
          <dd>{test.total_questions}</dd>
        </div>
        <div>
          <dt>{PracticeTexts.passScore}</dt>
          <dd>{test.passing_score}</dd>
        </div>
      </dl>
      <div className="test-card__footer">
        <Link to={practiceRunPath(test.id)} className="button button--primary">
          <Icon name="play" size={16} />
          {PracticeTexts.start}
          <span className="sr-only"> {test.title}</span>
        </Link>
      </div>
    </article>
  );
}
