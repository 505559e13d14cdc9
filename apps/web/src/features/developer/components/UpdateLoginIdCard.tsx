import { Texts, UpdateLoginIdRequestSchema, type UpdateLoginIdRequest } from '@cdi/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { serverErrors, validationErrors, type FieldErrors } from '../../../shared/forms/field-errors';
import { useSession } from '../../../shared/session/session-store';
import { Button } from '../../../shared/ui/Button';
import { Notice } from '../../../shared/ui/Notice';
import { TextField } from '../../../shared/ui/TextField';
import { fetchMe } from '../../auth';
import { updateLoginId } from '../api/account-api';

const FIELDS = ['new_candidate_id', 'current_password'] as const;
type Field = (typeof FIELDS)[number];

async function changeLoginId(body: UpdateLoginIdRequest) {
  await updateLoginId(body);
  const refreshed = await fetchMe().catch(() => null);
  if (refreshed) useSession.getState().setUser(refreshed.user);
}

export function UpdateLoginIdCard() {
  const [values, setValues] = useState<Record<Field, string>>({ new_candidate_id: '', current_password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const save = useMutation({ mutationFn: changeLoginId });

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
    save.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = UpdateLoginIdRequestSchema.safeParse(values);
    if (!parsed.success) return setErrors(validationErrors<Field>(parsed.error));
    save.mutate(parsed.data, {
      onSuccess: () => setValues({ new_candidate_id: '', current_password: '' }),
      onError: (error) => setErrors(serverErrors(error, FIELDS, Texts.failedToUpdateLoginId)),
    });
  };

  return (
    <section className="panel" aria-labelledby="login-id-card-title">
      <h2 id="login-id-card-title" className="panel__title">
        Update Login ID
      </h2>
      <form onSubmit={submit} noValidate className="form">
        {errors.form && <Notice tone="error">{errors.form}</Notice>}
        {save.isSuccess && <Notice tone="success">{Texts.loginIdUpdated}</Notice>}
        <TextField
          id="new-login-id"
          label="New Login ID"
          required
          autoComplete="username"
          spellCheck={false}
          value={values.new_candidate_id}
          onChange={change('new_candidate_id')}
          error={errors.new_candidate_id}
        />
        <TextField
          id="login-id-current-password"
          label="Current Password"
          required
          revealable
          autoComplete="current-password"
          value={values.current_password}
          onChange={change('current_password')}
          error={errors.current_password}
        />
        <div className="form__actions">
          <Button type="submit" variant="primary" busy={save.isPending}>
            Update Login ID
          </Button>
        </div>
      </form>
    </section>
  );
}
