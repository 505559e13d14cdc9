import { PASSWORD_CHANGE_LOGOUT_DELAY_MS, Texts, UpdatePasswordRequestSchema } from '@cdi/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, type FormEvent } from 'react';
import { useSession } from '../../../shared/session/session-store';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { Button } from '../../../shared/ui/Button';
import { Notice } from '../../../shared/ui/Notice';
import { TextField } from '../../../shared/ui/TextField';
import { useLogout } from '../../auth';
import { updatePassword } from '../api/account-api';

export function UpdatePasswordCard() {
  const form = useContractForm(UpdatePasswordRequestSchema, { current_password: '', new_password: '' });
  const save = useMutation({ mutationFn: updatePassword });
  const logout = useLogout();
  const loginId = useSession((state) => state.session?.candidateId ?? '');

  useEffect(() => {
    if (!save.isSuccess) return;
    const timer = window.setTimeout(logout, PASSWORD_CHANGE_LOGOUT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [save.isSuccess, logout]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (save.isSuccess) return event.preventDefault();
    void form.handleSubmit((body) => save.mutate(body, { onError: (error) => form.fail(error, Texts.failedToUpdatePassword) }))(
      event,
    );
  };

  return (
    <section className="panel" aria-labelledby="password-card-title">
      <h2 id="password-card-title" className="panel__title">
        Update Password
      </h2>
      <form onSubmit={submit} noValidate className="form">
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        {save.isSuccess && <Notice tone="success">{Texts.passwordUpdatedSigningOut}</Notice>}
        <input type="text" name="username" autoComplete="username" value={loginId} readOnly hidden />
        <TextField
          id="password-current-password"
          label="Current Password"
          required
          revealable
          autoComplete="current-password"
          {...form.field('current_password')}
        />
        <TextField
          id="new-password"
          label="New Password"
          required
          revealable
          autoComplete="new-password"
          hint={Texts.passwordMinimumHint}
          {...form.field('new_password')}
        />
        <div className="form__actions">
          <Button type="submit" variant="primary" busy={save.isPending || save.isSuccess}>
            Update Password
          </Button>
        </div>
      </form>
    </section>
  );
}
