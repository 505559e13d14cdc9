import { ArrangementLimits, ArrangementsSchema, EXAM_TEXT_SIZES, type StudentListItem, StudentTexts } from '@cdi/contracts';
import { z } from 'zod';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { Button } from '../../../shared/ui/Button';
import { Notice } from '../../../shared/ui/Notice';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/Toast';
import { useSetArrangements } from '../hooks/use-students';

/** The typed fields as the request: a blank number is none, no text size is the candidate's own choice. */
const arrangementsForm = z
  .object({ extra_time_percent: z.string(), extra_time_minutes: z.string(), text_size: z.string() })
  .transform(({ extra_time_percent, extra_time_minutes, text_size }) => ({
    extra_time_percent: extra_time_percent.trim() === '' ? 0 : Number(extra_time_percent),
    extra_time_minutes: extra_time_minutes.trim() === '' ? 0 : Number(extra_time_minutes),
    text_size: text_size === '' ? null : text_size,
  }))
  .pipe(ArrangementsSchema);

/** The student's special arrangements: extra time on every section (a share and minutes) and the exam's text size. */
export function ArrangementsPanel({ student }: { student: StudentListItem }) {
  const save = useSetArrangements(student.id);
  const form = useContractForm(arrangementsForm, {
    extra_time_percent: String(student.arrangements.extra_time_percent),
    extra_time_minutes: String(student.arrangements.extra_time_minutes),
    text_size: student.arrangements.text_size ?? '',
  });
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => notify(StudentTexts.arrangementsSaved),
      onError: (error) => form.fail(error, StudentTexts.failedToSaveArrangements),
    }),
  );

  return (
    <section className="panel" aria-labelledby="student-arrangements-title">
      <h2 id="student-arrangements-title" className="panel__title">
        {StudentTexts.arrangements}
      </h2>
      <p className="students__hint">{StudentTexts.arrangementsHint}</p>
      <form className="form students__arrangements" onSubmit={submit} noValidate>
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        <TextField
          id="arrangements-percent"
          label={StudentTexts.extraTimePercentLabel}
          type="number"
          inputMode="numeric"
          min={0}
          max={ArrangementLimits.extraTimePercentMax}
          {...form.field('extra_time_percent')}
        />
        <TextField
          id="arrangements-minutes"
          label={StudentTexts.extraTimeMinutesLabel}
          type="number"
          inputMode="numeric"
          min={0}
          max={ArrangementLimits.extraTimeMinutesMax}
          {...form.field('extra_time_minutes')}
        />
        <SelectField
          id="arrangements-text-size"
          label={StudentTexts.textSizeLabel}
          placeholder={StudentTexts.textSizeStandard}
          options={EXAM_TEXT_SIZES.map((size) => ({ value: size, label: StudentTexts.textSizes[size] }))}
          {...form.field('text_size')}
        />
        <Button type="submit" variant="primary" busy={save.isPending}>
          {StudentTexts.saveArrangements}
        </Button>
      </form>
    </section>
  );
}
