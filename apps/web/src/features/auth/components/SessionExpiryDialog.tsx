import { Texts } from '@cdi/contracts';
import { formatCountdown } from '@cdi/exam-core';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import '../auth.css';

interface SessionExpiryDialogProps {
  secondsRemaining: number;
  onExtend: () => void;
  onLogout: () => void;
}

export function SessionExpiryDialog({ secondsRemaining, onExtend, onLogout }: SessionExpiryDialogProps) {
  return (
    <Dialog title="Session Expiring Soon" role="alertdialog" describedBy="session-expiry-text" onClose={onExtend}>
      <p id="session-expiry-text">{Texts.sessionExpiringSoon}</p>
      <p className="countdown">
        <span id="session-expiry-label" className="countdown__label">
          Time remaining
        </span>
        <span className="countdown__value" role="timer" aria-labelledby="session-expiry-label">
          {formatCountdown(secondsRemaining)}
        </span>
      </p>
      <DialogActions>
        <Button onClick={onLogout}>Logout Now</Button>
        <Button variant="primary" onClick={onExtend}>
          Extend Session
        </Button>
      </DialogActions>
    </Dialog>
  );
}
