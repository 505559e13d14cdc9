import type { ExamSection } from '@cdi/contracts';
import type { ExamEngine } from '../../../../shared/exam-engine';
import { useExamSession } from '../../session/hooks/use-exam-session';
import { useExamSnapshot } from '../../engine/hooks/use-engine-state';

/** Whether the section's answers may change now: not while paused, nor in a window another one took over. */
export function useSectionLock(engine: ExamEngine, section: ExamSection): { paused: boolean; disabled: boolean } {
  const snapshot = useExamSnapshot(engine);
  const { notices } = useExamSession();
  const state = snapshot?.sections.find((s) => s.section === section);
  const paused = Boolean(state?.pausedAt);
  return { paused, disabled: paused || notices.takenOver || state?.status !== 'open' };
}
