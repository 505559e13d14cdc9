import { fillText, PdfTexts } from '@cdi/contracts';
import { useId } from 'react';
import { Button } from '../../../shared/ui/Button';
import { Notice } from '../../../shared/ui/Notice';
import { ProgressBar } from '../../../shared/ui/ProgressBar';
import { failedPageNumbers, overallFraction, type PageProgress, type PageStage } from '../lib/extraction-run';

const T = PdfTexts.viewer;

const STAGE_TEXT: Record<PageStage, string> = {
  waiting: T.pageWaiting,
  text: T.pageTextLayer,
  ocr: T.pageOcr,
  done: T.pageDone,
  failed: T.pageFailed,
};

interface ExtractionProgressProps {
  progress: PageProgress[];
  onCancel: () => void;
  /** Set once the run has ended with pages it could not read. */
  onShowResults?: () => void;
}

/** The run in progress: the overall 'Extracting' bar, one bar per page, the pages that failed, and Cancel. */
export function ExtractionProgress({ progress, onCancel, onShowResults }: ExtractionProgressProps) {
  const titleId = useId();
  const failed = failedPageNumbers(progress);
  const ended = onShowResults !== undefined;
  return (
    <section className="panel pdf-progress" aria-labelledby={titleId}>
      <div className="pdf-progress__header">
        <h2 id={titleId} className="panel__title">
          {T.progressTitle}
        </h2>
        {ended ? (
          <div className="pdf-progress__actions">
            <Button onClick={onCancel}>{T.closeProgress}</Button>
            <Button variant="primary" onClick={onShowResults}>
              {T.viewResults}
            </Button>
          </div>
        ) : (
          <Button variant="danger" onClick={onCancel}>
            {T.cancelExtraction}
          </Button>
        )}
      </div>
      <ProgressBar label={PdfTexts.extracting} percent={overallFraction(progress) * 100} />
      {failed.length > 0 && <Notice tone="error">{fillText(T.pagesFailed, { pages: failed.join(', ') })}</Notice>}
      <ol className="pdf-progress__pages">
        {progress.map((page) => (
          <li key={page.pageNumber} className={`pdf-progress__page pdf-progress__page--${page.stage}`}>
            <ProgressBar
              label={`${fillText(T.pageProgress, { page: page.pageNumber })} · ${STAGE_TEXT[page.stage]}`}
              percent={page.stage === 'done' || page.stage === 'failed' ? 100 : page.fraction * 100}
            />
            {page.error && <p className="pdf-progress__error">{page.error}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
