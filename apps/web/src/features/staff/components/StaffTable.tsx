import { STAFF_ROLE_LABELS, type StaffMember, StaffTexts } from '@cdi/contracts';
import { dateTime } from '../../../shared/format/date';
import { ActiveStatusBadge } from '../../../shared/ui/ActiveStatusBadge';
import { Button } from '../../../shared/ui/Button';
import { type Column, Table } from '../../../shared/ui/Table';

interface StaffTableProps {
  staff: StaffMember[];
  /** Test titles of the assignments being sat, by id, to say what an invigilator watches. */
  assignmentTitles: Map<string, string>;
  onEdit: (member: StaffMember) => void;
  onToggleActive: (member: StaffMember) => void;
  onResetPassword: (member: StaffMember) => void;
  onDelete: (member: StaffMember) => void;
}

function invigilates(member: StaffMember, titles: Map<string, string>): string {
  if (!member.roles.includes('invigilator')) return '—';
  if (member.roles.includes('administrator')) return StaffTexts.everyAssignment;
  if (member.assignment_ids.length === 0) return StaffTexts.noAssignmentsGiven;
  return member.assignment_ids.map((id) => titles.get(id) ?? StaffTexts.closedAssignment).join(', ');
}

/** The centre's staff: who they are, what they may do, and the actions on each. */
export function StaffTable({ staff, assignmentTitles, onEdit, onToggleActive, onResetPassword, onDelete }: StaffTableProps) {
  const columns: Column<StaffMember>[] = [
    { header: StaffTexts.columns.name, cell: (m) => `${m.first_name} ${m.last_name}` },
    { header: StaffTexts.columns.loginId, cell: (m) => <code>{m.login_id}</code> },
    { header: StaffTexts.columns.roles, cell: (m) => m.roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ') },
    { header: StaffTexts.invigilates, cell: (m) => invigilates(m, assignmentTitles) },
    {
      header: StaffTexts.columns.status,
      cell: (m) => <ActiveStatusBadge active={m.is_active} />,
    },
    { header: StaffTexts.columns.lastLogin, cell: (m) => (m.last_login ? dateTime(m.last_login) : StaffTexts.never) },
    {
      header: StaffTexts.columns.actions,
      align: 'end',
      cell: (m) => (
        <div className="staff__actions">
          <Button size="small" onClick={() => onEdit(m)} aria-label={`${StaffTexts.edit} ${m.first_name} ${m.last_name}`}>
            {StaffTexts.edit}
          </Button>
          <Button size="small" onClick={() => onToggleActive(m)}>
            {m.is_active ? StaffTexts.suspend : StaffTexts.activate}
          </Button>
          <Button
            size="small"
            onClick={() => onResetPassword(m)}
            aria-label={`${StaffTexts.resetPassword}: ${m.first_name} ${m.last_name}`}
          >
            {StaffTexts.resetPassword}
          </Button>
          <Button
            size="small"
            variant="danger"
            onClick={() => onDelete(m)}
            aria-label={`${StaffTexts.delete} ${m.first_name} ${m.last_name}`}
          >
            {StaffTexts.delete}
          </Button>
        </div>
      ),
    },
  ];
  return <Table caption={StaffTexts.title} hideCaption columns={columns} rows={staff} rowKey={(m) => m.id} />;
}
