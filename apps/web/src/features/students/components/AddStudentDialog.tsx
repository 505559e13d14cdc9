import { CreateStudentRequestSchema, StudentTexts } from '@cdi/contracts';
import type { FormEvent } from 'react';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/Toast';
import { useCreateStudent } from '../hooks/use-students';
import { newCandidateId, newPassword } from '../lib/random';

const EMPTY = { first_name: '', last_name: '', email: '', candidate_id: '', password: '' };
const REQUIRED = ['first_name', 'last_name', 'candidate_id', 'password'] as const;
const upperCase = (value: string) => value.toUpperCase();

/** Spec 3 §5 "New student": the AAA1234 rule, generators, and the Add button disabled while a required field is empty. */
export function AddStudentDialog({ onClose }: { onClose: () => void }) {
  const form = useContractForm(CreateStudentRequestSchema, EMPTY);
  const create = useCreateStudent();
  const values = form.watch();
  const missingRequired = REQUIRED.some((field) => values[field].trim() === '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (missingRequired) {
      event.preventDefault();
      return form.failForm(StudentTexts.allRequired);
    }
    void form.handleSubmit((body) =>
      create.mutate(
        { ...body, email: body.email ?? undefined },
        {
          onSuccess: () => {
            notify(StudentTexts.created);
            onClose();
          },
          onError: (error) => form.fail(error, StudentTexts.failedToCreate),
        },
      ),
    )(event);
  };

  return (
    <Dialog title="Add Student" onClose={onClose} size="wide">
      <form onSubmit={submit} noValidate className="form">
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        <div className="grid grid--two">
          <TextField id="student-first-name" label="First Name" required autoComplete="off" {...form.field('first_name')} />
          <TextField id="student-last-name" label="Last Name" required autoComplete="off" {...form.field('last_name')} />
        </div>
        <TextField id="student-email" label="E-mail" type="email" autoComplete="off" {...form.field('email')} />
        <div className="students__generated">
          <TextField
            id="student-candidate-id"
            label="Candidate ID"
            required
            hint="3 capital letters and 4 digits, like AAA1234"
            autoComplete="off"
            spellCheck={false}
            maxLength={7}
            {...form.field('candidate_id', { normalise: upperCase })}
          />
          <Button onClick={() => form.change('candidate_id', newCandidateId())}>Generate ID</Button>
        </div>
        <div className="students__generated">
          <TextField
            id="student-password"
            label="Password"
            required
            hint="At least 8 characters"
            autoComplete="off"
            spellCheck={false}
            {...form.field('password')}
          />
          <Button onClick={() => form.change('password', newPassword())}>Generate Password</Button>
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
