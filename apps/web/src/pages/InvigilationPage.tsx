import { Texts } from '@cdi/contracts';
import { AssignmentsTable, useInvigilationAssignments } from '../features/invigilation';
import { errorMessage } from '../shared/api/api-error';
import { Button } from '../shared/ui/Button';
import { EmptyState } from '../shared/ui/EmptyState';
import { Notice } from '../shared/ui/Notice';
import { PageHeader } from '../shared/ui/PageHeader';
import { Spinner } from '../shared/ui/Spinner';

/** /admin-dashboard/invigilation: the tests being sat now, refreshed every 15 s and when the window regains focus. */
export function InvigilationPage() {
  const assignments = useInvigilationAssignments();
  return (
    <>
      <PageHeader title="Invigilation" subtitle="Tests being sat now at your centre; open one to watch it live" />
      {assignments.isError && (
        <Notice tone="error">
          {errorMessage(assignments.error, Texts.failedToLoadTestsBeingSat)}{' '}
          <Button size="small" onClick={() => void assignments.refetch()}>
            Try again
          </Button>
        </Notice>
      )}
      <section className="panel" aria-label="Tests being sat">
        {assignments.isPending && <Spinner />}
        {assignments.data && assignments.data.length > 0 && <AssignmentsTable assignments={assignments.data} />}
        {assignments.data && assignments.data.length === 0 && <EmptyState title={Texts.noTestsBeingSat} />}
      </section>
    </>
  );
}
