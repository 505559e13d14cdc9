import { Texts } from '@cdi/contracts';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../../shared/ui/Button';
import { Notice } from '../../../../shared/ui/Notice';
import { Spinner } from '../../../../shared/ui/Spinner';

/**
 * Loading and failure of a section's content. The failure reads as the spec has it, with
 * Go Back and a way to try again; the answers already given stay in the engine either way.
 */
export function SectionContentState({ loadingLabel, error, retry }: { loadingLabel: string; error: unknown; retry: () => void }) {
  const navigate = useNavigate();
  if (!error) return <Spinner fullPage label={loadingLabel} />;
  return (
    <main className="candidate-page__content">
      <Notice tone="error">
        {Texts.failedToLoadExamData}{' '}
        <Button size="small" onClick={retry}>
          {Texts.tryAgain}
        </Button>{' '}
        <Button size="small" onClick={() => void navigate(-1)}>
          {Texts.goBack}
        </Button>
      </Notice>
    </main>
  );
}
