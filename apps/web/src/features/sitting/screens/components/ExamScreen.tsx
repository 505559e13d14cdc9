import { fillText, Texts, type ExamSection } from '@cdi/contracts';
import { Link, Navigate } from 'react-router-dom';
import type { ExamEngine } from '../../../../shared/exam-engine';
import { Notice } from '../../../../shared/ui/Notice';
import { Spinner } from '../../../../shared/ui/Spinner';
import { homePathFor } from '../../../auth';
import { CandidateFrame } from '../../journey/components/CandidateFrame';
import { StepElsewhere } from '../../journey/components/StepElsewhere';
import { useExamSession } from '../../session/hooks/use-exam-session';
import { withTestId } from '../../session/lib/journey';
import { sessionView } from '../../journey/lib/journey-views';
import { useExamSnapshot } from '../../engine/hooks/use-engine-state';
import { sectionName } from '../../../../shared/format/section-name';
import { ListeningScreen } from './ListeningScreen';
import { ReadingScreen } from './ReadingScreen';
import { WritingScreen } from './WritingScreen';
import '../exam-screens.css';

function OpenSectionScreen({ section, engine }: { section: ExamSection; engine: ExamEngine }) {
  switch (section) {
    case 'listening':
      return <ListeningScreen engine={engine} />;
    case 'reading':
      return <ReadingScreen engine={engine} />;
    case 'writing':
      return <WritingScreen engine={engine} />;
  }
}

/**
 * /sessions/{section}: shown only while the server says the section is open (journey-views decides).
 * Before it starts the candidate goes to its rules page; a later section is refused; once it closes
 * (finished, time up or submitted by the invigilator) the candidate moves on at once.
 */
export function ExamScreen({ section }: { section: ExamSection }) {
  const { test, engine, notices } = useExamSession();
  const snapshot = useExamSnapshot(engine);
  if (notices.joinRefused) {
    return (
      <CandidateFrame context={sectionName(section)}>
        <Notice tone="error">
          {notices.joinRefused} <Link to={homePathFor('test_taker')}>{Texts.backToDashboard}</Link>
        </Notice>
      </CandidateFrame>
    );
  }
  if (!engine || !snapshot) return <Spinner fullPage label={Texts.connectingToTest} />;
  const view = sessionView(snapshot, section);
  switch (view.kind) {
    case 'sit':
      return <OpenSectionScreen section={section} engine={engine} />;
    case 'forward':
      return <Navigate to={withTestId(view.to, test.test_id)} replace />;
    case 'locked':
      return (
        <CandidateFrame context={sectionName(section)}>
          <StepElsewhere
            title={fillText(Texts.sectionLocked, { section: sectionName(section) })}
            description={Texts.sectionLockedHint}
            to={view.to}
            testId={test.test_id}
          />
        </CandidateFrame>
      );
  }
}
