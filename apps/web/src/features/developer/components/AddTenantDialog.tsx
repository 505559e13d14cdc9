import { CreateTenantRequestSchema, Texts } from '@cdi/contracts';
import { useState, type FormEvent } from 'react';
import { serverErrors, validationErrors, type FieldErrors } from '../../../shared/forms/field-errors';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/Toast';
import { useTenantIdAvailability, type TenantIdAvailability } from '../hooks/use-tenant-id-availability';
import { useCreateTenant } from '../hooks/use-tenants';

const FIELDS = ['tenant_name', 'tenant_id', 'tenant_password'] as const;
type Field = (typeof FIELDS)[number];

const availabilityText: Record<TenantIdAvailability, string> = {
  idle: '',
  checking: Texts.checkingAvailability,
  available: Texts.idAvailable,
  taken: Texts.loginIdExists,
};

const availabilityTone = { idle: 'neutral', checking: 'neutral', available: 'success', taken: 'error' } as const;

export function AddTenantDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ tenant_name: '', tenant_id: '', tenant_password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const availability = useTenantIdAvailability(values.tenant_id);
  const create = useCreateTenant();

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = CreateTenantRequestSchema.safeParse(values);
    if (!parsed.success) return setErrors(validationErrors<Field>(parsed.error));
    if (availability === 'taken') return setErrors({ tenant_id: Texts.loginIdExists });
    create.mutate(parsed.data, {
      onSuccess: () => {
        notify(Texts.tenantCreated);
        onClose();
      },
      onError: (error) => setErrors(serverErrors(error, FIELDS, Texts.failedToCreateTenant)),
    });
  };

  return (
    <Dialog title="Add New Tenant" onClose={onClose}>
      <form onSubmit={submit} noValidate className="form">
        {errors.form && <Notice tone="error">{errors.form}</Notice>}
        <TextField
          id="tenant-name"
          label="Tenant Name"
          required
          autoComplete="off"
          value={values.tenant_name}
          onChange={change('tenant_name')}
          error={errors.tenant_name}
        />
        <TextField
          id="tenant-id"
          label="Tenant ID"
          required
          autoComplete="off"
          spellCheck={false}
          value={values.tenant_id}
          onChange={change('tenant_id')}
          error={errors.tenant_id}
          status={errors.tenant_id ? '' : availabilityText[availability]}
          statusTone={availabilityTone[availability]}
        />
        <TextField
          id="tenant-password"
          label="Tenant Password"
          required
          revealable
          autoComplete="new-password"
          value={values.tenant_password}
          onChange={change('tenant_password')}
          error={errors.tenant_password}
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
