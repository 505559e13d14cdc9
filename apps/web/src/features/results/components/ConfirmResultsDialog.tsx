import { ResultTexts } from '@cdi/contracts';
import { useId, type ReactNode } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';

interface ConfirmResultsDialogProps {
  title: string;
  /** The question, naming the test and how many candidates it concerns. */
  message: string;
  /** What else the admin should know before answering (who is touched). */
  children?: ReactNode;
  confirmLabel: string;
  busy: boolean;
  /** The failed call's error, said inside the dialog; null while none failed. */
  error: unknown;
  failureText: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a release or a re-mark, which candidates see at once; says why inside the dialog when the call fails. */
export function ConfirmResultsDialog({
  title,
  message,
  children,
  confirmLabel,
  busy,
  error,
  failureText,
  onConfirm,
  onClose,
}: ConfirmResultsDialogProps) {
  const messageId = useId();
  return (
    <Dialog title={title} role="alertdialog" describedBy={messageId} onClose={onClose}>
      <p id={messageId}>{message}</p>
      {children}
      {error !== null && <Notice tone="error">{errorMessage(error, failureText)}</Notice>}
      <DialogActions>
        <Button onClick={onClose}>{ResultTexts.cancel}</Button>
        <Button variant="primary" busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
