import { fillText, Texts, type ExamSection } from '@cdi/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ExamEngine } from '../../../../shared/exam-engine';
import { Button } from '../../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../../shared/ui/Dialog';
import { Notice } from '../../../../shared/ui/Notice';
import { acceptedOrThrow, refusalMessage } from '../../engine/lib/section-action';
import { sectionName } from '../../../../shared/format/section-name';
import { useShownNumber } from '../../../exam-questions';
import type { ReviewSummary } from '../lib/navigation';

interface FinishSectionButtonProps {
  engine: ExamEngine;
  section: ExamSection;
  review: ReviewSummary;
  /** Jump to a question listed in the review (the dialog closes). */
  onJump: (question: number) => void;
  disabled: boolean;
  label?: string;
  /** How a listed number is named: 'Question 12' unless said otherwise ('Task 2'). */
  nameOf?: (n: number) => string;
}

function QuestionList({
  title,
  numbers,
  empty,
  onJump,
  nameOf,
}: {
  title: string;
  numbers: number[];
  empty: string;
  onJump: (n: number) => void;
  nameOf: (n: number) => string;
}) {
  return (
    <section className="review-list">
      <h3 className="review-list__title">
        {title} ({numbers.length})
      </h3>
      {numbers.length === 0 ? (
        <p className="review-list__empty">{empty}</p>
      ) : (
        <ul className="review-list__numbers">
          {numbers.map((n) => (
            <li key={n}>
              <button type="button" className="review-list__jump" onClick={() => onJump(n)}>
                {nameOf(n)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Finishing a section cannot be undone, so the candidate first sees what is unanswered or flagged and
 * can go straight to any of it. The server closes the section; the screen then moves on by itself.
 */
export function FinishSectionButton({
  engine,
  section,
  review,
  onJump,
  disabled,
  label,
  nameOf: givenName,
}: FinishSectionButtonProps) {
  const shown = useShownNumber();
  const nameOf = givenName ?? ((n: number) => fillText(Texts.questionLabel, { n: shown(n) }));
  const [reviewing, setReviewing] = useState(false);
  const describedBy = useId();
  const finish = useMutation({ mutationFn: async () => acceptedOrThrow(await engine.sectionComplete(section)) });
  const name = sectionName(section);
  const finishLabel = label ?? fillText(Texts.finishSection, { section: name });
  const close = () => setReviewing(false);
  return (
    <>
      <Button variant="primary" disabled={disabled} onClick={() => setReviewing(true)}>
        {finishLabel}
      </Button>
      {reviewing && (
        <Dialog
          title={fillText(Texts.reviewBeforeFinishing, { section: name })}
          role="alertdialog"
          describedBy={describedBy}
          onClose={close}
          size="wide"
        >
          <div className="review-panel">
            <QuestionList
              title={Texts.unansweredQuestions}
              numbers={review.unanswered}
              empty={Texts.everythingAnswered}
              nameOf={nameOf}
              onJump={(n) => {
                close();
                onJump(n);
              }}
            />
            <QuestionList
              title={Texts.flaggedQuestions}
              numbers={review.flagged}
              empty={Texts.nothingFlagged}
              nameOf={nameOf}
              onJump={(n) => {
                close();
                onJump(n);
              }}
            />
          </div>
          <p id={describedBy}>{fillText(Texts.confirmFinishSection, { section: name })}</p>
          {finish.isError && <Notice tone="error">{refusalMessage(finish.error, Texts.somethingWentWrong)}</Notice>}
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button variant="primary" busy={finish.isPending} onClick={() => finish.mutate()}>
              {finishLabel}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
