import { PASSWORD_CHANGE_LOGOUT_DELAY_MS, Texts, UpdatePasswordRequestSchema } from '@cdi/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useSession } from '../../../shared/session/session-store';
import { serverErrors, validationErrors, type FieldErrors } from '../../../shared/forms/field-errors';
import { Button } from '../../../shared/ui/Button';
import { Notice } from '../../../shared/ui/Notice';
import { TextField } from '../../../shared/ui/TextField';
import { useLogout } from '../../auth';
import { updatePassword } from '../api/account-api';

const FIELDS = ['current_password', 'new_password'] as const;
type Field = (typeof FIELDS)[number];

export function UpdatePasswordCard() {
  const [values, setValues] = useState<Record<Field, string>>({ current_password: '', new_password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const save = useMutation({ mutationFn: updatePassword });
  const logout = useLogout();
  const loginId = useSession((state) => state.session?.candidateId ?? '');

  useEffect(() => {
    if (!save.isSuccess) return;
    const timer = window.setTimeout(logout, PASSWORD_CHANGE_LOGOUT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [save.isSuccess, logout]);

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isSuccess) return;
    const parsed = UpdatePasswordRequestSchema.safeParse(values);
    if (!parsed.success) return setErrors(validationErrors<Field>(parsed.error));
    save.mutate(parsed.data, { onError: (error) => setErrors(serverErrors(error, FIELDS, Texts.failedToUpdatePassword)) });
  };

  return (
    <section className="panel" aria-labelledby="password-card-title">
      <h2 id="password-card-title" className="panel__title">
        Update Password
      </h2>
      <form onSubmit={submit} noValidate className="form">
        {errors.form && <Notice tone="error">{errors.form}</Notice>}
        {save.isSuccess && <Notice tone="success">{Texts.passwordUpdatedSigningOut}</Notice>}
        <input type="text" name="username" autoComplete="username" value={loginId} readOnly hidden />
        <TextField
          id="password-current-password"
          label="Current Password"
          required
          revealable
          autoComplete="current-password"
          value={values.current_password}
          onChange={change('current_password')}
          error={errors.current_password}
        />
        <TextField
          id="new-password"
          label="New Password"
          required
          revealable
          autoComplete="new-password"
          hint={Texts.passwordMinimumHint}
          value={values.new_password}
          onChange={change('new_password')}
          error={errors.new_password}
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
