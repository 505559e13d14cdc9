import { fillText, formatBytes, PdfTexts, Texts, UpdateTenantRequestSchema, type TenantSummary } from '@cdi/contracts';
import { z } from 'zod';
import { ApiError } from '../../../shared/api/api-error';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/Toast';
import { useUpdateTenant } from '../hooks/use-tenants';

const MB = 1024 * 1024;
const EMPTY = { tenant_name: '', tenant_id: '', tenant_password: '', pdf_storage_quota_bytes: '' };

/** The form's text as the call's body: the quota is typed in megabytes and sent in bytes; blank keeps it. */
const EditTenantSchema = z
  .object({ tenant_name: z.string(), tenant_id: z.string(), tenant_password: z.string(), pdf_storage_quota_bytes: z.string() })
  .transform((values): z.input<typeof UpdateTenantRequestSchema> => {
    const quota = values.pdf_storage_quota_bytes.trim();
    return { ...values, pdf_storage_quota_bytes: quota === '' ? undefined : Number(quota) * MB };
  })
  .pipe(UpdateTenantRequestSchema);

/** A conflict that names no field of the form is matched on its wording. */
function conflictField(error: unknown): 'tenant_name' | 'tenant_id' | undefined {
  if (!(error instanceof ApiError) || (error.field !== undefined && error.field in EMPTY)) return undefined;
  const text = error.message.toLowerCase();
  if (!text.includes('exists')) return undefined;
  if (text.includes('name')) return 'tenant_name';
  if (text.includes('id')) return 'tenant_id';
  return undefined;
}

interface EditTenantDialogProps {
  tenant: TenantSummary;
  onClose: () => void;
}

export function EditTenantDialog({ tenant, onClose }: EditTenantDialogProps) {
  const form = useContractForm(EditTenantSchema, EMPTY);
  const update = useUpdateTenant(tenant.id);

  const submit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => {
        notify(Texts.tenantUpdated);
        onClose();
      },
      onError: (error) => {
        const field = conflictField(error);
        if (field) form.setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
        else form.fail(error, Texts.failedToUpdateTenant);
      },
    }),
  );

  return (
    <Dialog title="Edit Tenant" onClose={onClose}>
      <form onSubmit={submit} noValidate className="form">
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        <TextField
          id="edit-tenant-name"
          label="Tenant Name"
          placeholder={tenant.tenant_name}
          autoComplete="off"
          {...form.field('tenant_name')}
        />
        <TextField
          id="edit-tenant-id"
          label="Tenant ID"
          placeholder={tenant.tenant_id}
          autoComplete="off"
          spellCheck={false}
          {...form.field('tenant_id')}
        />
        <TextField
          id="edit-tenant-password"
          label="New Password"
          revealable
          autoComplete="new-password"
          hint="Leave blank to keep the current password"
          {...form.field('tenant_password')}
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
          {...form.field('pdf_storage_quota_bytes')}
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
