import { GROUP_SIZE_LIMIT_MIN, GroupRequestSchema, GroupTexts, type GroupSummary } from '@cdi/contracts';
import { useState, type FormEvent } from 'react';
import { serverErrors, validationErrors, type FieldErrors } from '../../../shared/forms/field-errors';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/Toast';
import { useSaveGroup } from '../hooks/use-groups';
import { sizeLimitValue } from '../lib/group-list';

const FIELDS = ['name', 'size_limit'] as const;
type Field = (typeof FIELDS)[number];

interface GroupFormDialogProps {
  /** The group to edit; none to create one. */
  group?: GroupSummary;
  onClose: () => void;
}

/** Create or edit a group: its name and an optional size limit (at least 1; blank for none). */
export function GroupFormDialog({ group, onClose }: GroupFormDialogProps) {
  const editing = group !== undefined;
  const [name, setName] = useState(group?.name ?? '');
  const [sizeLimit, setSizeLimit] = useState(group?.size_limit != null ? String(group.size_limit) : '');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const save = useSaveGroup(group?.id ?? null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim() === '' || save.isPending) return; // the spec: nothing happens without a name
    const parsed = GroupRequestSchema.safeParse({ name, size_limit: sizeLimitValue(sizeLimit) });
    if (!parsed.success) return setErrors(validationErrors<Field>(parsed.error));
    save.mutate(
      { name: parsed.data.name, ...(parsed.data.size_limit !== null && { size_limit: parsed.data.size_limit }) },
      {
        onSuccess: () => {
          notify(editing ? GroupTexts.groupUpdated : GroupTexts.groupCreated);
          onClose();
        },
        onError: (error) => setErrors(serverErrors(error, FIELDS, GroupTexts.failedToSaveGroup)),
      },
    );
  };

  const busyLabel = editing ? GroupTexts.saving : GroupTexts.creating;
  const label = editing ? GroupTexts.save : GroupTexts.create;
  return (
    <Dialog title={editing ? GroupTexts.editGroupTitle : GroupTexts.createGroupTitle} onClose={onClose}>
      <form onSubmit={submit} noValidate className="form">
        {errors.form && <Notice tone="error">{errors.form}</Notice>}
        <TextField
          id="group-name"
          label={GroupTexts.groupName}
          required
          autoComplete="off"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setErrors((current) => ({ ...current, name: undefined, form: undefined }));
          }}
          error={errors.name}
        />
        <TextField
          id="group-size-limit"
          label={GroupTexts.sizeLimit}
          type="number"
          inputMode="numeric"
          min={GROUP_SIZE_LIMIT_MIN}
          step={1}
          hint={GroupTexts.sizeLimitHint}
          value={sizeLimit}
          onChange={(event) => {
            setSizeLimit(event.target.value);
            setErrors((current) => ({ ...current, size_limit: undefined, form: undefined }));
          }}
          error={errors.size_limit}
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
