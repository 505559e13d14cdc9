import { Texts, type AttemptSnapshot } from '@cdi/contracts';
import type { ReactNode } from 'react';
import type { ExamEngine } from '../../../../shared/exam-engine';
import { Notice } from '../../../../shared/ui/Notice';
import { Spinner } from '../../../../shared/ui/Spinner';
import { useExamSession } from '../../session/hooks/use-exam-session';
import { ExamNoticeList } from '../../engine/components/ExamNoticeList';
import { useExamSnapshot } from '../../engine/hooks/use-engine-state';
import { CandidateFrame } from './CandidateFrame';

type JourneyContent = (snapshot: AttemptSnapshot, engine: ExamEngine) => ReactNode;

function WithSnapshot({ engine, children }: { engine: ExamEngine; children: JourneyContent }) {
  const snapshot = useExamSnapshot(engine);
  return snapshot ? children(snapshot, engine) : <Spinner label={Texts.connectingToTest} />;
}

interface JourneyFrameProps {
  context: string;
  /** A server notice this page already says in its own words (e.g. time up on the section-completed page). */
  omitNotice?: string;
  /** The page, once the server has described the attempt: every decision is taken from its snapshot. */
  children: JourneyContent;
}

/** A page of the sitting: the server's notices, then a spinner until the attempt is joined, then the page. */
export function JourneyFrame({ context, omitNotice, children }: JourneyFrameProps) {
  const { engine, notices } = useExamSession();
  return (
    <CandidateFrame context={context}>
      <ExamNoticeList
        notices={notices.notices.filter((notice) => notice.id !== omitNotice)}
        dismiss={notices.dismiss}
        takenOver={notices.takenOver}
      />
      {notices.joinRefused ? (
        <Notice tone="error">{notices.joinRefused}</Notice>
      ) : engine ? (
        <WithSnapshot engine={engine}>{children}</WithSnapshot>
      ) : (
        <Spinner label={Texts.connectingToTest} />
      )}
    </CandidateFrame>
  );
}
