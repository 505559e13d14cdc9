import { fillText, ItemAnalysisTexts, type ItemStatistic, ResultTexts } from '@cdi/contracts';
import { useId, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { notify } from '../../../shared/ui/Toast';
import { useAcceptAnswer } from '../hooks/use-item-analysis';
import { questionLabel } from '../lib/item-format';

interface ItemDetailsDialogProps {
  assignmentId: string;
  item: ItemStatistic;
  /** An answer was accepted: its sections are being marked again. */
  onAccepted: () => void;
  onClose: () => void;
}

/**
 * One question's detail: how often each option was chosen, or the most common wrong typed answers,
 * each of which can be accepted after a confirmation that says who is re-marked.
 */
export function ItemDetailsDialog({ assignmentId, item, onAccepted, onClose }: ItemDetailsDialogProps) {
  const accept = useAcceptAnswer(assignmentId);
  const [confirming, setConfirming] = useState<{ answer: string; count: number } | null>(null);
  const messageId = useId();
  const label = questionLabel(item);
  const section = ResultTexts[item.section];

  if (confirming) {
    const doAccept = () =>
      accept.mutate(
        { section: item.section, question: item.question, answer: confirming.answer },
        {
          onSuccess: ({ remarked }) => {
            notify(fillText(ItemAnalysisTexts.accepted, { remarked }));
            onAccepted();
            onClose();
          },
        },
      );
    return (
      <Dialog
        title={fillText(ItemAnalysisTexts.acceptTitle, { answer: confirming.answer, question: label })}
        role="alertdialog"
        describedBy={messageId}
        onClose={() => setConfirming(null)}
      >
        <p id={messageId}>{fillText(ItemAnalysisTexts.acceptBody, { count: confirming.count })}</p>
        {accept.error !== null && <Notice tone="error">{errorMessage(accept.error, ItemAnalysisTexts.failedToAccept)}</Notice>}
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>{ItemAnalysisTexts.cancel}</Button>
          <Button variant="primary" busy={accept.isPending} onClick={doAccept}>
            {ItemAnalysisTexts.acceptConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  const most = Math.max(1, ...item.options.map((o) => o.count));
  return (
    <Dialog title={fillText(ItemAnalysisTexts.detailsTitle, { section, question: label })} onClose={onClose} size="wide">
      <dl className="item-details__key">
        <dt>{ItemAnalysisTexts.key}</dt>
        <dd>{item.key.join(' / ') || '—'}</dd>
        {item.accepted_by_centre.length > 0 && (
          <>
            <dt>{ItemAnalysisTexts.acceptedByCentre}</dt>
            <dd>{item.accepted_by_centre.join(' / ')}</dd>
          </>
        )}
      </dl>
      {item.kind === 'text' ? (
        <section aria-label={ItemAnalysisTexts.wrongAnswers}>
          <h3 className="item-details__title">{ItemAnalysisTexts.wrongAnswers}</h3>
          {item.wrong_answers.length === 0 ? (
            <p className="muted">{ItemAnalysisTexts.noWrongAnswers}</p>
          ) : (
            <ul className="item-details__answers">
              {item.wrong_answers.map((wrong) => (
                <li key={wrong.answer}>
                  <span className="item-details__answer">{wrong.answer}</span>
                  <span className="muted">× {wrong.count}</span>
                  <Button
                    size="small"
                    aria-label={`${ItemAnalysisTexts.accept} '${wrong.answer}'`}
                    onClick={() => {
                      accept.reset();
                      setConfirming(wrong);
                    }}
                  >
                    {ItemAnalysisTexts.accept}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : (
        <section aria-label={ItemAnalysisTexts.options}>
          <h3 className="item-details__title">{ItemAnalysisTexts.options}</h3>
          <ul className="item-details__options">
            {item.options.map((option) => (
              <li key={option.key} className={option.correct ? 'item-details__option--key' : undefined}>
                <span className="item-details__option-key">{option.key}</span>
                <span className="item-bar__track" aria-hidden="true">
                  <span className="item-bar__fill" style={{ width: `${(option.count / most) * 100}%` }} />
                </span>
                <span>
                  {option.count}
                  {option.correct && <span className="sr-only"> ({ItemAnalysisTexts.key})</span>}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <DialogActions>
        <Button onClick={onClose}>{ResultTexts.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
