import { AssemblyTexts, fillText, TEST_TYPE_LABELS, type TestAssembly, shuffleSummary } from '@cdi/contracts';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDeleteDialog } from '../../../shared/ui/ConfirmDeleteDialog';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/Toast';
import { useDeleteAssembly, usePublishAssembly } from '../hooks/use-assemblies';
import { slotLabel, STATUS_LABELS } from '../lib/labels';

interface Props {
  assembly: TestAssembly;
  onClose: () => void;
}

export function ViewAssemblyDialog({ assembly, onClose }: Props) {
  return (
    <Dialog title={assembly.test_name} onClose={onClose} size="wide">
      {assembly.test_description && <p>{assembly.test_description}</p>}
      <dl className="assembly-card__facts">
        <dt>Status</dt>
        <dd>{STATUS_LABELS[assembly.status]}</dd>
        <dt>Type</dt>
        <dd>{TEST_TYPE_LABELS[assembly.test_type]}</dd>
        <dt>Shuffle</dt>
        <dd>
          {shuffleSummary(assembly.shuffle_config)}
          {assembly.shuffle_config.enable && assembly.shuffle_config.preserve_dependencies ? ', preserving dependencies' : ''}
          {assembly.shuffle_config.enable && assembly.shuffle_config.preserve_groups ? ', preserving groups' : ''}
        </dd>
      </dl>
      <h3>Components</h3>
      <ol className="assembly-components">
        {assembly.components.map((c) => (
          <li key={c.exam_upload_id} className="assembly-components__item">
            <span className="assembly-components__label">
              {c.order_index}. {slotLabel(c.section, c.part_number)} · {c.title} · {c.tenant_name}
            </span>
            <span>{c.is_required ? 'Required' : 'Optional'}</span>
          </li>
        ))}
      </ol>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

export function DeleteAssemblyDialog({ assembly, onClose }: Props) {
  return (
    <ConfirmDeleteDialog
      title="Delete Assembly"
      message={fillText(AssemblyTexts.confirmDelete, { name: assembly.test_name })}
      remove={useDeleteAssembly(assembly.id)}
      successText={AssemblyTexts.deleted}
      failureText={AssemblyTexts.deleteFailed}
      onClose={onClose}
      onDeleted={onClose}
    />
  );
}

/** Makes a test of a tenant from the assembly: the tenants its parts come from are the choices. */
export function PublishAssemblyDialog({ assembly, onClose }: Props) {
  const id = useId();
  const tenants = [...new Map(assembly.components.map((c) => [c.tenant_id, c.tenant_name])).entries()];
  const [tenantId, setTenantId] = useState(tenants.length === 1 ? tenants[0]![0] : '');
  const [title, setTitle] = useState(assembly.test_name);
  const publish = usePublishAssembly(assembly.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    publish.mutate(
      { tenant_id: tenantId, title: title.trim() || undefined },
      {
        onSuccess: () => {
          notify(AssemblyTexts.published);
          onClose();
        },
      },
    );
  };
  return (
    <Dialog title="Publish to Tenant" onClose={onClose}>
      <form className="assembly-form" onSubmit={submit} noValidate>
        {publish.isError && <Notice tone="error">{errorMessage(publish.error, AssemblyTexts.publishFailed)}</Notice>}
        <SelectField
          id={`${id}-tenant`}
          label="Tenant"
          placeholder="Choose a tenant..."
          options={tenants.map(([value, label]) => ({ value, label }))}
          value={tenantId}
          onChange={(event) => setTenantId(event.target.value)}
        />
        <TextField
          id={`${id}-title`}
          label="Test title"
          maxLength={200}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={publish.isPending} disabled={!tenantId}>
            Publish
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
