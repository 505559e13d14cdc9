import { AssignmentTexts, fillText, type AssignmentListItem } from '@cdi/contracts';
import { ConfirmDeleteDialog } from '../../../shared/ui/ConfirmDeleteDialog';
import { useDeleteAssignment } from '../hooks/use-assignments';
import { targetLabel } from '../lib/assignment-view';

/** Asks before deleting; the server refuses (and the dialog says why) once anyone has started the test. */
export function DeleteAssignmentDialog({
  assignment,
  onClose,
  onDeleted,
}: {
  assignment: AssignmentListItem;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteAssignment(assignment.id);
  return (
    <ConfirmDeleteDialog
      title={AssignmentTexts.confirmDeleteTitle}
      message={fillText(AssignmentTexts.confirmDelete, { title: assignment.test_title, target: targetLabel(assignment) })}
      remove={remove}
      successText={AssignmentTexts.assignmentDeleted}
      failureText={AssignmentTexts.failedToDeleteAssignment}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
