import { fillText, formatBytes, PdfTexts, Texts, UpdateTenantRequestSchema, type TenantSummary } from '@cdi/contracts';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { serverErrors, validationErrors, type FieldErrors } from '../../../shared/forms/field-errors';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/Toast';
import { useUpdateTenant } from '../hooks/use-tenants';

const FIELDS = ['tenant_name', 'tenant_id', 'tenant_password', 'pdf_storage_quota_bytes'] as const;
type Field = (typeof FIELDS)[number];

const MB = 1024 * 1024;

/** The form's text as the call's body: the quota is typed in megabytes and sent in bytes; blank keeps it. */
function requestOf(values: Record<Field, string>) {
  const quota = values.pdf_storage_quota_bytes.trim();
  return { ...values, pdf_storage_quota_bytes: quota === '' ? undefined : Number(quota) * MB };
}

/** A conflict names its field; older messages are matched on their wording. */
function editErrors(error: unknown): FieldErrors<Field> {
  const errors = serverErrors(error, FIELDS, Texts.failedToUpdateTenant);
  if (!errors.form || !(error instanceof ApiError)) return errors;
  const text = error.message.toLowerCase();
  if (!text.includes('exists')) return errors;
  if (text.includes('name')) return { tenant_name: error.message };
  if (text.includes('id')) return { tenant_id: error.message };
  return errors;
}

interface EditTenantDialogProps {
  tenant: TenantSummary;
  onClose: () => void;
}

export function EditTenantDialog({ tenant, onClose }: EditTenantDialogProps) {
  const [values, setValues] = useState<Record<Field, string>>({
    tenant_name: '',
    tenant_id: '',
    tenant_password: '',
    pdf_storage_quota_bytes: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const update = useUpdateTenant(tenant.id);

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = UpdateTenantRequestSchema.safeParse(requestOf(values));
    if (!parsed.success) return setErrors(validationErrors<Field>(parsed.error));
    update.mutate(parsed.data, {
      onSuccess: () => {
        notify(Texts.tenantUpdated);
        onClose();
      },
      onError: (error) => setErrors(editErrors(error)),
    });
  };

  return (
    <Dialog title="Edit Tenant" onClose={onClose}>
      <form onSubmit={submit} noValidate className="form">
        {errors.form && <Notice tone="error">{errors.form}</Notice>}
        <TextField
          id="edit-tenant-name"
          label="Tenant Name"
          placeholder={tenant.tenant_name}
          autoComplete="off"
          value={values.tenant_name}
          onChange={change('tenant_name')}
          error={errors.tenant_name}
        />
        <TextField
          id="edit-tenant-id"
          label="Tenant ID"
          placeholder={tenant.tenant_id}
          autoComplete="off"
          spellCheck={false}
          value={values.tenant_id}
          onChange={change('tenant_id')}
          error={errors.tenant_id}
        />
        <TextField
          id="edit-tenant-password"
          label="New Password"
          revealable
          autoComplete="new-password"
          hint="Leave blank to keep the current password"
          value={values.tenant_password}
          onChange={change('tenant_password')}
          error={errors.tenant_password}
        />
        <TextField
          id="edit-tenant-pdf-quota"
          label={PdfTexts.quotaLabel}
          inputMode="decimal"
          autoComplete="off"
          placeholder={String(tenant.pdf_storage_quota_bytes / MB)}
          hint={fillText(PdfTexts.quotaHint, {
            quota: formatBytes(tenant.pdf_storage_quota_bytes),
            used: formatBytes(tenant.pdf_storage_used_bytes),
          })}
          value={values.pdf_storage_quota_bytes}
          onChange={change('pdf_storage_quota_bytes')}
          error={errors.pdf_storage_quota_bytes}
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
