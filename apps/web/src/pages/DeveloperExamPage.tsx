import { UploadTexts } from '@cdi/contracts';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { DeleteExamPartDialog } from '../features/exam-parts';
import { ExamPartDetailView, useExamPartPage } from '../features/exam-parts';
import { BackLink } from '../shared/ui/BackLink';
import { EmptyState } from '../shared/ui/EmptyState';
import { PageHeader } from '../shared/ui/PageHeader';
import { Spinner } from '../shared/ui/Spinner';

const TESTS_PATH = '/dev/tests';

/** /dev/exam/{id} from the Test Manager, /dev/exams/{id}?admin_id= from the exams list. */
export function DeveloperExamPage({ from }: { from: 'tests' | 'exams' }) {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { exam, isPending, notFound } = useExamPartPage('developer', id, { listPath: TESTS_PATH, showNotFound: true });
  const [deleting, setDeleting] = useState(false);
  const adminId = params.get('admin_id');
  const back =
    from === 'exams'
      ? { to: adminId ? `/dev/exams?admin_id=${encodeURIComponent(adminId)}` : '/dev/exams', label: 'Back to Exams' }
      : { to: TESTS_PATH, label: 'Back to Tests' };

  if (notFound) {
    return (
      <>
        <PageHeader title={UploadTexts.examNotFoundTitle} />
        <section className="panel">
          <EmptyState
            title={UploadTexts.notFound}
            action={
              <Link to={TESTS_PATH} className="button button--primary">
                Back to Tests
              </Link>
            }
          />
        </section>
      </>
    );
  }
  if (isPending || !exam) return <Spinner />;
  return (
    <>
      <BackLink {...back} />
      <ExamPartDetailView scope="developer" exam={exam} onDelete={() => setDeleting(true)} />
      {deleting && (
        <DeleteExamPartDialog
          part={exam}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate(back.to, { replace: true })}
        />
      )}
    </>
  );
}
