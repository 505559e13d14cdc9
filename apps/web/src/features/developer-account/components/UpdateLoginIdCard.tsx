import { Texts, UpdateLoginIdRequestSchema, type UpdateLoginIdRequest } from '@cdi/contracts';
import { useMutation } from '@tanstack/react-query';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { useSession } from '../../../shared/session/session-store';
import { Button } from '../../../shared/ui/Button';
import { Notice } from '../../../shared/ui/Notice';
import { TextField } from '../../../shared/ui/TextField';
import { fetchMe } from '../../auth';
import { updateLoginId } from '../api/account-api';

async function changeLoginId(body: UpdateLoginIdRequest) {
  await updateLoginId(body);
  const refreshed = await fetchMe().catch(() => null);
  if (refreshed) useSession.getState().setUser(refreshed.user);
}

export function UpdateLoginIdCard() {
  const form = useContractForm(UpdateLoginIdRequestSchema, { new_candidate_id: '', current_password: '' });
  const save = useMutation({ mutationFn: changeLoginId });
  // A change hides the last success.
  const field = (name: 'new_candidate_id' | 'current_password') => form.field(name, { onChange: () => save.reset() });

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => form.reset(),
      onError: (error) => form.fail(error, Texts.failedToUpdateLoginId),
    }),
  );

  return (
    <section className="panel" aria-labelledby="login-id-card-title">
      <h2 id="login-id-card-title" className="panel__title">
        Update Login ID
      </h2>
      <form onSubmit={submit} noValidate className="form">
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        {save.isSuccess && <Notice tone="success">{Texts.loginIdUpdated}</Notice>}
        <TextField
          id="new-login-id"
          label="New Login ID"
          required
          autoComplete="username"
          spellCheck={false}
          {...field('new_candidate_id')}
        />
        <TextField
          id="login-id-current-password"
          label="Current Password"
          required
          revealable
          autoComplete="current-password"
          {...field('current_password')}
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
