import { type StaffMember, StaffTexts } from '@cdi/contracts';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { notify } from '../../../shared/ui/Toast';

/** The new member's sign-in: their login id and the password the server issued, which is never shown again. */
export function IssuedPasswordDialog({
  member,
  password,
  onClose,
}: {
  member: StaffMember;
  password: string;
  onClose: () => void;
}) {
  const copy = () =>
    navigator.clipboard.writeText(`${member.login_id}\t${password}`).then(
      () => notify('Copied'),
      () => notify('Copy failed: select the password and copy it', 'error'),
    );
  return (
    <Dialog title={StaffTexts.created} onClose={onClose}>
      <Notice tone="success">
        {member.first_name} {member.last_name} signs in on the usual login page.
      </Notice>
      <dl className="staff__credentials">
        <dt>Login ID</dt>
        <dd>
          <code data-testid="staff-login-id">{member.login_id}</code>
        </dd>
        <dt>{StaffTexts.issuedPassword}</dt>
        <dd>
          <code data-testid="staff-password">{password}</code>
        </dd>
      </dl>
      <DialogActions>
        <Button onClick={copy}>Copy</Button>
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
