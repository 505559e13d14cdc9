import { StudentTexts } from '@cdi/contracts';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { StudentProfile, useStudent } from '../features/students';
import { ApiError, errorMessage } from '../shared/api/api-error';
import { Button } from '../shared/ui/Button';
import { EmptyState } from '../shared/ui/EmptyState';
import { Icon } from '../shared/ui/Icon';
import { Spinner } from '../shared/ui/Spinner';

const STUDENTS_PATH = '/admin-dashboard/students';

export function StudentProfilePage() {
  const { studentId = '' } = useParams();
  const student = useStudent(studentId);
  const navigate = useNavigate();

  const back = (
    <Link to={STUDENTS_PATH} className="back-link">
      <Icon name="back" size={18} />
      {StudentTexts.backToStudents}
    </Link>
  );

  if (student.isPending) return <Spinner />;
  if (student.isError) {
    const notFound = student.error instanceof ApiError && student.error.status === 404;
    return (
      <>
        {back}
        <section className="panel" role="alert">
          <EmptyState
            title={notFound ? StudentTexts.notFound : StudentTexts.failedToLoad}
            description={notFound ? undefined : errorMessage(student.error, StudentTexts.failedToLoad)}
            action={
              notFound ? (
                <Button variant="primary" onClick={() => void navigate(STUDENTS_PATH)}>
                  {StudentTexts.backToStudents}
                </Button>
              ) : (
                <Button onClick={() => void student.refetch()}>Try again</Button>
              )
            }
          />
        </section>
      </>
    );
  }
  return (
    <>
      {back}
      <StudentProfile student={student.data} onDeleted={() => void navigate(STUDENTS_PATH, { replace: true })} />
    </>
  );
}
