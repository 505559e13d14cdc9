import { ArrangementLimits, EXAM_TEXT_SIZES, type ExamTextSize, type StudentListItem, StudentTexts } from '@cdi/contracts';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { Notice } from '../../../shared/ui/Notice';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/Toast';
import { useSetArrangements } from '../hooks/use-students';

const TEXT_SIZE_LABELS: Record<ExamTextSize, string> = { regular: 'Regular', large: 'Large', 'extra-large': 'Extra large' };

/** The student's special arrangements: extra time on every section (a share and minutes) and the exam's text size. */
export function ArrangementsPanel({ student }: { student: StudentListItem }) {
  const save = useSetArrangements(student.id);
  const [percent, setPercent] = useState(String(student.arrangements.extra_time_percent));
  const [minutes, setMinutes] = useState(String(student.arrangements.extra_time_minutes));
  const [textSize, setTextSize] = useState(student.arrangements.text_size ?? '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      {
        extra_time_percent: Number(percent || 0),
        extra_time_minutes: Number(minutes || 0),
        text_size: textSize === '' ? null : (textSize as ExamTextSize),
      },
      { onSuccess: () => notify(StudentTexts.arrangementsSaved) },
    );
  };

  return (
    <section className="panel" aria-labelledby="student-arrangements-title">
      <h2 id="student-arrangements-title" className="panel__title">
        {StudentTexts.arrangements}
      </h2>
      <p className="students__hint">{StudentTexts.arrangementsHint}</p>
      <form className="form students__arrangements" onSubmit={submit} noValidate>
        <TextField
          id="arrangements-percent"
          label="Extra time (%)"
          type="number"
          inputMode="numeric"
          min={0}
          max={ArrangementLimits.extraTimePercentMax}
          value={percent}
          onChange={(event) => setPercent(event.target.value)}
        />
        <TextField
          id="arrangements-minutes"
          label="Extra minutes per section"
          type="number"
          inputMode="numeric"
          min={0}
          max={ArrangementLimits.extraTimeMinutesMax}
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
        />
        <SelectField
          id="arrangements-text-size"
          label="Text size"
          placeholder="Standard (the candidate's choice)"
          options={EXAM_TEXT_SIZES.map((size) => ({ value: size, label: TEXT_SIZE_LABELS[size] }))}
          value={textSize}
          onChange={(event) => setTextSize(event.target.value)}
        />
        <Button type="submit" variant="primary" busy={save.isPending}>
          Save arrangements
        </Button>
      </form>
      {save.isError && <Notice tone="error">{errorMessage(save.error, StudentTexts.failedToSaveArrangements)}</Notice>}
    </section>
  );
}
