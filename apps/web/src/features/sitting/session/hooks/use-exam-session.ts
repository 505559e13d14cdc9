import type { AssignedTest } from '@cdi/contracts';
import { createContext, useContext } from 'react';
import type { ExamEngine } from '../../../../shared/exam-engine';
import type { ExamNotices } from '../../engine/hooks/use-exam-notices';

/** The test being sat in this tab, shared by every page of the journey (rules, screens, overview). */
export interface ExamSession {
  test: AssignedTest;
  /** The attempt's engine: one socket and outbox for the whole journey; null while it reads the outbox. */
  engine: ExamEngine | null;
  notices: ExamNotices;
}

export const ExamSessionContext = createContext<ExamSession | null>(null);

export function useExamSession(): ExamSession {
  const session = useContext(ExamSessionContext);
  if (!session) throw new Error('useExamSession is used outside ExamSessionLayout');
  return session;
}
