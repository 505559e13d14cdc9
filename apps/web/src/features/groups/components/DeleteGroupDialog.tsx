import { GroupTexts, type GroupSummary } from '@cdi/contracts';
import { ConfirmDeleteDialog } from '../../../shared/ui/ConfirmDeleteDialog';
import { useDeleteGroup } from '../hooks/use-groups';

/** Asks 'Remove this group?' before deleting it; its students stay, in no group. */
export function DeleteGroupDialog({
  group,
  onClose,
  onDeleted,
}: {
  group: GroupSummary;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteGroup(group.id);
  return (
    <ConfirmDeleteDialog
      title={group.name}
      message={GroupTexts.confirmRemoveGroup}
      remove={remove}
      successText={GroupTexts.groupDeleted}
      failureText={GroupTexts.failedToDeleteGroup}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
