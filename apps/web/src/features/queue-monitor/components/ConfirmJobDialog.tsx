import { useId } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { notify } from '../../../shared/ui/Toast';

interface JobMutation {
  mutate: (variables: undefined, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

interface ConfirmJobDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  action: JobMutation;
  successText: string;
  failureText: string;
  onClose: () => void;
}

/** Asks before retrying or removing a job; says why inside the dialog when the call fails. */
export function ConfirmJobDialog({
  title,
  message,
  confirmLabel,
  danger,
  action,
  successText,
  failureText,
  onClose,
}: ConfirmJobDialogProps) {
  const messageId = useId();
  const confirm = () =>
    action.mutate(undefined, {
      onSuccess: () => {
        notify(successText);
        onClose();
      },
    });
  return (
    <Dialog title={title} role="alertdialog" describedBy={messageId} onClose={onClose}>
      <p id={messageId}>{message}</p>
      {action.isError && <Notice tone="error">{errorMessage(action.error, failureText)}</Notice>}
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant={danger ? 'danger' : 'primary'} busy={action.isPending} onClick={confirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
