import { AssignmentTexts, fillText, Texts, type AssignedTest } from '@cdi/contracts';
import { Link } from 'react-router-dom';
import { calendarDate, dateTimeWithZone } from '../../../shared/format/date';
import { Icon } from '../../../shared/ui/Icon';
import { isOverdue, testAction, testSections } from '../lib/assigned-test';
import { AssignedTestStatusBadge } from './AssignedTestStatusBadge';
import { SectionChips } from './SectionChips';

interface AssignedTestCardProps {
  test: AssignedTest;
  now: number;
  /** Where starting or continuing a test leads: the sitting's first page for it. */
  startPath: (testId: string) => string;
}

export function AssignedTestCard({ test, now, startPath }: AssignedTestCardProps) {
  const overdue = isOverdue(test, now);
  const opensLater = test.opens_at ? Date.parse(test.opens_at) > now : false;
  // The server refuses a start outside the window; one already begun may be finished after closing.
  const closed = test.status === 'assigned' && test.closes_at ? Date.parse(test.closes_at) <= now : false;
  const action = opensLater || closed ? null : testAction(test.status);
  const titleId = `test-${test.assignment_id}-title`;
  return (
    <article className={overdue ? 'test-card test-card--overdue' : 'test-card'} aria-labelledby={titleId}>
      <div className="test-card__header">
        <h2 id={titleId} className="test-card__title">
          <Link to={`/student-test/${encodeURIComponent(test.test_id)}`}>{test.title}</Link>
        </h2>
        <AssignedTestStatusBadge status={test.status} />
      </div>
      {test.description && <p className="test-card__description">{test.description}</p>}
      <SectionChips sections={testSections(test)} />
      <dl className="test-card__dates">
        <div>
          <dt>Assigned</dt>
          <dd>{calendarDate(test.assigned_at)}</dd>
        </div>
        {test.due_at && (
          <div className={overdue ? 'test-card__due--overdue' : undefined}>
            <dt>Due</dt>
            <dd>
              {dateTimeWithZone(test.due_at)}
              {overdue && ` (${Texts.overdue})`}
            </dd>
          </div>
        )}
        {test.opens_at && (
          <div>
            <dt>{AssignmentTexts.opensAt}</dt>
            <dd>{dateTimeWithZone(test.opens_at)}</dd>
          </div>
        )}
        {test.closes_at && (
          <div>
            <dt>{AssignmentTexts.closesAt}</dt>
            <dd>{dateTimeWithZone(test.closes_at)}</dd>
          </div>
        )}
      </dl>
      <div className="test-card__footer">
        {action ? (
          <Link to={startPath(test.test_id)} className="button button--primary">
            <Icon name="play" size={16} />
            {action}
          </Link>
        ) : opensLater ? (
          <span className="test-card__done">{fillText(AssignmentTexts.opensOn, { date: dateTimeWithZone(test.opens_at!) })}</span>
        ) : closed ? (
          <span className="test-card__done">{AssignmentTexts.closed}</span>
        ) : (
          <span className="test-card__done">
            <Icon name="check" size={18} />
            {Texts.testCompleted}
          </span>
        )}
      </div>
    </article>
  );
}
