import type { ExamSection } from '@cdi/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ExamEngine } from '../../../../shared/exam-engine';
import { QUESTION_INPUT_ATTRIBUTE, questionElementId, type ShownNumber } from '../../../exam-questions';
import { answeredNumbers, partOfQuestion, reviewSummary, type PartQuestions } from '../lib/navigation';
import { useEngineAnswers } from './use-engine-answers';
import { useFlags } from './use-flags';
import type { ScreenPart } from './use-section-parts';

interface QuestionScreenOptions {
  engine: ExamEngine;
  attemptId: string;
  section: ExamSection;
  parts: ScreenPart<unknown>[];
  disabled: boolean;
}

/** A new part starts at the top of the content (and of both panes, on a split screen). */
function scrollExamToTop(): void {
  document.querySelectorAll('.exam-main, .split-pane__left, .split-pane__right').forEach((el) => el.scrollTo({ top: 0 }));
}

/** Brings a question into view and puts the cursor in its answer. */
function showQuestion(question: number): void {
  const block = document.getElementById(questionElementId(question));
  if (!block) return;
  block.scrollIntoView({ block: 'center' });
  const input =
    block.querySelector<HTMLElement>(`[${QUESTION_INPUT_ATTRIBUTE}="${question}"]`) ??
    block.querySelector<HTMLElement>('input, select, textarea, button');
  input?.focus({ preventScroll: true });
}

/**
 * What listening and reading share: the active part, the current question, answered and flagged
 * questions, jumping to a question (switching part first) and telling the invigilator where we are.
 */
export function useQuestionScreen({ engine, attemptId, section, parts, disabled }: QuestionScreenOptions) {
  const partQuestions = useMemo<PartQuestions[]>(
    () => parts.map((p) => ({ part: p.part, numbers: p.slots.flatMap((slot) => slot.numbers) })),
    [parts],
  );
  // The parts keep their authored numbers (the answers' key); the candidate sees the paper's.
  const shown = useMemo<ShownNumber>(() => {
    const byAuthored = new Map(
      parts.flatMap((p) => Object.entries(p.shownNumbers).map(([authored, n]) => [Number(authored), n])),
    );
    return (authored) => byAuthored.get(authored) ?? authored;
  }, [parts]);
  // A reload, or the same candidate on another computer, opens where they last were.
  const [resumeAt] = useState(() => {
    const at = engine.resumeAt;
    return at?.section === section && partOfQuestion(partQuestions, at.question) !== undefined ? at.question : null;
  });
  const [activePart, setActivePart] = useState(() =>
    resumeAt !== null ? partOfQuestion(partQuestions, resumeAt)! : (parts[0]?.part ?? 1),
  );
  const [current, setCurrent] = useState(() => resumeAt ?? partQuestions[0]?.numbers[0] ?? 1);
  // A jump shows its question once the part holding it has rendered; each jump re-renders (jumps).
  const pendingJump = useRef<number | null>(resumeAt);
  const [jumps, setJumps] = useState(0);
  const { flags, toggle } = useFlags(engine, attemptId, section);

  const onFocus = useCallback(
    (question: number) => {
      setCurrent(question);
      engine.position(section, partOfQuestion(partQuestions, question) ?? activePart, question);
    },
    [engine, section, partQuestions, activePart],
  );
  const { access, value, revision } = useEngineAnswers({ engine, section, flags, toggleFlag: toggle, disabled, onFocus });

  const allSlots = useMemo(() => parts.flatMap((p) => p.slots), [parts]);
  // `revision` is how a change of answered-ness reaches this memo.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const answered = useMemo(() => answeredNumbers(allSlots, value), [allSlots, value, revision]);
  const review = useMemo(
    () =>
      reviewSummary(
        partQuestions.flatMap((p) => p.numbers),
        answered,
        flags,
      ),
    [partQuestions, answered, flags],
  );

  /** Switching part starts at its first question, at the top. */
  const selectPart = useCallback(
    (part: number) => {
      setActivePart(part);
      const first = partQuestions.find((p) => p.part === part)?.numbers[0];
      if (first !== undefined) {
        setCurrent(first);
        engine.position(section, part, first);
      }
      scrollExamToTop();
    },
    [engine, section, partQuestions],
  );

  const jump = useCallback(
    (question: number) => {
      const part = partOfQuestion(partQuestions, question);
      if (part === undefined) return;
      setActivePart(part);
      setCurrent(question);
      pendingJump.current = question;
      setJumps((n) => n + 1);
    },
    [partQuestions],
  );

  useEffect(() => {
    if (pendingJump.current === null) return;
    showQuestion(pendingJump.current);
    pendingJump.current = null;
  }, [jumps, activePart]);

  return { partQuestions, activePart, selectPart, current, jump, access, answered, flags, review, shown };
}

export type QuestionScreen = ReturnType<typeof useQuestionScreen>;
