import { ResultTexts } from '@cdi/contracts';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { useMyResults } from '../hooks/use-results';
import { newestFirst } from '../lib/result-format';
import { SittingCard } from './SittingCard';
import '../results.css';

/** The signed-in candidate's sittings, newest first. */
export function CandidateResults() {
  const results = useMyResults();
  if (results.isPending) return <Spinner label={ResultTexts.loading} />;
  if (results.isError) {
    return (
      <Notice tone="error">
        {errorMessage(results.error, ResultTexts.failedToLoad)}{' '}
        <Button size="small" busy={results.isFetching} onClick={() => void results.refetch()}>
          {ResultTexts.tryAgain}
        </Button>
      </Notice>
    );
  }
  if (results.data.length === 0) {
    return (
      <section className="panel">
        <EmptyState title={ResultTexts.noSittings} description={ResultTexts.noSittingsHint} />
      </section>
    );
  }
  return (
    <ul className="results-sittings">
      {newestFirst(results.data).map((sitting) => (
        <li key={sitting.attempt_id}>
          <SittingCard sitting={sitting} />
        </li>
      ))}
    </ul>
  );
}
