import { pathTo, PdfDocumentPaths, PdfTexts } from '@cdi/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { apiFailure, buildUrl, parseJsonBody, sessionToken, signOutOnUnauthorized } from '../../../shared/api/client';

/** A stored PDF's bytes and the name to save it under. */
export interface PdfFile {
  bytes: Uint8Array;
  fileName: string;
}

/** Up to 50MB on a slow line: far more time than a page of JSON. */
const PDF_DOWNLOAD_TIMEOUT_MS = 120_000;

/** The file name from Content-Disposition (RFC 6266: filename* in UTF-8 first, then filename). */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // Not valid percent-encoding: try the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || fallback;
}

/**
 * A stored PDF's bytes (GET /api/pdf-documents/:pdfId/file) with the session's bearer token, like every
 * api call. A missing PDF (or another centre's) rejects with ApiError status 404 and 'PDF not found'.
 */
export async function fetchPdfBytes(pdfId: string, signal?: AbortSignal): Promise<PdfFile> {
  const headers = new Headers({ Accept: 'application/pdf' });
  const token = sessionToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const timeout = AbortSignal.timeout(PDF_DOWNLOAD_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(buildUrl(pathTo(PdfDocumentPaths.file, { pdfId })), {
      headers,
      credentials: 'include',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(PdfTexts.failedToLoad, { status: 0, timedOut: timeout.aborted });
  }
  if (!response.ok) {
    signOutOnUnauthorized(response.status);
    const fallback = response.status === 404 ? PdfTexts.notFound : PdfTexts.failedToLoad;
    throw apiFailure(response.status, parseJsonBody(await response.text()), fallback);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { bytes, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition'), `${pdfId}.pdf`) };
}
