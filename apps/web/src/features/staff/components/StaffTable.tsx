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
  onDelete: (member: StaffMember) => void;
}

function invigilates(member: StaffMember, titles: Map<string, string>): string {
  if (!member.roles.includes('invigilator')) return '—';
  if (member.roles.includes('administrator')) return StaffTexts.everyAssignment;
  if (member.assignment_ids.length === 0) return StaffTexts.noAssignmentsGiven;
  return member.assignment_ids.map((id) => titles.get(id) ?? 'A closed assignment').join(', ');
}

/** The centre's staff: who they are, what they may do, and the actions on each. */
export function StaffTable({ staff, assignmentTitles, onEdit, onToggleActive, onDelete }: StaffTableProps) {
  const columns: Column<StaffMember>[] = [
    { header: 'Name', cell: (m) => `${m.first_name} ${m.last_name}` },
    { header: 'Login ID', cell: (m) => <code>{m.login_id}</code> },
    { header: 'Roles', cell: (m) => m.roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ') },
    { header: StaffTexts.invigilates, cell: (m) => invigilates(m, assignmentTitles) },
    {
      header: 'Status',
      cell: (m) => <ActiveStatusBadge active={m.is_active} />,
    },
    { header: 'Last login', cell: (m) => (m.last_login ? dateTime(m.last_login) : 'Never') },
    {
      header: 'Actions',
      align: 'end',
      cell: (m) => (
        <div className="staff__actions">
          <Button size="small" onClick={() => onEdit(m)} aria-label={`Edit ${m.first_name} ${m.last_name}`}>
            Edit
          </Button>
          <Button size="small" onClick={() => onToggleActive(m)}>
            {m.is_active ? 'Suspend' : 'Activate'}
          </Button>
          <Button size="small" variant="danger" onClick={() => onDelete(m)} aria-label={`Delete ${m.first_name} ${m.last_name}`}>
            Delete
          </Button>
        </div>
      ),
    },
  ];
  return <Table caption={StaffTexts.title} hideCaption columns={columns} rows={staff} rowKey={(m) => m.id} />;
}
