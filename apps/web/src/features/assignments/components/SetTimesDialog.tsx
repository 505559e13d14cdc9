import { AssignmentTexts, fillText, type AssignmentListItem } from '@cdi/contracts';
import { useState, type FormEvent } from 'react';
import { serverErrors, type FieldErrors } from '../../../shared/forms/field-errors';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/Toast';
import { useUpdateAssignment } from '../hooks/use-assignments';
import { fromLocalInput, toLocalInput } from '../lib/assignment-view';

const FIELDS = ['opens_at', 'closes_at', 'notes'] as const;
type Field = (typeof FIELDS)[number];

/** The opening and closing times of an assignment (the server holds candidates to them) and its notes. */
export function SetTimesDialog({ assignment, onClose }: { assignment: AssignmentListItem; onClose: () => void }) {
  const [opens, setOpens] = useState(toLocalInput(assignment.opens_at));
  const [closes, setCloses] = useState(toLocalInput(assignment.closes_at));
  const [notes, setNotes] = useState(assignment.notes);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const update = useUpdateAssignment(assignment.id);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const opens_at = fromLocalInput(opens);
    // An unchanged closing time is sent exactly as it was, so one already past can stay.
    const closes_at = closes === toLocalInput(assignment.closes_at) ? assignment.closes_at : fromLocalInput(closes);
    if (opens_at === undefined) return setErrors({ opens_at: AssignmentTexts.invalidTime });
    if (closes_at === undefined) return setErrors({ closes_at: AssignmentTexts.invalidTime });
    update.mutate(
      { opens_at, closes_at, notes },
      {
        onSuccess: () => {
          notify(AssignmentTexts.timesSaved);
          onClose();
        },
        onError: (error) => setErrors(serverErrors(error, FIELDS, AssignmentTexts.failedToUpdateAssignment)),
      },
    );
  };

  const clear = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  return (
    <Dialog title={fillText(AssignmentTexts.setTimesTitle, { title: assignment.test_title })} onClose={onClose}>
      <form onSubmit={submit} noValidate className="form">
        <p className="field__hint">{AssignmentTexts.windowHint}</p>
        {errors.form && <Notice tone="error">{errors.form}</Notice>}
        <TextField
          id="assignment-opens-at"
          label={AssignmentTexts.opensAtLabel}
          type="datetime-local"
          value={opens}
          onChange={(event) => {
            setOpens(event.target.value);
            clear('opens_at');
          }}
          error={errors.opens_at}
        />
        <TextField
          id="assignment-closes-at"
          label={AssignmentTexts.closesAtLabel}
          type="datetime-local"
          value={closes}
          onChange={(event) => {
            setCloses(event.target.value);
            clear('closes_at');
          }}
          error={errors.closes_at}
        />
        <TextAreaField
          id="assignment-notes"
          label={AssignmentTexts.notesLabel}
          value={notes}
          rows={3}
          onChange={(event) => {
            setNotes(event.target.value);
            clear('notes');
          }}
          error={errors.notes}
        />
        <DialogActions>
          <Button onClick={onClose}>{AssignmentTexts.cancel}</Button>
          <Button type="submit" variant="primary" busy={update.isPending}>
            {update.isPending ? AssignmentTexts.saving : AssignmentTexts.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
