import { useId, useState, type ReactNode } from 'react';
import { errorMessage } from '../api/api-error';
import { Button } from './Button';
import { Dialog, DialogActions } from './Dialog';
import { Notice } from './Notice';
import { TextField } from './TextField';
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
  /** More about what goes, under the question (a warning, say). */
  children?: ReactNode;
  /**
   * For deletions that take others' work with them: Delete stays disabled until this name is typed
   * (the label says what to type).
   */
  typeToConfirm?: { label: string; name: string };
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
  children,
  typeToConfirm,
}: ConfirmDeleteDialogProps) {
  const messageId = useId();
  const nameId = useId();
  const [typed, setTyped] = useState('');
  const confirmed = !typeToConfirm || typed.trim() === typeToConfirm.name;
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notify(successText);
        onDeleted();
      },
    });

  return (
    <Dialog title={title} role="alertdialog" describedBy={messageId} onClose={onClose}>
      <div id={messageId}>
        <p>{message}</p>
        {children}
      </div>
      {typeToConfirm && (
        <TextField
          id={nameId}
          label={typeToConfirm.label}
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      )}
      {remove.isError && <Notice tone="error">{errorMessage(remove.error, failureText)}</Notice>}
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="danger" busy={remove.isPending} disabled={!confirmed} onClick={confirm}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
