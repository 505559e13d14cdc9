import { AnswerKeyTexts, type ExamPartDetail, type SolutionCorrectionResponse } from '@cdi/contracts';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { FieldFrame } from '../../../shared/ui/FieldFrame';
import { notify } from '../../../shared/ui/Toast';
import { useCorrectAnswerKey } from '../hooks/use-answer-key';
import { formatAnswerKey, parseAnswerKey } from '../lib/answer-key';
import '../exam-parts.css';

interface AnswerKeyDialogProps {
  exam: ExamPartDetail;
  onClose: () => void;
  onSaved: (result: SolutionCorrectionResponse) => void;
}

/** The part's key as editable JSON. A refused save keeps the text and lists each problem with its path. */
export function AnswerKeyDialog({ exam, onClose, onSaved }: AnswerKeyDialogProps) {
  const fieldId = useId();
  const problemsId = `${fieldId}-problems`;
  const [text, setText] = useState(() => formatAnswerKey(exam.solution_data));
  const [typedError, setTypedError] = useState<string | null>(null);
  const correct = useCorrectAnswerKey(exam.id);
  const problems = correct.error instanceof ApiError ? correct.error.problems : [];
  const error = typedError ?? (correct.error ? errorMessage(correct.error, AnswerKeyTexts.failed) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAnswerKey(text);
    if (!parsed.ok) {
      correct.reset();
      setTypedError(parsed.message);
      return;
    }
    setTypedError(null);
    correct.mutate(parsed.key, {
      onSuccess: (result) => {
        notify(AnswerKeyTexts.saved);
        onSaved(result);
      },
    });
  };

  return (
    <Dialog title={AnswerKeyTexts.dialogTitle} onClose={onClose} size="wide">
      <form onSubmit={submit} noValidate>
        <FieldFrame id={fieldId} label={AnswerKeyTexts.fieldLabel} hint={AnswerKeyTexts.fieldHint} error={error}>
          {(aria) => (
            <textarea
              id={fieldId}
              rows={20}
              className="field__input field__textarea answer-key-editor"
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
              {...aria}
              aria-describedby={
                [aria['aria-describedby'], problems.length > 0 && problemsId].filter(Boolean).join(' ') || undefined
              }
            />
          )}
        </FieldFrame>
        {problems.length > 0 && (
          <div id={problemsId} className="answer-key-problems">
            <p className="answer-key-problems__title">{AnswerKeyTexts.problemsTitle}</p>
            <ul>
              {problems.map((problem, i) => (
                <li key={i}>
                  {problem.path ? <code>{problem.path}</code> : '—'}: {problem.message}
                </li>
              ))}
            </ul>
          </div>
        )}
        <DialogActions>
          <Button onClick={onClose}>{AnswerKeyTexts.cancel}</Button>
          <Button type="submit" variant="primary" busy={correct.isPending}>
            {correct.isPending ? AnswerKeyTexts.saving : AnswerKeyTexts.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
