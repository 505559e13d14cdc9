import { useEffect, useRef, useState, type RefObject } from 'react';
import type { PDFDocumentProxy, RenderTask } from '../lib/pdfjs';
import { renderPixelRatio } from '../lib/viewer-controls';

function isCancellation(error: unknown): boolean {
  return error instanceof Error && error.name === 'RenderingCancelledException';
}

interface DrawRequest {
  canvas: HTMLCanvasElement;
  doc: PDFDocumentProxy;
  pageNumber: number;
  zoom: number;
  rotation: number;
  /** The render to wait for before touching the canvas (it was just cancelled). */
  previous: RenderTask | null;
  isCancelled: () => boolean;
  onTask: (task: RenderTask) => void;
}

/** Draws the page, sized in CSS pixels at the zoom and in device pixels for sharpness. */
async function drawPage({ canvas, doc, pageNumber, zoom, rotation, previous, isCancelled, onTask }: DrawRequest): Promise<void> {
  await previous?.promise.catch(() => undefined);
  if (isCancelled()) return;
  const page = await doc.getPage(pageNumber);
  if (isCancelled()) return;
  // The page's own rotation plus the viewer's.
  const rotate = (page.rotate + rotation) % 360;
  const cssViewport = page.getViewport({ scale: zoom, rotation: rotate });
  const ratio = renderPixelRatio(cssViewport.width, cssViewport.height, window.devicePixelRatio);
  const viewport = page.getViewport({ scale: zoom * ratio, rotation: rotate });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${Math.floor(cssViewport.width)}px`;
  canvas.style.height = `${Math.floor(cssViewport.height)}px`;
  const task = page.render({ canvas, viewport, background: '#ffffff' });
  onTask(task);
  await task.promise;
}

/**
 * Draws one page into the canvas at the zoom and rotation asked for, sharp on high-density screens.
 * A new request cancels the render still running (fast paging or zooming) and waits for it to let go
 * of the canvas before drawing: pdf.js refuses two renders on one canvas.
 */
export function usePageRender(
  canvas: RefObject<HTMLCanvasElement | null>,
  doc: PDFDocumentProxy | null,
  pageNumber: number,
  zoom: number,
  rotation: number,
) {
  const key = `${pageNumber}:${zoom}:${rotation}`;
  // The last request that finished, and how: 'rendering' is any request not finished yet.
  const [finished, setFinished] = useState<{ key: string; failed: boolean } | null>(null);
  const running = useRef<RenderTask | null>(null);

  useEffect(() => {
    const target = canvas.current;
    if (!doc || !target) return;
    let cancelled = false;
    const previous = running.current;
    previous?.cancel();
    const request = `${pageNumber}:${zoom}:${rotation}`;
    drawPage({
      canvas: target,
      doc,
      pageNumber,
      zoom,
      rotation,
      previous,
      isCancelled: () => cancelled,
      onTask: (task) => {
        running.current = task;
      },
    }).then(
      () => {
        if (!cancelled) setFinished({ key: request, failed: false });
      },
      (error: unknown) => {
        if (cancelled || isCancellation(error)) return;
        console.error('PDF page render failed', error);
        setFinished({ key: request, failed: true });
      },
    );
    return () => {
      cancelled = true;
      running.current?.cancel();
    };
  }, [canvas, doc, pageNumber, zoom, rotation]);

  const done = finished?.key === key;
  return { failed: done && finished.failed, rendering: !done };
}
