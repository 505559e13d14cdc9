import { CreateTenantRequestSchema, Texts } from '@cdi/contracts';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/Toast';
import { useTenantIdAvailability, type TenantIdAvailability } from '../hooks/use-tenant-id-availability';
import { useCreateTenant } from '../hooks/use-tenants';

const availabilityText: Record<TenantIdAvailability, string> = {
  idle: '',
  checking: Texts.checkingAvailability,
  available: Texts.idAvailable,
  taken: Texts.loginIdExists,
};

const availabilityTone = { idle: 'neutral', checking: 'neutral', available: 'success', taken: 'error' } as const;

export function AddTenantDialog({ onClose }: { onClose: () => void }) {
  const form = useContractForm(CreateTenantRequestSchema, { tenant_name: '', tenant_id: '', tenant_password: '' });
  const availability = useTenantIdAvailability(form.watch('tenant_id'));
  const create = useCreateTenant();
  // Read without registering, so the fields register (and take focus on errors) in the order they show.
  const tenantIdError = form.getFieldState('tenant_id', form.formState).error;

  const submit = form.handleSubmit((body) => {
    if (availability === 'taken') {
      return form.setError('tenant_id', { type: 'server', message: Texts.loginIdExists }, { shouldFocus: true });
    }
    create.mutate(body, {
      onSuccess: () => {
        notify(Texts.tenantCreated);
        onClose();
      },
      onError: (error) => form.fail(error, Texts.failedToCreateTenant),
    });
  });

  return (
    <Dialog title="Add New Tenant" onClose={onClose}>
      <form onSubmit={submit} noValidate className="form">
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        <TextField id="tenant-name" label="Tenant Name" required autoComplete="off" {...form.field('tenant_name')} />
        <TextField
          id="tenant-id"
          label="Tenant ID"
          required
          autoComplete="off"
          spellCheck={false}
          {...form.field('tenant_id')}
          status={tenantIdError ? '' : availabilityText[availability]}
          statusTone={availabilityTone[availability]}
        />
        <TextField
          id="tenant-password"
          label="Tenant Password"
          required
          revealable
          autoComplete="new-password"
          {...form.field('tenant_password')}
        />
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={create.isPending}>
            Create Tenant
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
