import { Texts, type AttemptSnapshot } from '@cdi/contracts';
import { Link } from 'react-router-dom';
import type { ExamEngine } from '../../../shared/exam-engine';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { homePathFor } from '../../auth/lib/role-home';
import { useExamSnapshot } from '../hooks/use-engine-state';
import { useExamNotices } from '../hooks/use-exam-notices';
import { useHeartbeat } from '../hooks/use-heartbeat';
import { openSection, startableSection } from '../lib/sitting';
import { ExamNoticeList } from './ExamNoticeList';
import { OpenSection } from './OpenSection';
import { SaveStatusBar } from './SaveStatusBar';
import { SectionList } from './SectionList';
import { StartSection } from './StartSection';

interface SittingBodyProps {
  engine: ExamEngine;
  attemptId: string;
  snapshot: AttemptSnapshot;
  takenOver: boolean;
  submitted: boolean;
  /** A pause announced since the page opened; an open section's pausedAt says so after a reload. */
  pausedEvent: boolean;
}

function SittingBody({ engine, attemptId, snapshot, takenOver, submitted, pausedEvent }: SittingBodyProps) {
  const open = openSection(snapshot);
  const next = startableSection(snapshot);
  const paused = pausedEvent || Boolean(open?.pausedAt);
  const finished = submitted || snapshot.status === 'completed';
  return (
    <>
      <SectionList snapshot={snapshot} />
      {paused && !finished && <Notice tone="info">{Texts.examPaused}</Notice>}
      {finished ? (
        <Notice tone="success">
          {submitted ? Texts.examSubmitted : Texts.examComplete}{' '}
          <Link to={homePathFor('test_taker')}>{Texts.backToDashboard}</Link>
        </Notice>
      ) : open ? (
        <OpenSection key={open.section} engine={engine} attemptId={attemptId} state={open} disabled={takenOver || paused} />
      ) : (
        next && (
          <StartSection
            key={next.section}
            engine={engine}
            section={next.section}
            minutes={Math.round(next.durationSeconds / 60)}
            disabled={takenOver || paused}
          />
        )
      )}
    </>
  );
}

/** The attempt as the engine drives it: save status, server notices, the sections and the open one's answers. */
export function ExamSitting({ engine, attemptId }: { engine: ExamEngine; attemptId: string }) {
  const snapshot = useExamSnapshot(engine);
  const { notices, dismiss, takenOver, submitted, paused, joinRefused } = useExamNotices(engine);
  useHeartbeat(engine);
  return (
    <>
      <SaveStatusBar engine={engine} />
      <ExamNoticeList notices={notices} dismiss={dismiss} takenOver={takenOver} />
      {snapshot ? (
        <SittingBody
          engine={engine}
          attemptId={attemptId}
          snapshot={snapshot}
          takenOver={takenOver}
          submitted={submitted}
          pausedEvent={paused}
        />
      ) : joinRefused ? (
        <Notice tone="error">{joinRefused}</Notice>
      ) : (
        <Spinner label={Texts.connectingToTest} />
      )}
    </>
  );
}
