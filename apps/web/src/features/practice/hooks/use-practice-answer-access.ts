import { useMemo } from 'react';
import type { AnswerAccess } from '../../exam-questions';
import { answerQuestion, toggleFlag, type PracticeRun } from '../lib/practice-run';
import { usePracticeRun } from './use-practice-run';

/**
 * The question renderers' access to answers, backed by the local run: every change is kept at once
 * (session storage), so nothing waits for a blur and there is nothing to send until the end.
 */
export function usePracticeAnswerAccess(run: PracticeRun): AnswerAccess {
  const update = usePracticeRun((state) => state.update);
  return useMemo(
    () => ({
      value: (question) => run.answers[String(question)] ?? '',
      set: (question, value) => update((current) => answerQuestion(current, question, value)),
      // The question list shows the group on screen; nobody else follows where the candidate is.
      focus: () => undefined,
      blur: () => undefined,
      isFlagged: (question) => run.flagged.includes(question),
      toggleFlag: (question) => update((current) => toggleFlag(current, question)),
      // Practice tests are served without image files.
      imageSrc: () => undefined,
      disabled: run.status !== 'in_progress',
    }),
    [run, update],
  );
}
