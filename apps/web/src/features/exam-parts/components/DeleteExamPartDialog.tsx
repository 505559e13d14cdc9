import { fillText, UploadTexts, type ExamPartSummary } from '@cdi/contracts';
import { ConfirmDeleteDialog } from '../../../shared/ui/ConfirmDeleteDialog';
import { useDeleteExamPart } from '../hooks/use-developer-exams';

interface DeleteExamPartDialogProps {
  part: Pick<ExamPartSummary, 'id' | 'title'>;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteExamPartDialog({ part, onClose, onDeleted }: DeleteExamPartDialogProps) {
  return (
    <ConfirmDeleteDialog
      title="Delete Exam Part"
      message={fillText(UploadTexts.deleteConfirm, { title: part.title })}
      remove={useDeleteExamPart(part.id)}
      successText={UploadTexts.deleted}
      failureText={UploadTexts.deleteFailed}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
