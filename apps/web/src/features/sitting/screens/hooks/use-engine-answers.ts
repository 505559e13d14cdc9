import type { ExamSection } from '@cdi/contracts';
import { isAnswered } from '@cdi/exam-core';
import { useCallback, useMemo, useState } from 'react';
import type { ExamEngine } from '../../../../shared/exam-engine';
import type { AnswerAccess } from '../../../exam-questions';

interface EngineAnswersOptions {
  engine: ExamEngine;
  section: ExamSection;
  flags: ReadonlySet<number>;
  toggleFlag: (question: number) => void;
  disabled: boolean;
  /** The candidate moved to a question: the screen follows and the invigilator sees it. */
  onFocus: (question: number) => void;
  /** The answer's key in the engine: the question number, or a writing task's 'task1'. */
  keyOf?: (question: number) => string;
}

/**
 * The exam engine as the question renderers see it. `revision` changes whenever a question turns
 * answered or unanswered, so counts and the progress strip follow without re-rendering per keystroke.
 */
export function useEngineAnswers({
  engine,
  section,
  flags,
  toggleFlag,
  disabled,
  onFocus,
  keyOf = String,
}: EngineAnswersOptions) {
  const [revision, setRevision] = useState(0);
  const value = useCallback((question: number) => engine.value(section, keyOf(question)) ?? '', [engine, section, keyOf]);

  const access = useMemo<Omit<AnswerAccess, 'imageSrc'>>(
    () => ({
      value,
      set: (question, next, options) => {
        const wasAnswered = isAnswered(value(question));
        void engine.setAnswer(section, keyOf(question), next, options);
        if (wasAnswered !== isAnswered(next) || options?.immediate) setRevision((r) => r + 1);
      },
      focus: onFocus,
      blur: () => void engine.flush(section),
      isFlagged: (question) => flags.has(question),
      toggleFlag,
      disabled,
    }),
    [engine, section, value, flags, toggleFlag, disabled, onFocus, keyOf],
  );
  return { access, value, revision };
}
