import { fillText, MARKING_COMMENT_MAX_LENGTH, MarkingTexts, type MarkStatus, type ScriptTask } from '@cdi/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { Notice } from '../../../shared/ui/Notice';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { notify } from '../../../shared/ui/Toast';
import { useSaveTaskMark } from '../hooks/use-marking';
import { bandOptions, CRITERIA, formatBand, taskBand, type CriterionKey } from '../lib/bands';
import { canEditMark, initialForm, markRequest, type MarkFormState } from '../lib/mark-form';
import { MarkSummary } from './MarkSummary';

const BAND_OPTIONS = bandOptions().map((band) => ({ value: String(band), label: formatBand(band) }));

type FieldError = { field: 'criteria' | 'comment'; message: string } | null;

/**
 * The signed-in examiner's mark of one task: four bands, the task band they make, and a comment. What
 * is typed stays in the form whatever the server answers; a submitted mark is read back, not edited.
 */
export function MarkForm({ attemptId, task }: { attemptId: string; task: ScriptTask }) {
  const idPrefix = `mark-task-${task.task}`;
  const [form, setForm] = useState<MarkFormState>(() => initialForm(task));
  const [fieldError, setFieldError] = useState<FieldError>(null);
  const save = useSaveTaskMark(attemptId);
  const band = taskBand(form.criteria);

  if (!canEditMark(task)) {
    return (
      <div className="marking-form">
        <Notice tone="info">{task.my_mark ? MarkingTexts.alreadySubmitted : MarkingTexts.alreadyMarked}</Notice>
        {task.my_mark && <MarkSummary criteria={task.my_mark.criteria} comment={task.my_mark.comment} />}
      </div>
    );
  }

  const setBand = (key: CriterionKey, value: string) => {
    setForm((current) => ({ ...current, criteria: { ...current.criteria, [key]: value === '' ? null : Number(value) } }));
    if (fieldError?.field === 'criteria') setFieldError(null);
  };

  const submit = (status: MarkStatus) => {
    const check = markRequest(form, status);
    if (!check.ok) {
      setFieldError({ field: check.field, message: check.message });
      return;
    }
    setFieldError(null);
    save.mutate(
      { task: task.task, body: check.body },
      { onSuccess: () => notify(status === 'draft' ? MarkingTexts.draftSaved : MarkingTexts.markSubmitted) },
    );
  };

  const criteriaErrorId = `${idPrefix}-criteria-error`;
  const pending = save.isPending ? save.variables.body.status : null;
  return (
    <form
      className="marking-form"
      aria-label={fillText(MarkingTexts.task, { n: task.task })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit('submitted');
      }}
    >
      <fieldset
        className="marking-form__criteria"
        aria-describedby={fieldError?.field === 'criteria' ? criteriaErrorId : undefined}
      >
        <legend className="sr-only">{MarkingTexts.taskBand}</legend>
        {CRITERIA.map((key) => (
          <SelectField
            key={key}
            id={`${idPrefix}-${key}`}
            label={MarkingTexts.criteria[key]}
            placeholder={MarkingTexts.noBand}
            options={BAND_OPTIONS}
            value={form.criteria[key] === null ? '' : String(form.criteria[key])}
            onChange={(event) => setBand(key, event.target.value)}
          />
        ))}
      </fieldset>
      {fieldError?.field === 'criteria' && (
        <p id={criteriaErrorId} className="field__error" role="alert">
          {fieldError.message}
        </p>
      )}
      <p className="marking-form__band">
        {MarkingTexts.taskBand}:{' '}
        <output htmlFor={CRITERIA.map((key) => `${idPrefix}-${key}`).join(' ')} aria-live="polite">
          {band === null ? '—' : formatBand(band)}
        </output>
      </p>
      <TextAreaField
        id={`${idPrefix}-comment`}
        label={MarkingTexts.comment}
        rows={5}
        maxLength={MARKING_COMMENT_MAX_LENGTH}
        value={form.comment}
        hint={fillText(MarkingTexts.commentCount, { count: form.comment.length, max: MARKING_COMMENT_MAX_LENGTH })}
        error={fieldError?.field === 'comment' ? fieldError.message : undefined}
        onChange={(event) => {
          const comment = event.target.value;
          setForm((current) => ({ ...current, comment }));
          if (fieldError?.field === 'comment') setFieldError(null);
        }}
      />
      {save.isError && <Notice tone="error">{errorMessage(save.error, MarkingTexts.failedToSave)}</Notice>}
      <div className="marking-form__actions">
        <Button busy={pending === 'draft'} disabled={save.isPending} onClick={() => submit('draft')}>
          {pending === 'draft' ? MarkingTexts.saving : MarkingTexts.saveDraft}
        </Button>
        <Button type="submit" variant="primary" busy={pending === 'submitted'} disabled={save.isPending}>
          {pending === 'submitted' ? MarkingTexts.saving : MarkingTexts.submit}
        </Button>
      </div>
    </form>
  );
}
