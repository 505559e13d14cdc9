import { Texts } from '@cdi/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { useAssignedTests } from '../hooks/use-assigned-tests';
import { AssignedTestCard } from './AssignedTestCard';

interface AssignedTestListProps {
  /** Where starting or continuing a test leads: the sitting's first page for it. */
  startPath: (testId: string) => string;
}

export function AssignedTestList({ startPath }: AssignedTestListProps) {
  const tests = useAssignedTests();
  const [now] = useState(Date.now);

  if (tests.isPending) return <Spinner label={Texts.loadingAssignedTests} />;
  if (!tests.data) {
    return (
      <Notice tone="error">
        {errorMessage(tests.error, Texts.failedToLoadAssignedTests)}{' '}
        <Button size="small" onClick={() => void tests.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  }
  if (tests.data.length === 0) {
    return (
      <section className="panel">
        <EmptyState title={Texts.noTestsAssignedTitle} description={Texts.noTestsAssignedDescription} />
      </section>
    );
  }
  return (
    <ul className="test-cards" aria-label={Texts.assignedTestsTitle}>
      {tests.data.map((test) => (
        <li key={test.assignment_id}>
          <AssignedTestCard test={test} now={now} startPath={startPath} />
        </li>
      ))}
    </ul>
  );
}
