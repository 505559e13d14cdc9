import { useId } from 'react';
import { errorMessage } from '../api/api-error';
import { Button } from './Button';
import { Dialog, DialogActions } from './Dialog';
import { Notice } from './Notice';
import { notify } from './Toast';

/** The part of a TanStack mutation a delete confirmation needs. */
interface DeleteMutation {
  mutate: (variables: undefined, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

interface ConfirmDeleteDialogProps {
  title: string;
  /** The question, naming what goes. */
  message: string;
  remove: DeleteMutation;
  successText: string;
  failureText: string;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting; on failure says why inside the dialog, on success toasts and hands back. */
export function ConfirmDeleteDialog({
  title,
  message,
  remove,
  successText,
  failureText,
  onClose,
  onDeleted,
}: ConfirmDeleteDialogProps) {
  const messageId = useId();
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notify(successText);
        onDeleted();
      },
    });

  return (
    <Dialog title={title} role="alertdialog" describedBy={messageId} onClose={onClose}>
      <p id={messageId}>{message}</p>
      {remove.isError && <Notice tone="error">{errorMessage(remove.error, failureText)}</Notice>}
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="danger" busy={remove.isPending} onClick={confirm}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
