import { fillText, PdfTexts } from '@cdi/contracts';
import { useRef, type KeyboardEvent } from 'react';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { usePageRender } from '../hooks/use-page-render';
import type { PDFDocumentProxy } from '../lib/pdfjs';
import { pageForKey } from '../lib/viewer-controls';

interface PdfPageViewProps {
  doc: PDFDocumentProxy;
  page: number;
  zoom: number;
  rotation: number;
  onPage: (page: number) => void;
}

/** The current page drawn on a canvas; with focus, Page Up/Down and the arrow keys turn pages. */
export function PdfPageView({ doc, page, zoom, rotation, onPage }: PdfPageViewProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { failed, rendering } = usePageRender(canvas, doc, page, zoom, rotation);
  const label = fillText(PdfTexts.viewer.pageOf, { page, pages: doc.numPages });

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const next = pageForKey(event.key, page, doc.numPages);
    if (next === null) return;
    event.preventDefault();
    if (next !== page) onPage(next);
  };

  return (
    <div className="pdf-page" aria-busy={rendering || undefined}>
      {failed && <Notice tone="error">{PdfTexts.failedToRender}</Notice>}
      <div className="pdf-page__scroller">
        <canvas
          ref={canvas}
          className="pdf-page__canvas"
          role="img"
          aria-label={label}
          tabIndex={0}
          aria-describedby="pdf-page-keys"
          onKeyDown={onKeyDown}
          hidden={failed}
        />
      </div>
      {rendering && (
        <div className="pdf-page__busy">
          <Spinner label={PdfTexts.loadingPdf} />
        </div>
      )}
      <p id="pdf-page-keys" className="pdf-page__keys">
        {PdfTexts.viewer.pageKeysHint}
      </p>
    </div>
  );
}
