import { GROUP_SIZE_LIMIT_MIN, GroupRequestSchema, GroupTexts, type GroupRequest, type GroupSummary } from '@cdi/contracts';
import type { FormEvent } from 'react';
import { z } from 'zod';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/Toast';
import { useSaveGroup } from '../hooks/use-groups';
import { sizeLimitValue } from '../lib/group-list';

/** The form's text as the request: the size limit is typed as text, blank for none. */
const GroupFormSchema = z
  .object({ name: z.string(), size_limit: z.string() })
  .transform(({ name, size_limit }): GroupRequest => ({ name, size_limit: sizeLimitValue(size_limit) }))
  .pipe(GroupRequestSchema);

interface GroupFormDialogProps {
  /** The group to edit; none to create one. */
  group?: GroupSummary;
  onClose: () => void;
}

/** Create or edit a group: its name and an optional size limit (at least 1; blank for none). */
export function GroupFormDialog({ group, onClose }: GroupFormDialogProps) {
  const editing = group !== undefined;
  const form = useContractForm(GroupFormSchema, {
    name: group?.name ?? '',
    size_limit: group?.size_limit != null ? String(group.size_limit) : '',
  });
  const save = useSaveGroup(group?.id ?? null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.getValues('name').trim() === '' || save.isPending) return; // the spec: nothing happens without a name
    void form.handleSubmit(({ name, size_limit }) =>
      save.mutate(
        { name, ...(size_limit !== null && { size_limit }) },
        {
          onSuccess: () => {
            notify(editing ? GroupTexts.groupUpdated : GroupTexts.groupCreated);
            onClose();
          },
          onError: (error) => form.fail(error, GroupTexts.failedToSaveGroup),
        },
      ),
    )(event);
  };

  const busyLabel = editing ? GroupTexts.saving : GroupTexts.creating;
  const label = editing ? GroupTexts.save : GroupTexts.create;
  return (
    <Dialog title={editing ? GroupTexts.editGroupTitle : GroupTexts.createGroupTitle} onClose={onClose}>
      <form onSubmit={submit} noValidate className="form">
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        <TextField id="group-name" label={GroupTexts.groupName} required autoComplete="off" {...form.field('name')} />
        <TextField
          id="group-size-limit"
          label={GroupTexts.sizeLimit}
          type="number"
          inputMode="numeric"
          min={GROUP_SIZE_LIMIT_MIN}
          step={1}
          hint={GroupTexts.sizeLimitHint}
          {...form.field('size_limit')}
        />
        <DialogActions>
          <Button onClick={onClose}>{GroupTexts.cancel}</Button>
          <Button type="submit" variant="primary" busy={save.isPending}>
            {save.isPending ? busyLabel : label}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
