import { fillText, MARKING_COMMENT_MAX_LENGTH, MarkingTexts, type MarkStatus, type ScriptTask } from '@cdi/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { Notice } from '../../../shared/ui/Notice';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { notify } from '../../../shared/ui/Toast';
import { useSaveTaskMark } from '../hooks/use-marking';
import { bandOptions, CRITERIA, formatBand, taskBand } from '../lib/bands';
import { canEditMark, initialForm, markRequest, type MarkFormState } from '../lib/mark-form';
import { MarkSummary } from './MarkSummary';

const BAND_OPTIONS = bandOptions().map((band) => ({ value: String(band), label: formatBand(band) }));

// The form starts from the stored bands (null for none); a select gives '' for none.
const bandValue = (value: string | number | null) => (value === '' || value === null ? null : Number(value));

/**
 * The signed-in examiner's mark of one task: four bands, the task band they make, and a comment. What
 * is typed stays in the form whatever the server answers; a submitted mark is read back, not edited.
 */
export function MarkForm({ attemptId, task }: { attemptId: string; task: ScriptTask }) {
  const idPrefix = `mark-task-${task.task}`;
  const form = useForm<MarkFormState>({ defaultValues: initialForm(task) });
  const [criteria, comment] = useWatch({ control: form.control, name: ['criteria', 'comment'] });
  const { errors } = form.formState;
  const save = useSaveTaskMark(attemptId);
  const band = taskBand(criteria);

  if (!canEditMark(task)) {
    return (
      <div className="marking-form">
        <Notice tone="info">{task.my_mark ? MarkingTexts.alreadySubmitted : MarkingTexts.alreadyMarked}</Notice>
        {task.my_mark && <MarkSummary criteria={task.my_mark.criteria} comment={task.my_mark.comment} />}
      </div>
    );
  }

  const submit = (status: MarkStatus) => {
    const check = markRequest(form.getValues(), status);
    form.clearErrors();
    if (!check.ok) return form.setError(check.field, { message: check.message });
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
      <fieldset className="marking-form__criteria" aria-describedby={errors.criteria ? criteriaErrorId : undefined}>
        <legend className="sr-only">{MarkingTexts.taskBand}</legend>
        {CRITERIA.map((key) => (
          <SelectField
            key={key}
            id={`${idPrefix}-${key}`}
            label={MarkingTexts.criteria[key]}
            placeholder={MarkingTexts.noBand}
            options={BAND_OPTIONS}
            {...form.register(`criteria.${key}`, { setValueAs: bandValue, onChange: () => form.clearErrors('criteria') })}
          />
        ))}
      </fieldset>
      {errors.criteria && (
        <p id={criteriaErrorId} className="field__error" role="alert">
          {errors.criteria.message}
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
        hint={fillText(MarkingTexts.commentCount, { count: comment.length, max: MARKING_COMMENT_MAX_LENGTH })}
        error={errors.comment?.message}
        {...form.register('comment', { onChange: () => form.clearErrors('comment') })}
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
