import { fillText, type StaffMember, StaffTexts } from '@cdi/contracts';
import { copyText } from '../../../shared/ui/copy-text';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';

/**
 * A member's sign-in: their login id and the password the server issued, which is never shown again
 * (a lost one is replaced with Reset password).
 */
export function IssuedPasswordDialog({
  title,
  member,
  password,
  onClose,
}: {
  title: string;
  member: StaffMember;
  password: string;
  onClose: () => void;
}) {
  return (
    <Dialog title={title} onClose={onClose}>
      <Notice tone="success">{fillText(StaffTexts.signsInHere, { name: `${member.first_name} ${member.last_name}` })}</Notice>
      <dl className="staff__credentials">
        <dt>{StaffTexts.loginId}</dt>
        <dd>
          <code data-testid="staff-login-id">{member.login_id}</code>
        </dd>
        <dt>{StaffTexts.issuedPassword}</dt>
        <dd>
          <code data-testid="staff-password">{password}</code>
        </dd>
      </dl>
      <DialogActions>
        <Button onClick={() => void copyText(`${member.login_id}\t${password}`)}>{StaffTexts.copy}</Button>
        <Button variant="primary" onClick={onClose}>
          {StaffTexts.done}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
