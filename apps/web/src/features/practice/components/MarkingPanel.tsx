import { PracticeTexts } from '@cdi/contracts';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { shouldUseFallback } from '../lib/practice-run';

interface MarkingPanelProps {
  title: string;
  marking: boolean;
  /** Why the last attempt failed; null before any attempt. */
  error: unknown;
  onRetry: () => void;
}

/** A finished run waiting for the server to mark it: the answers are kept until it does. */
export function MarkingPanel({ title, marking, error, onRetry }: MarkingPanelProps) {
  return (
    <section className="panel practice-marking" aria-labelledby="practice-marking-title">
      <h1 id="practice-marking-title" className="panel__title">
        {title}
      </h1>
      {marking ? (
        <Spinner label={PracticeTexts.markingAnswers} />
      ) : (
        <>
          {error ? (
            <Notice tone="error">
              {shouldUseFallback(error) ? PracticeTexts.markingNeedsServer : errorMessage(error, PracticeTexts.failedToFetchTest)}
            </Notice>
          ) : (
            <p>{PracticeTexts.answersKept}</p>
          )}
          <div>
            <Button variant="primary" onClick={onRetry}>
              {PracticeTexts.tryMarkingAgain}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
