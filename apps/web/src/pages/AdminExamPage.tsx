import { useParams } from 'react-router-dom';
import { ExamPartDetailView, useExamPartPage } from '../features/exam-parts';
import { BackLink } from '../shared/ui/BackLink';
import { Spinner } from '../shared/ui/Spinner';

const TESTS_PATH = '/admin-dashboard/tests';

/** /admin-dashboard/exam/{id}: one of the tenant's parts, read only. */
export function AdminExamPage() {
  const { id = '' } = useParams();
  const { exam } = useExamPartPage('admin', id, { listPath: TESTS_PATH, showNotFound: false });
  if (!exam) return <Spinner />;
  return (
    <>
      <BackLink to={TESTS_PATH} label="Back to Tests" />
      <ExamPartDetailView scope="admin" exam={exam} />
    </>
  );
}
