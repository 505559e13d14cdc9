import type * as PdfJsModule from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { PdfJsAssetPaths } from './pdfjs-assets';

export type PdfJs = typeof PdfJsModule;
export type { PDFDocumentProxy, PDFPageProxy, RenderTask } from 'pdfjs-dist';

/** pdf.js itself could not be fetched (a dropped connection, a deploy): the viewer says 'PDF.js library not loaded'. */
export class PdfJsUnavailable extends Error {
  override readonly name = 'PdfJsUnavailable';
}

let loading: Promise<PdfJs> | null = null;

/**
 * pdf.js, loaded on first use: the library and its worker stay out of the first screen's download
 * (scripts/bundle-report.mjs fails the build otherwise). The worker is a file of this build (Vite's `?url`),
 * never a CDN's. One load is shared; a failed one is forgotten, so the next call tries again, as
 * RetryableLazy does for the charts.
 */
export function loadPdfJs(): Promise<PdfJs> {
  if (!loading) {
    const attempt = Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
      ([pdfjs, worker]) => {
        pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
        return pdfjs;
      },
      (error: unknown) => {
        throw new PdfJsUnavailable('pdf.js could not be loaded', { cause: error });
      },
    );
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
  }
  return loading;
}

/**
 * Opens a PDF from its bytes. pdf.js takes ownership of the buffer it is given (it moves it to its
 * worker), so it gets a copy: the caller keeps the original for the download.
 */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfJs();
  return pdfjs.getDocument({
    data: bytes.slice(),
    ...PdfJsAssetPaths,
    // A PDF's forms and scripts are not needed to read or extract its pages.
    enableXfa: false,
  }).promise;
}
