import { fillText, Texts, type ExamSection } from '@cdi/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { ExamEngine } from '../../../../shared/exam-engine';
import { Button } from '../../../../shared/ui/Button';
import { useExamSession } from '../../session/hooks/use-exam-session';
import { withTestId } from '../../session/lib/journey';
import { useBeginSection } from '../hooks/use-begin-section';
import { rulesView } from '../lib/journey-views';
import { isExamSection, sectionRules, sectionTitle, type RulesSection } from '../lib/section-rules';
import { BeginFailure } from './BeginFailure';
import { InstructionVideo } from './InstructionVideo';
import { JourneyFrame } from './JourneyFrame';
import { StepElsewhere } from './StepElsewhere';

/** Spec 1 §2.4: the speaking section has no screen yet; its rules lead to the placeholder page. */
const SPEAKING_PATH = '/test/speaking';

interface RulesFormProps {
  section: RulesSection;
  beginLabel: string;
  starting: boolean;
  failure?: ReactNode;
  onBegin: () => void;
}

/** Title, video, rules, and the begin button that only a ticked checkbox enables. */
function RulesForm({ section, beginLabel, starting, failure, onBegin }: RulesFormProps) {
  const [agreed, setAgreed] = useState(false);
  const rulesId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (agreed) onBegin();
  };
  return (
    <article className="journey-rules">
      <h1 className="journey-title">{fillText(Texts.rulesTitle, { section: sectionTitle(section) })}</h1>
      <InstructionVideo section={section} rulesBelow />
      <section className="panel" aria-labelledby={rulesId}>
        <h2 id={rulesId} className="panel__title">
          {Texts.rulesHeading}
        </h2>
        <ol className="journey-rules__list">
          {sectionRules(section).map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>
      <form className="journey-rules__form" onSubmit={submit}>
        <label className="journey-check">
          <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          {Texts.confirmRulesRead}
        </label>
        {failure}
        <div>
          <Button type="submit" variant="primary" disabled={!agreed} busy={starting}>
            {starting ? Texts.startingTest : beginLabel}
          </Button>
        </div>
      </form>
    </article>
  );
}

function ExamSectionRulesForm(props: { engine: ExamEngine; section: ExamSection; beginLabel: string }) {
  const { engine, section, beginLabel } = props;
  const { test } = useExamSession();
  const start = useBeginSection({ engine, section, testId: test.test_id });
  return (
    <RulesForm
      section={section}
      beginLabel={beginLabel}
      starting={start.isPending}
      failure={start.isError && <BeginFailure section={section} error={start.error} />}
      onBegin={() => start.mutate()}
    />
  );
}

function SpeakingRules({ beginLabel }: { beginLabel: string }) {
  const navigate = useNavigate();
  return <RulesForm section="speaking" beginLabel={beginLabel} starting={false} onBegin={() => void navigate(SPEAKING_PATH)} />;
}

interface SectionRulesProps {
  section: RulesSection;
  beginLabel: string;
}

/**
 * A section's rules page. The server's attempt state decides what it offers: starting the section
 * before it starts; otherwise the candidate goes (or is pointed) to where they belong.
 */
export function SectionRules({ section, beginLabel }: SectionRulesProps) {
  const { test } = useExamSession();
  const title = fillText(Texts.rulesTitle, { section: sectionTitle(section) });
  return (
    <JourneyFrame context={title}>
      {(snapshot, engine) => {
        if (!isExamSection(section)) return <SpeakingRules beginLabel={beginLabel} />;
        const view = rulesView(snapshot, section, { entry: section === 'listening' });
        switch (view.kind) {
          case 'rules':
            return <ExamSectionRulesForm engine={engine} section={section} beginLabel={beginLabel} />;
          case 'forward':
            return <Navigate to={withTestId(view.to, test.test_id)} replace />;
          case 'locked':
            return (
              <StepElsewhere
                title={fillText(Texts.sectionLocked, { section: sectionTitle(section) })}
                description={Texts.sectionLockedHint}
                to={view.to}
                testId={test.test_id}
              />
            );
        }
      }}
    </JourneyFrame>
  );
}
