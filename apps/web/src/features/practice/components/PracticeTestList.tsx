import { PracticeTexts, Texts } from '@cdi/contracts';
import { Button } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { useFallbackTest, usePracticeTests } from '../hooks/use-practice-tests';
import { shouldUseFallback } from '../lib/practice-run';
import { PracticeTestCard } from './PracticeTestCard';
import '../practice.css';

/** The public practice tests; when the server cannot be reached, the built-in sample reading test instead. */
export function PracticeTestList() {
  const tests = usePracticeTests();
  const offline = tests.isError && shouldUseFallback(tests.error);
  const sample = useFallbackTest(offline);

  if (tests.isPending) return <Spinner label={PracticeTexts.loadingTests} />;
  if (!tests.data) {
    return (
      <>
        <Notice tone="error">
          {PracticeTexts.failedToLoadTests}{' '}
          <Button size="small" onClick={() => void tests.refetch()}>
            {Texts.tryAgain}
          </Button>
        </Notice>
        {offline && sample.data && (
          <section className="practice-offline" aria-label={sample.data.summary.title}>
            <p>{PracticeTexts.sampleTestOffline}</p>
            <PracticeTestCard test={sample.data.summary} />
          </section>
        )}
      </>
    );
  }
  if (tests.data.length === 0) {
    return (
      <section className="panel">
        <EmptyState title={PracticeTexts.noPracticeTests} description={PracticeTexts.noPracticeTestsDescription} />
      </section>
    );
  }
  return (
    <ul className="test-cards" aria-label={PracticeTexts.practiceTestsTitle}>
      {tests.data.map((test) => (
        <li key={test.id}>
          <PracticeTestCard test={test} />
        </li>
      ))}
    </ul>
  );
}
