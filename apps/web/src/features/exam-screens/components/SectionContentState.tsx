import { Texts } from '@cdi/contracts';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';

/** Loading and failure of a section's content, with a way to try again. */
export function SectionContentState({ loadingLabel, error, retry }: { loadingLabel: string; error: unknown; retry: () => void }) {
  if (!error) return <Spinner fullPage label={loadingLabel} />;
  return (
    <main className="candidate-page__content">
      <Notice tone="error">
        {errorMessage(error, Texts.failedToLoadExamData)}{' '}
        <Button size="small" onClick={retry}>
          {Texts.tryAgain}
        </Button>
      </Notice>
    </main>
  );
}
