import { StudentTexts, UpdateStudentRequestSchema, type StudentListItem } from '@cdi/contracts';
import { useState, type FormEvent } from 'react';
import { serverErrors, validationErrors, type FieldErrors } from '../../../shared/forms/field-errors';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/Toast';
import { useUpdateStudent } from '../hooks/use-students';

const FIELDS = ['first_name', 'last_name', 'candidate_id', 'email'] as const;
type Field = (typeof FIELDS)[number];

/** Spec 3 §5 "Edit student": names and candidate ID non-empty after trimming, the ID upper-cased. */
export function EditStudentDialog({ student, onClose }: { student: StudentListItem; onClose: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: student.first_name,
    last_name: student.last_name,
    candidate_id: student.candidate_id,
    email: student.email ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const update = useUpdateStudent(student.id);

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: field === 'candidate_id' ? value.toUpperCase() : value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = UpdateStudentRequestSchema.safeParse(values);
    if (!parsed.success) return setErrors(validationErrors<Field>(parsed.error));
    update.mutate(parsed.data, {
      onSuccess: () => {
        notify(StudentTexts.updated);
        onClose();
      },
      onError: (error) => setErrors(serverErrors(error, FIELDS, StudentTexts.failedToUpdate)),
    });
  };

  return (
    <Dialog title="Edit Student" onClose={onClose}>
      <form onSubmit={submit} noValidate className="form">
        {errors.form && <Notice tone="error">{errors.form}</Notice>}
        <TextField
          id="edit-first-name"
          label="First Name"
          required
          value={values.first_name}
          onChange={(e) => set('first_name', e.target.value)}
          error={errors.first_name}
        />
        <TextField
          id="edit-last-name"
          label="Last Name"
          required
          value={values.last_name}
          onChange={(e) => set('last_name', e.target.value)}
          error={errors.last_name}
        />
        <TextField
          id="edit-candidate-id"
          label="Candidate ID"
          required
          spellCheck={false}
          maxLength={7}
          value={values.candidate_id}
          onChange={(e) => set('candidate_id', e.target.value)}
          error={errors.candidate_id}
        />
        <TextField
          id="edit-email"
          label="E-mail"
          type="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          error={errors.email}
        />
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
