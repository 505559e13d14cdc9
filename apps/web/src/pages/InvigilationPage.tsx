import { AssignmentTexts, Texts } from '@cdi/contracts';
import { AssignmentsTable, splitUpcoming, useInvigilationAssignments } from '../features/invigilation';
import { errorMessage } from '../shared/api/api-error';
import { Button } from '../shared/ui/Button';
import { EmptyState } from '../shared/ui/EmptyState';
import { Notice } from '../shared/ui/Notice';
import { PageHeader } from '../shared/ui/PageHeader';
import { Spinner } from '../shared/ui/Spinner';

/** /admin-dashboard/invigilation: the tests being sat now, refreshed every 15 s and when the window regains focus. */
export function InvigilationPage() {
  const assignments = useInvigilationAssignments();
  // The list is read again every 15 s: a sitting moves from upcoming to live by the next read.
  const split = assignments.data ? splitUpcoming(assignments.data, assignments.dataUpdatedAt) : undefined;
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
        {split && split.live.length > 0 && <AssignmentsTable assignments={split.live} />}
        {split && split.live.length === 0 && <EmptyState title={Texts.noTestsBeingSat} />}
      </section>
      {split && split.upcoming.length > 0 && (
        <section className="panel" aria-labelledby="upcoming-sittings">
          <h2 id="upcoming-sittings" className="panel__title">
            {AssignmentTexts.upcoming}
          </h2>
          <AssignmentsTable assignments={split.upcoming} caption={AssignmentTexts.upcoming} />
        </section>
      )}
    </>
  );
}
