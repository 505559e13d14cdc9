import { PASSWORD_MIN_LENGTH, StudentTexts } from '@cdi/contracts';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/Toast';
import { useResetPassword } from '../hooks/use-students';
import { newPassword } from '../lib/random';

/** Spec 3 §5 "Reset password": at least 8 characters, the button disabled otherwise. */
export function ResetPasswordDialog({
  studentId,
  onClose,
  onReset,
}: {
  studentId: string;
  onClose: () => void;
  onReset: () => void;
}) {
  const [password, setPassword] = useState('');
  const reset = useResetPassword(studentId);
  const tooShort = password.length < PASSWORD_MIN_LENGTH;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (tooShort) return;
    reset.mutate(password, {
      onSuccess: () => {
        notify(StudentTexts.passwordReset);
        onReset();
        onClose();
      },
    });
  };

  return (
    <Dialog title="Reset Password" onClose={onClose}>
      <form onSubmit={submit} noValidate className="form">
        {reset.isError && <Notice tone="error">{errorMessage(reset.error, StudentTexts.failedToResetPassword)}</Notice>}
        <div className="students__generated">
          <TextField
            id="reset-password"
            label="New Password"
            hint="Minimum 8 characters"
            autoComplete="off"
            spellCheck={false}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button onClick={() => setPassword(newPassword())}>Generate Password</Button>
        </div>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={tooShort} busy={reset.isPending}>
            Reset Password
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
