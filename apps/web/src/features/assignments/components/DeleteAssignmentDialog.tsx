import { AssignmentTexts, fillText, type AssignmentListItem } from '@cdi/contracts';
import { ConfirmDeleteDialog } from '../../../shared/ui/ConfirmDeleteDialog';
import { Notice } from '../../../shared/ui/Notice';
import { useDeleteAssignment } from '../hooks/use-assignments';
import { targetLabel } from '../lib/assignment-view';

/**
 * Asks before deleting. Once candidates have submitted the test, their answers and results go with it:
 * the dialog says how many and wants the assignment's name typed (which the request carries, as the
 * server asks). While anyone sits it, the server refuses and the dialog says why.
 */
export function DeleteAssignmentDialog({
  assignment,
  onClose,
  onDeleted,
}: {
  assignment: AssignmentListItem;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const title = assignment.test_title;
  const submitted = assignment.submitted_count;
  const remove = useDeleteAssignment(assignment.id, submitted > 0 ? title : undefined);
  return (
    <ConfirmDeleteDialog
      title={AssignmentTexts.confirmDeleteTitle}
      message={fillText(AssignmentTexts.confirmDelete, { title, target: targetLabel(assignment) })}
      remove={remove}
      successText={AssignmentTexts.assignmentDeleted}
      failureText={AssignmentTexts.failedToDeleteAssignment}
      onClose={onClose}
      onDeleted={onDeleted}
      typeToConfirm={submitted > 0 ? { label: fillText(AssignmentTexts.typeNameToDelete, { title }), name: title } : undefined}
    >
      {submitted > 0 && (
        <Notice tone="error">
          {fillText(AssignmentTexts.deleteSubmittedWarning, { n: submitted, released: assignment.released_count })}
        </Notice>
      )}
    </ConfirmDeleteDialog>
  );
}
