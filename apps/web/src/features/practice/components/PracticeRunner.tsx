import { fillText, PracticeTexts } from '@cdi/contracts';
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { QUESTION_INPUT_ATTRIBUTE, QuestionNumbers, questionElementId } from '../../exam-questions';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { usePracticeAnswerAccess } from '../hooks/use-practice-answer-access';
import { usePracticeRun } from '../hooks/use-practice-run';
import {
  answeredNumbers,
  goToStep,
  nextStep,
  previousStep,
  stepOfQuestion,
  type PracticeRun,
  type PracticeStep,
} from '../lib/practice-run';
import type { LoadedPracticeTest } from '../lib/practice-test';
import { RunTimer } from './RunTimer';
import { StepContent } from './StepContent';

interface PracticeRunnerProps {
  test: LoadedPracticeTest;
  steps: readonly PracticeStep[];
  run: PracticeRun;
  onFinish: () => void;
}

/** Puts focus on a question's answer control (or its block) once it is on screen. */
function focusQuestion(question: number): void {
  const control = document.querySelector<HTMLElement>(`[${QUESTION_INPUT_ATTRIBUTE}="${question}"]`);
  const block = document.getElementById(questionElementId(question));
  (control ?? block)?.focus();
  (control ?? block)?.scrollIntoView({ block: 'nearest' });
}

/** A run in progress: the timer, one question group at a time, previous/next, the question list and Finish. */
export function PracticeRunner({ test, steps, run, onFinish }: PracticeRunnerProps) {
  const update = usePracticeRun((state) => state.update);
  const [confirming, setConfirming] = useState(false);
  const access = usePracticeAnswerAccess(run);

  const slots = useMemo(() => steps.flatMap((step) => step.slots), [steps]);
  const numbers = useMemo(() => slots.flatMap((slot) => slot.numbers), [slots]);
  const answered = answeredNumbers(slots, run.answers);
  const flagged = new Set(run.flagged);
  const step = steps[run.step];
  const total = numbers.length;

  const jump = (question: number) => {
    const target = stepOfQuestion(steps, question);
    if (target === undefined) return;
    // The group must be on screen before its control can take focus.
    flushSync(() => update((current) => goToStep(current, target, steps.length)));
    focusQuestion(question);
  };

  const finish = () => {
    setConfirming(false);
    onFinish();
  };

  return (
    <div className="practice-run">
      <div className="practice-run__bar">
        <h1 className="practice-run__title">{test.summary.title}</h1>
        <p className="practice-run__answered">{fillText(PracticeTexts.answeredOfTotal, { done: answered.size, total })}</p>
        <RunTimer endsAt={run.endsAt} onTimeUp={onFinish} />
        <Button variant="primary" onClick={() => setConfirming(true)}>
          {PracticeTexts.finish}
        </Button>
      </div>
      {test.fallback && <Notice tone="info">{PracticeTexts.runningSampleTest}</Notice>}

      {step && <StepContent key={run.step} part={step.part} groupIndex={step.group} access={access} />}

      <nav className="practice-nav" aria-label={PracticeTexts.questionNavigation}>
        <div className="practice-nav__steps">
          <Button onClick={() => update((current) => previousStep(current, steps.length))} disabled={run.step === 0}>
            {PracticeTexts.previous}
          </Button>
          <p className="practice-nav__position" aria-live="polite">
            {fillText(PracticeTexts.stepOfSteps, { n: run.step + 1, count: steps.length })}
          </p>
          <Button onClick={() => update((current) => nextStep(current, steps.length))} disabled={run.step >= steps.length - 1}>
            {PracticeTexts.next}
          </Button>
        </div>
        <QuestionNumbers
          label={PracticeTexts.questionList}
          numbers={numbers}
          answered={answered}
          flagged={flagged}
          isCurrent={(n) => step?.numbers.includes(n) ?? false}
          onJump={jump}
        />
      </nav>

      {confirming && (
        <Dialog
          title={PracticeTexts.confirmFinishTitle}
          role="alertdialog"
          describedBy="practice-finish-summary"
          onClose={() => setConfirming(false)}
        >
          <p id="practice-finish-summary">{fillText(PracticeTexts.confirmFinish, { done: answered.size, total })}</p>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>{PracticeTexts.keepWorking}</Button>
            <Button variant="primary" onClick={finish}>
              {PracticeTexts.finish}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </div>
  );
}
