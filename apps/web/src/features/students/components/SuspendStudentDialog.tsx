import { fillText, StudentTexts, type StudentListItem } from '@cdi/contracts';
import { useId } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { notify } from '../../../shared/ui/Toast';
import { useStudentStatus, useTestsBeingSat } from '../hooks/use-students';

/** '“Sample Test 1”' or '“Sample Test 1”, “Mock B”': the tests a suspension would stop. */
function testsText(titles: string[]): string {
  return titles.map((title) => `“${title}”`).join(', ');
}

/**
 * Asks before suspending a student, since suspension signs them out at once; when they are sitting a
 * test now (an attempt in progress, as the api tells) it says so, and that the sitting stops.
 */
export function SuspendStudentDialog({ student, onClose }: { student: StudentListItem; onClose: () => void }) {
  const questionId = useId();
  const name = `${student.first_name} ${student.last_name}`.trim();
  const sitting = useTestsBeingSat(student.id);
  const status = useStudentStatus();
  const tests = sitting.data ?? [];

  const suspend = () =>
    status.mutate(
      { id: student.id, isActive: false },
      {
        onSuccess: () => {
          notify(StudentTexts.suspended);
          onClose();
        },
      },
    );

  return (
    <Dialog title="Suspend student" role="alertdialog" describedBy={questionId} onClose={onClose}>
      <div id={questionId}>
        <p>{fillText(StudentTexts.confirmSuspend, { name })}</p>
        {tests.length > 0 && (
          <Notice tone="error">{fillText(StudentTexts.confirmSuspendSitting, { name, tests: testsText(tests) })}</Notice>
        )}
      </div>
      {sitting.isPending && <Spinner label={StudentTexts.checkingSitting} />}
      {sitting.isError && <Notice tone="error">{errorMessage(sitting.error, StudentTexts.failedToLoadSitting)}</Notice>}
      {status.isError && <Notice tone="error">{errorMessage(status.error, StudentTexts.failedToUpdateStatus)}</Notice>}
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="danger" busy={status.isPending} disabled={sitting.isPending} onClick={suspend}>
          Suspend
        </Button>
      </DialogActions>
    </Dialog>
  );
}
