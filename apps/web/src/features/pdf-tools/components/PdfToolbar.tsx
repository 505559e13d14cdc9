import { fillText, PdfTexts } from '@cdi/contracts';
import { Button } from '../../../shared/ui/Button';
import { Icon } from '../../../shared/ui/Icon';
import { ZOOM_MAX_STEP, ZOOM_MIN_STEP, zoomPercent } from '../lib/viewer-controls';

const T = PdfTexts.viewer;

interface PdfToolbarProps {
  page: number;
  pages: number;
  zoomStep: number;
  rotation: number;
  onPage: (page: number) => void;
  onZoom: (step: number) => void;
  onRotate: () => void;
  onDownload: () => void;
}

/** Page navigation, zoom, rotation and download (spec 2's viewer controls). */
export function PdfToolbar({ page, pages, zoomStep, rotation, onPage, onZoom, onRotate, onDownload }: PdfToolbarProps) {
  return (
    <div className="pdf-toolbar" role="toolbar" aria-label={T.toolbar}>
      <div className="pdf-toolbar__group">
        <Button size="small" aria-label={T.previousPage} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <span aria-hidden="true">‹</span>
        </Button>
        <span className="pdf-toolbar__status" aria-live="polite">
          {fillText(T.pageOf, { page, pages })}
        </span>
        <Button size="small" aria-label={T.nextPage} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          <span aria-hidden="true">›</span>
        </Button>
      </div>
      <div className="pdf-toolbar__group">
        <Button size="small" aria-label={T.zoomOut} disabled={zoomStep <= ZOOM_MIN_STEP} onClick={() => onZoom(zoomStep - 1)}>
          <span aria-hidden="true">−</span>
        </Button>
        <span
          className="pdf-toolbar__status pdf-toolbar__zoom"
          aria-label={`${T.zoomLevel} ${zoomPercent(zoomStep)}`}
          role="status"
        >
          {zoomPercent(zoomStep)}
        </span>
        <Button size="small" aria-label={T.zoomIn} disabled={zoomStep >= ZOOM_MAX_STEP} onClick={() => onZoom(zoomStep + 1)}>
          <span aria-hidden="true">+</span>
        </Button>
      </div>
      <div className="pdf-toolbar__group">
        <Button size="small" onClick={onRotate} aria-describedby="pdf-rotation">
          <Icon name="refresh" size={16} />
          {T.rotate}
        </Button>
        <span id="pdf-rotation" className="pdf-toolbar__hint">
          {fillText(T.rotation, { degrees: rotation })}
        </span>
        <Button size="small" onClick={onDownload} icon={<Icon name="download" size={16} />}>
          {T.download}
        </Button>
      </div>
    </div>
  );
}
