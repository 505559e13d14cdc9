import { Texts, type AttemptSnapshot, type ExamSection } from '@cdi/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Notice } from '../../../../shared/ui/Notice';
import { useExamSession } from '../../session/hooks/use-exam-session';
import { JourneyPaths, nextStep, withTestId } from '../../session/lib/journey';
import { initiallyExpanded, overviewCards, sectionEntryPath } from '../lib/journey-views';
import { JourneyFrame } from './JourneyFrame';
import { OverviewSectionCard } from './OverviewSectionCard';

function OverviewBody({ snapshot }: { snapshot: AttemptSnapshot }) {
  const { test } = useExamSession();
  const [params] = useSearchParams();
  const cards = overviewCards(snapshot);
  const [expanded, setExpanded] = useState<ExamSection | null>(() =>
    initiallyExpanded(cards, { section: params.get('section'), completed: params.get('completed') }),
  );
  const finished = nextStep(snapshot).kind === 'finished';
  return (
    <>
      <header className="journey-header">
        <h1 className="journey-title">{Texts.testOverviewTitle}</h1>
        <p className="journey-subtitle">{test.title}</p>
        <p>
          <Link to={withTestId(JourneyPaths.sittingRules, test.test_id)}>{Texts.ieltsRulesTitle}</Link>
        </p>
      </header>
      {finished && (
        <Notice tone="success">
          {Texts.examComplete} <Link to={withTestId(JourneyPaths.thankYou, test.test_id)}>{Texts.finishExam}</Link>
        </Notice>
      )}
      <ul className="journey-cards">
        {cards.map((card) => (
          <OverviewSectionCard
            key={card.section}
            card={card}
            entryPath={sectionEntryPath(snapshot, card.section)}
            testId={test.test_id}
            expanded={expanded === card.section}
            onToggle={() => setExpanded((open) => (open === card.section ? null : card.section))}
          />
        ))}
      </ul>
    </>
  );
}

/** Spec 1 §2.5: /ielts-test, the sections with their statuses as the server has them. */
export function TestOverview() {
  return <JourneyFrame context={Texts.testOverviewTitle}>{(snapshot) => <OverviewBody snapshot={snapshot} />}</JourneyFrame>;
}
