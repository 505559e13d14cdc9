import { PDF_MIME, PdfTexts } from '@cdi/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BackLink } from '../../../shared/ui/BackLink';
import { Button } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Notice } from '../../../shared/ui/Notice';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Spinner } from '../../../shared/ui/Spinner';
import { useExtraction } from '../hooks/use-extraction';
import { useExtractionOptions } from '../hooks/use-extraction-options';
import { usePdfDocument, type PdfDocumentState } from '../hooks/use-pdf-document';
import { PDF_PORTAL_PATH } from '../lib/paths';
import { clampPage, downloadName, rotateClockwise, zoomAt } from '../lib/viewer-controls';
import '../pdf-tools.css';
import { ExtractionPanel } from './ExtractionPanel';
import { ExtractionProgress } from './ExtractionProgress';
import { LocalPdfPicker } from './LocalPdfPicker';
import { PdfPageView } from './PdfPageView';
import { PdfToolbar } from './PdfToolbar';
import { saveFile } from '../../../shared/files/save-file';

const T = PdfTexts.viewer;

type Ready = Extract<PdfDocumentState, { status: 'ready' }>;

/** Saves the original bytes under the PDF's own name. */
function download(ready: Ready): void {
  saveFile(downloadName(ready.fileName), new Blob([ready.bytes as BlobPart], { type: PDF_MIME }));
}

/** The open PDF: controls, the page, and the extraction panel (or a run's progress). */
function OpenPdf({ ready }: { ready: Ready }) {
  const [page, setPage] = useState(1);
  const [zoomStep, setZoomStep] = useState(0);
  const [rotation, setRotation] = useState(0);
  const [options, setOptions] = useExtractionOptions();
  const extraction = useExtraction(ready.doc, ready.fileName, ready.fileId);
  const pages = ready.doc.numPages;
  const goTo = (next: number) => setPage(clampPage(next, pages));
  const running = extraction.running;

  return (
    <>
      <PdfToolbar
        page={page}
        pages={pages}
        zoomStep={zoomStep}
        rotation={rotation}
        onPage={goTo}
        onZoom={setZoomStep}
        onRotate={() => setRotation(rotateClockwise)}
        onDownload={() => download(ready)}
      />
      <div className="pdf-viewer__body">
        <PdfPageView doc={ready.doc} page={page} zoom={zoomAt(zoomStep)} rotation={rotation} onPage={goTo} />
        <div className="pdf-viewer__side">
          {extraction.error && <Notice tone="error">{extraction.error}</Notice>}
          {running && (
            <ExtractionProgress progress={running.progress} onCancel={extraction.cancel} onShowResults={running.showResults} />
          )}
          <ExtractionPanel
            options={options}
            onOptions={setOptions}
            onExtract={(mode) => void extraction.start(mode, options)}
            disabled={running !== null}
            busyMode={running && !running.showResults ? running.mode : null}
          />
        </div>
      </div>
    </>
  );
}

function LoadProblem({ state, onRetry }: { state: Extract<PdfDocumentState, { status: 'error' }>; onRetry: () => void }) {
  if (state.failure === 'not-found') {
    return (
      <Notice tone="error">
        <strong>{PdfTexts.notFound}</strong> {T.notFoundHint} <Link to={PDF_PORTAL_PATH}>{T.backToPortal}</Link>
      </Notice>
    );
  }
  return (
    <Notice tone="error">
      {state.message}{' '}
      <Button size="small" onClick={onRetry}>
        {T.retry}
      </Button>
    </Notice>
  );
}

/**
 * Spec 2's PDF viewer: the stored PDF named by `fileId` (or one opened from this computer), paged,
 * zoomed, rotated and downloaded, and read by the extraction runs into the results pages.
 */
export function PdfViewer({ fileId }: { fileId: string | null }) {
  const { state, openLocalFile, retry } = usePdfDocument(fileId);
  return (
    <div className="pdf-viewer">
      <BackLink to={PDF_PORTAL_PATH} label={T.backToPortal} />
      <PageHeader
        title={T.title}
        subtitle={state.status === 'ready' ? state.fileName : undefined}
        actions={<LocalPdfPicker onOpen={openLocalFile} />}
      />
      {state.status === 'loading' && <Spinner label={PdfTexts.loadingPdf} />}
      {state.status === 'error' && <LoadProblem state={state} onRetry={retry} />}
      {state.status === 'empty' && <EmptyState title={PdfTexts.noPdfLoaded} description={T.noPdfHint} />}
      {state.status === 'ready' && <OpenPdf key={state.loadId} ready={state} />}
    </div>
  );
}
