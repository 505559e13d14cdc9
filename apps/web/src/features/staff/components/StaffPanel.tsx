import { fillText, type StaffMember, StaffTexts } from '@cdi/contracts';
import '../staff.css';
import { useId, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDeleteDialog } from '../../../shared/ui/ConfirmDeleteDialog';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Icon } from '../../../shared/ui/Icon';
import { Notice } from '../../../shared/ui/Notice';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Spinner } from '../../../shared/ui/Spinner';
import { notify } from '../../../shared/ui/Toast';
import { useInvigilationAssignments } from '../../invigilation';
import { useDeleteStaff, useResetStaffPassword, useSetStaffActive, useStaffList } from '../hooks/use-staff';
import { IssuedPasswordDialog } from './IssuedPasswordDialog';
import { StaffFormDialog } from './StaffFormDialog';
import { StaffTable } from './StaffTable';

type Open =
  | { kind: 'add' }
  | { kind: 'edit' | 'delete' | 'reset'; member: StaffMember }
  | { kind: 'issued'; title: string; member: StaffMember; password: string }
  | null;

function DeleteStaffDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const remove = useDeleteStaff(member.id);
  return (
    <ConfirmDeleteDialog
      title={StaffTexts.deleteTitle}
      message={fillText(StaffTexts.deleteConfirm, { name: `${member.first_name} ${member.last_name}` })}
      remove={remove}
      successText={StaffTexts.deleted}
      failureText={StaffTexts.failedToSave}
      onClose={onClose}
      onDeleted={onClose}
    />
  );
}

/** Asks before issuing a new password, which signs the member out everywhere. */
function ResetPasswordDialog({
  member,
  onClose,
  onIssued,
}: {
  member: StaffMember;
  onClose: () => void;
  onIssued: (password: string) => void;
}) {
  const reset = useResetStaffPassword(member.id);
  const messageId = useId();
  return (
    <Dialog
      title={fillText(StaffTexts.resetPasswordTitle, { name: `${member.first_name} ${member.last_name}` })}
      role="alertdialog"
      describedBy={messageId}
      onClose={onClose}
    >
      <p id={messageId}>{StaffTexts.resetPasswordConfirm}</p>
      {reset.error !== null && <Notice tone="error">{errorMessage(reset.error, StaffTexts.failedToResetPassword)}</Notice>}
      <DialogActions>
        <Button onClick={onClose}>{StaffTexts.cancel}</Button>
        <Button variant="primary" busy={reset.isPending} onClick={() => reset.mutate(undefined, { onSuccess: onIssued })}>
          {StaffTexts.resetPassword}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /admin-dashboard/staff: the centre's team, added with an issued password, given roles, suspended or deleted. */
export function StaffPanel() {
  const staff = useStaffList();
  const assignments = useInvigilationAssignments();
  const setActive = useSetStaffActive();
  const [open, setOpen] = useState<Open>(null);
  const toggleActive = (member: StaffMember) =>
    setActive.mutate(
      { id: member.id, is_active: !member.is_active },
      {
        onSuccess: () => notify(member.is_active ? StaffTexts.suspended : StaffTexts.activated),
        onError: (error) => notify(errorMessage(error, StaffTexts.failedToSave), 'error'),
      },
    );
  const close = () => setOpen(null);
  const titles = new Map((assignments.data ?? []).map((a) => [a.id, `${a.test_title} (${a.target_name})`]));

  return (
    <>
      <PageHeader
        title={StaffTexts.title}
        subtitle={StaffTexts.subtitle}
        actions={
          <Button variant="primary" icon={<Icon name="plus" size={18} />} onClick={() => setOpen({ kind: 'add' })}>
            {StaffTexts.addStaff}
          </Button>
        }
      />
      {staff.isError && <Notice tone="error">{errorMessage(staff.error, StaffTexts.failedToLoad)}</Notice>}
      <section className="panel" aria-label={StaffTexts.title}>
        {staff.isPending && <Spinner />}
        {staff.data && staff.data.staff.length === 0 && <EmptyState title={StaffTexts.noStaff} />}
        {staff.data && staff.data.staff.length > 0 && (
          <StaffTable
            staff={staff.data.staff}
            assignmentTitles={titles}
            onEdit={(member) => setOpen({ kind: 'edit', member })}
            onDelete={(member) => setOpen({ kind: 'delete', member })}
            onToggleActive={toggleActive}
            onResetPassword={(member) => setOpen({ kind: 'reset', member })}
          />
        )}
      </section>
      {open?.kind === 'add' && (
        <StaffFormDialog
          onClose={close}
          onCreated={(member, password) => setOpen({ kind: 'issued', title: StaffTexts.created, member, password })}
        />
      )}
      {open?.kind === 'edit' && <StaffFormDialog member={open.member} onClose={close} onCreated={close} />}
      {open?.kind === 'delete' && <DeleteStaffDialog member={open.member} onClose={close} />}
      {open?.kind === 'reset' && (
        <ResetPasswordDialog
          member={open.member}
          onClose={close}
          onIssued={(password) => setOpen({ kind: 'issued', title: StaffTexts.passwordReset, member: open.member, password })}
        />
      )}
      {open?.kind === 'issued' && (
        <IssuedPasswordDialog title={open.title} member={open.member} password={open.password} onClose={close} />
      )}
    </>
  );
}
