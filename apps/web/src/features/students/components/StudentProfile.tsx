import { extraTimeText, StudentTexts, type StudentListItem } from '@cdi/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { calendarDate, dateTime } from '../../../shared/format/date';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDeleteDialog } from '../../../shared/ui/ConfirmDeleteDialog';
import { Icon } from '../../../shared/ui/Icon';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { notify } from '../../../shared/ui/Toast';
import { useDeleteStudent, useStudentStatus } from '../hooks/use-students';
import { ArrangementsPanel } from './ArrangementsPanel';
import { CopyButton } from './CopyButton';
import { EditStudentDialog } from './EditStudentDialog';
import { PasswordPanel } from './PasswordPanel';
import { isSignInLocked, SignInLock } from './SignInLock';
import { StudentResults } from './StudentResults';
import { ActiveStatusBadge } from '../../../shared/ui/ActiveStatusBadge';
import { SuspendStudentDialog } from './SuspendStudentDialog';
import '../students.css';

/** '25 %', '10 minutes', or '25 % and 10 minutes' per section. */
const extraTimeLabel = (arrangements: StudentListItem['arrangements']) => `${extraTimeText(arrangements)} per section`;

/** Spec 3 §2 "Student profile": details, status toggle, password, edit, delete and the test results. */
export function StudentProfile({ student, onDeleted }: { student: StudentListItem; onDeleted: () => void }) {
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'suspend' | null>(null);
  const status = useStudentStatus();
  const remove = useDeleteStudent(student.id);
  const name = `${student.first_name} ${student.last_name}`.trim();

  // Suspending signs the student out (and stops a sitting), so it asks first; activating does not.
  const toggle = () =>
    student.is_active
      ? setDialog('suspend')
      : status.mutate(
          { id: student.id, isActive: !student.is_active },
          {
            onSuccess: (user) => notify(user.is_active ? StudentTexts.activated : StudentTexts.suspended),
            onError: (error) => notify(errorMessage(error, StudentTexts.failedToUpdateStatus), 'error'),
          },
        );

  return (
    <>
      <PageHeader
        title={name}
        subtitle={<ActiveStatusBadge active={student.is_active} />}
        actions={
          <>
            <Button icon={<Icon name="edit" size={18} />} onClick={() => setDialog('edit')}>
              Edit
            </Button>
            <Button variant="danger" icon={<Icon name="trash" size={18} />} onClick={() => setDialog('delete')}>
              Delete
            </Button>
          </>
        }
      />
      <section className="panel" aria-labelledby="student-details-title">
        <h2 id="student-details-title" className="panel__title">
          Student Details
        </h2>
        <dl className="details">
          <div>
            <dt>Full Name</dt>
            <dd>{name}</dd>
          </div>
          <div>
            <dt>Candidate ID</dt>
            <dd className="students__id">
              <code>{student.candidate_id}</code>
              <CopyButton value={student.candidate_id} label={`Copy candidate ID ${student.candidate_id}`} />
            </dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>{student.email ?? '—'}</dd>
          </div>
          <div>
            <dt>Group</dt>
            <dd>{student.group_name ?? '—'}</dd>
          </div>
          <div>
            <dt>Joined</dt>
            <dd>{calendarDate(student.created_at)}</dd>
          </div>
          <div>
            <dt>Last Active</dt>
            <dd>{student.last_login ? dateTime(student.last_login) : StudentTexts.never}</dd>
          </div>
          <div>
            <dt>Exams Taken</dt>
            <dd>{student.exams_taken}</dd>
          </div>
          <div>
            <dt>Average Score</dt>
            <dd>{student.average_score === null ? '—' : `${student.average_score}%`}</dd>
          </div>
          <div>
            <dt id="student-status-label">Status</dt>
            <dd className="students__status">
              <button
                type="button"
                role="switch"
                aria-checked={student.is_active}
                aria-labelledby="student-status-label student-status-value"
                className={student.is_active ? 'students__switch students__switch--on' : 'students__switch'}
                disabled={status.isPending}
                onClick={toggle}
              >
                <span className="students__switch-knob" aria-hidden="true" />
              </button>
              <span id="student-status-value">{student.is_active ? 'Active' : 'Suspended'}</span>
            </dd>
          </div>
          {(student.arrangements.extra_time_percent > 0 || student.arrangements.extra_time_minutes > 0) && (
            <div>
              <dt>Extra time</dt>
              <dd>{extraTimeLabel(student.arrangements)}</dd>
            </div>
          )}
          {isSignInLocked(student) && (
            <div>
              <dt>Sign-in</dt>
              <dd>
                <SignInLock student={student} />
              </dd>
            </div>
          )}
        </dl>
        <PasswordPanel studentId={student.id} />
      </section>
      <ArrangementsPanel key={student.id} student={student} />
      <StudentResults studentId={student.id} candidateId={student.candidate_id} />
      {dialog === 'edit' && <EditStudentDialog student={student} onClose={() => setDialog(null)} />}
      {dialog === 'suspend' && <SuspendStudentDialog student={student} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && (
        <ConfirmDeleteDialog
          title="Delete Student"
          message={StudentTexts.confirmDelete.replace('{name}', name)}
          remove={remove}
          successText={StudentTexts.deleted}
          failureText={StudentTexts.failedToDelete}
          onClose={() => setDialog(null)}
          onDeleted={onDeleted}
        />
      )}
    </>
  );
}
