import {
  AssignmentTexts,
  fillText,
  RELEASE_MODE_LABELS,
  ReleaseModeSchema,
  ReleaseModes,
  UpdateAssignmentRequestSchema,
  type AssignmentListItem,
  type UpdateAssignmentRequest,
} from '@cdi/contracts';
import { z } from 'zod';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/Toast';
import { useUpdateAssignment } from '../hooks/use-assignments';
import { fromLocalInput, toLocalInput } from '../lib/assignment-view';

/** The typed local times as instants; only the first that is not a time is named. */
function setTimesSchema(assignment: AssignmentListItem) {
  return z
    .object({ opens_at: z.string(), closes_at: z.string(), notes: z.string(), release_mode: ReleaseModeSchema })
    .transform(({ opens_at: opens, closes_at: closes, notes, release_mode }, ctx): UpdateAssignmentRequest => {
      const opens_at = fromLocalInput(opens);
      // An unchanged closing time is sent exactly as it was, so one already past can stay.
      const closes_at = closes === toLocalInput(assignment.closes_at) ? assignment.closes_at : fromLocalInput(closes);
      const invalid = opens_at === undefined ? 'opens_at' : closes_at === undefined ? 'closes_at' : null;
      if (invalid === null) return { opens_at, closes_at, notes, release_mode };
      ctx.addIssue({ code: 'custom', message: AssignmentTexts.invalidTime, path: [invalid] });
      return z.NEVER;
    })
    .pipe(UpdateAssignmentRequestSchema);
}

/** The opening and closing times of an assignment (the server holds candidates to them), its notes and what candidates see after release. */
export function SetTimesDialog({ assignment, onClose }: { assignment: AssignmentListItem; onClose: () => void }) {
  const form = useContractForm(setTimesSchema(assignment), {
    opens_at: toLocalInput(assignment.opens_at),
    closes_at: toLocalInput(assignment.closes_at),
    notes: assignment.notes,
    release_mode: assignment.release_mode,
  });
  const update = useUpdateAssignment(assignment.id);

  const submit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => {
        notify(AssignmentTexts.timesSaved);
        onClose();
      },
      onError: (error) => form.fail(error, AssignmentTexts.failedToUpdateAssignment),
    }),
  );

  return (
    <Dialog title={fillText(AssignmentTexts.setTimesTitle, { title: assignment.test_title })} onClose={onClose}>
      <form onSubmit={submit} noValidate className="form">
        <p className="field__hint">{AssignmentTexts.windowHint}</p>
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        <TextField
          id="assignment-opens-at"
          label={AssignmentTexts.opensAtLabel}
          type="datetime-local"
          {...form.field('opens_at')}
        />
        <TextField
          id="assignment-closes-at"
          label={AssignmentTexts.closesAtLabel}
          type="datetime-local"
          {...form.field('closes_at')}
        />
        <SelectField
          id="assignment-release-mode"
          label={AssignmentTexts.releaseModeLabel}
          hint={AssignmentTexts.releaseModeHint}
          options={ReleaseModes.map((mode) => ({ value: mode, label: RELEASE_MODE_LABELS[mode] }))}
          {...form.field('release_mode')}
        />
        <TextAreaField id="assignment-notes" label={AssignmentTexts.notesLabel} rows={3} {...form.field('notes')} />
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
