import { fillText, Texts, type TenantSummary } from '@cdi/contracts';
import { ConfirmDeleteDialog } from '../../../shared/ui/ConfirmDeleteDialog';
import { useDeleteTenant } from '../hooks/use-tenants';

interface DeleteTenantDialogProps {
  tenant: TenantSummary;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteTenantDialog({ tenant, onClose, onDeleted }: DeleteTenantDialogProps) {
  return (
    <ConfirmDeleteDialog
      title="Delete Tenant"
      message={fillText(Texts.confirmDeleteTenant, { name: tenant.tenant_name })}
      remove={useDeleteTenant(tenant.id)}
      successText={Texts.tenantDeleted}
      failureText={Texts.failedToDeleteTenant}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
