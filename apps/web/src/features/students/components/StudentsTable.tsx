import { StudentTexts, type StudentListItem } from '@cdi/contracts';
import { Link } from 'react-router-dom';
import { calendarDate, dateTime } from '../../../shared/format/date';
import { Button } from '../../../shared/ui/Button';
import { Table, type Column } from '../../../shared/ui/Table';
import { CopyButton } from './CopyButton';
import { SignInLock } from './SignInLock';
import { ActiveStatusBadge } from '../../../shared/ui/ActiveStatusBadge';
import '../students.css';

interface StudentsTableProps {
  students: StudentListItem[];
  /** The student whose status is being changed, if any. */
  busyId: string | null;
  onToggleStatus: (student: StudentListItem) => void;
}

const fullName = (s: StudentListItem) => `${s.first_name} ${s.last_name}`.trim();

/** A date and time that may break between the two, never inside the date ('2026-' / '11-27'). */
function WhenDateTime({ iso }: { iso: string }) {
  const [day, time] = dateTime(iso).split(' ');
  return (
    <>
      <span className="students__when">{day}</span> <span className="students__when">{time}</span>
    </>
  );
}

export function StudentsTable({ students, busyId, onToggleStatus }: StudentsTableProps) {
  const columns: Column<StudentListItem>[] = [
    {
      header: 'Student',
      cell: (s) => (
        <div className="students__person">
          <span className="students__name">{fullName(s)}</span>
          <span className="students__email">{s.email ?? '—'}</span>
          <SignInLock student={s} />
        </div>
      ),
    },
    {
      header: 'Candidate ID',
      cell: (s) => (
        <span className="students__id">
          <code>{s.candidate_id}</code>
          <CopyButton value={s.candidate_id} label={`Copy candidate ID ${s.candidate_id}`} />
        </span>
      ),
    },
    { header: 'Status', cell: (s) => <ActiveStatusBadge active={s.is_active} /> },
    { header: 'Joined', cell: (s) => <span className="students__when">{calendarDate(s.created_at)}</span> },
    { header: 'Last Active', cell: (s) => (s.last_login ? <WhenDateTime iso={s.last_login} /> : StudentTexts.never) },
    { header: 'Exams Taken', cell: (s) => s.exams_taken, align: 'end' },
    { header: 'Average Score', cell: (s) => (s.average_score === null ? '—' : `${s.average_score}%`), align: 'end' },
    {
      header: 'Actions',
      align: 'end',
      cell: (s) => (
        <span className="students__actions">
          <Button
            size="small"
            variant={s.is_active ? 'danger' : 'secondary'}
            busy={busyId === s.id}
            aria-label={`${s.is_active ? 'Suspend' : 'Activate'} ${fullName(s)}`}
            onClick={() => onToggleStatus(s)}
          >
            {s.is_active ? 'Suspend' : 'Activate'}
          </Button>
          <Link className="button button--ghost button--small" to={s.id} aria-label={`View details of ${fullName(s)}`}>
            View
          </Link>
        </span>
      ),
    },
  ];
  return (
    <div className="students__table">
      <Table caption="Students" hideCaption columns={columns} rows={students} rowKey={(s) => s.id} />
    </div>
  );
}
