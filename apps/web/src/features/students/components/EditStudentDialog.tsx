import { StudentTexts, UpdateStudentRequestSchema, type StudentListItem } from '@cdi/contracts';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/Toast';
import { useUpdateStudent } from '../hooks/use-students';

const upperCase = (value: string) => value.toUpperCase();

/** Spec 3 §5 "Edit student": names and candidate ID non-empty after trimming, the ID upper-cased. */
export function EditStudentDialog({ student, onClose }: { student: StudentListItem; onClose: () => void }) {
  const form = useContractForm(UpdateStudentRequestSchema, {
    first_name: student.first_name,
    last_name: student.last_name,
    candidate_id: student.candidate_id,
    email: student.email ?? '',
  });
  const update = useUpdateStudent(student.id);

  const submit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => {
        notify(StudentTexts.updated);
        onClose();
      },
      onError: (error) => form.fail(error, StudentTexts.failedToUpdate),
    }),
  );

  return (
    <Dialog title="Edit Student" onClose={onClose}>
      <form onSubmit={submit} noValidate className="form">
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        <TextField id="edit-first-name" label="First Name" required {...form.field('first_name')} />
        <TextField id="edit-last-name" label="Last Name" required {...form.field('last_name')} />
        <TextField
          id="edit-candidate-id"
          label="Candidate ID"
          required
          spellCheck={false}
          maxLength={7}
          {...form.field('candidate_id', { normalise: upperCase })}
        />
        <TextField id="edit-email" label="E-mail" type="email" {...form.field('email')} />
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
