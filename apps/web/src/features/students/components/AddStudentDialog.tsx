import { CreateStudentRequestSchema, StudentTexts } from '@cdi/contracts';
import { useState, type FormEvent } from 'react';
import { serverErrors, validationErrors, type FieldErrors } from '../../../shared/forms/field-errors';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/Toast';
import { useCreateStudent } from '../hooks/use-students';
import { newCandidateId, newPassword } from '../lib/random';

const FIELDS = ['first_name', 'last_name', 'email', 'candidate_id', 'password'] as const;
type Field = (typeof FIELDS)[number];

const EMPTY: Record<Field, string> = { first_name: '', last_name: '', email: '', candidate_id: '', password: '' };

/** Spec 3 §5 "New student": the AAA1234 rule, generators, and the Add button disabled while a required field is empty. */
export function AddStudentDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const create = useCreateStudent();

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: field === 'candidate_id' ? value.toUpperCase() : value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  };

  const missingRequired = ['first_name', 'last_name', 'candidate_id', 'password'].some((f) => values[f as Field].trim() === '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (missingRequired) return setErrors({ form: StudentTexts.allRequired });
    const parsed = CreateStudentRequestSchema.safeParse(values);
    if (!parsed.success) return setErrors(validationErrors<Field>(parsed.error));
    create.mutate(
      { ...parsed.data, email: parsed.data.email ?? undefined },
      {
        onSuccess: () => {
          notify(StudentTexts.created);
          onClose();
        },
        onError: (error) => setErrors(serverErrors(error, FIELDS, StudentTexts.failedToCreate)),
      },
    );
  };

  return (
    <Dialog title="Add Student" onClose={onClose} size="wide">
      <form onSubmit={submit} noValidate className="form">
        {errors.form && <Notice tone="error">{errors.form}</Notice>}
        <div className="grid grid--two">
          <TextField
            id="student-first-name"
            label="First Name"
            required
            autoComplete="off"
            value={values.first_name}
            onChange={(e) => set('first_name', e.target.value)}
            error={errors.first_name}
          />
          <TextField
            id="student-last-name"
            label="Last Name"
            required
            autoComplete="off"
            value={values.last_name}
            onChange={(e) => set('last_name', e.target.value)}
            error={errors.last_name}
          />
        </div>
        <TextField
          id="student-email"
          label="E-mail"
          type="email"
          autoComplete="off"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          error={errors.email}
        />
        <div className="students__generated">
          <TextField
            id="student-candidate-id"
            label="Candidate ID"
            required
            hint="3 capital letters and 4 digits, like AAA1234"
            autoComplete="off"
            spellCheck={false}
            maxLength={7}
            value={values.candidate_id}
            onChange={(e) => set('candidate_id', e.target.value)}
            error={errors.candidate_id}
          />
          <Button onClick={() => set('candidate_id', newCandidateId())}>Generate ID</Button>
        </div>
        <div className="students__generated">
          <TextField
            id="student-password"
            label="Password"
            required
            hint="At least 8 characters"
            autoComplete="off"
            spellCheck={false}
            value={values.password}
            onChange={(e) => set('password', e.target.value)}
            error={errors.password}
          />
          <Button onClick={() => set('password', newPassword())}>Generate Password</Button>
        </div>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={create.isPending} disabled={missingRequired}>
            Add Student
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
