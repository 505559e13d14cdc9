import { type StaffMember, StaffTexts } from '@cdi/contracts';
import '../staff.css';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDeleteDialog } from '../../../shared/ui/ConfirmDeleteDialog';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Icon } from '../../../shared/ui/Icon';
import { Notice } from '../../../shared/ui/Notice';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Spinner } from '../../../shared/ui/Spinner';
import { notify } from '../../../shared/ui/Toast';
import { useInvigilationAssignments } from '../../invigilation';
import { useDeleteStaff, useSetStaffActive, useStaffList } from '../hooks/use-staff';
import { IssuedPasswordDialog } from './IssuedPasswordDialog';
import { StaffFormDialog } from './StaffFormDialog';
import { StaffTable } from './StaffTable';

type Open =
  | { kind: 'add' }
  | { kind: 'edit' | 'delete'; member: StaffMember }
  | { kind: 'issued'; member: StaffMember; password: string }
  | null;

function DeleteStaffDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const remove = useDeleteStaff(member.id);
  return (
    <ConfirmDeleteDialog
      title="Delete staff member"
      message={StaffTexts.deleteConfirm.replace('{name}', `${member.first_name} ${member.last_name}`)}
      remove={remove}
      successText={StaffTexts.deleted}
      failureText={StaffTexts.failedToSave}
      onClose={onClose}
      onDeleted={onClose}
    />
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
          />
        )}
      </section>
      {open?.kind === 'add' && (
        <StaffFormDialog onClose={close} onCreated={(member, password) => setOpen({ kind: 'issued', member, password })} />
      )}
      {open?.kind === 'edit' && <StaffFormDialog member={open.member} onClose={close} onCreated={close} />}
      {open?.kind === 'delete' && <DeleteStaffDialog member={open.member} onClose={close} />}
      {open?.kind === 'issued' && <IssuedPasswordDialog member={open.member} password={open.password} onClose={close} />}
    </>
  );
}
