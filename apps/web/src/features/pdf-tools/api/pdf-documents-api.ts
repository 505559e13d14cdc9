import {
  ADMIN_CLIENT_TIMEOUT_MS,
  PdfDocumentRoutes,
  PDF_MIME,
  PdfTexts,
  type PdfDocument,
  type PdfDocumentsResponse,
} from '@cdi/contracts';
import { callRoute, fetchRouteFile } from '../../../shared/api/call-route';
import { fileNameFromDisposition } from '../../../shared/api/client';
import { sendWithProgress } from '../../../shared/api/send-with-progress';
import { saveFile } from '../../../shared/files/save-file';

export const pdfDocumentKeys = {
  all: ['pdf-documents'] as const,
  list: () => [...pdfDocumentKeys.all, 'list'] as const,
};

/** Up to 50MB on a slow line: the bytes get far longer than a JSON call. */
const PDF_BYTES_TIMEOUT_MS = 120_000;

/**
 * The caller's stored PDFs, newest first (an admin's centre's, or the platform's for a developer), with
 * the centre's storage usage and quota (null for the platform's).
 */
export async function listPdfDocuments(signal?: AbortSignal): Promise<Omit<PdfDocumentsResponse, 'success'>> {
  const { pdfs, storage } = await callRoute(
    PdfDocumentRoutes.list,
    {},
    { timeoutMs: ADMIN_CLIENT_TIMEOUT_MS, fallbackError: PdfTexts.loadFailed, signal },
  );
  return { pdfs, storage };
}

/** Stores a PDF, reporting the share sent (0-1). */
export async function uploadPdfDocument(
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<PdfDocument> {
  const form = new FormData();
  form.append('file', file);
  // Progress needs XMLHttpRequest rather than callRoute; the path and the answer's schema are still the contract's.
  const { path, response } = PdfDocumentRoutes.upload;
  const { pdf } = await sendWithProgress(path, form, {
    schema: response,
    fallbackError: PdfTexts.uploadFailed,
    onProgress,
    signal,
  });
  return pdf;
}

export async function deletePdfDocument(pdfId: string): Promise<void> {
  await callRoute(
    PdfDocumentRoutes.remove,
    { params: { pdfId } },
    { timeoutMs: ADMIN_CLIENT_TIMEOUT_MS, fallbackError: PdfTexts.deleteFailed },
  );
}

/** The stored PDF's response, authenticated like every call; a failure is an ApiError. */
function requestPdf(pdfId: string, signal: AbortSignal | undefined): Promise<Response> {
  return fetchRouteFile(
    PdfDocumentRoutes.file,
    { params: { pdfId } },
    { accept: PDF_MIME, timeoutMs: PDF_BYTES_TIMEOUT_MS, fallbackError: PdfTexts.failedToLoad, signal },
  );
}

/**
 * A stored PDF's bytes, for the viewer (pdf.js takes an ArrayBuffer): authenticated like every call,
 * failing with an ApiError (404 with PdfTexts.notFound for a PDF the caller cannot see).
 */
export async function fetchPdfBytes(pdfId: string, signal?: AbortSignal): Promise<ArrayBuffer> {
  return (await requestPdf(pdfId, signal)).arrayBuffer();
}

/** A stored PDF's bytes and the name it was stored under (for the viewer's title and download). */
export interface PdfFile {
  bytes: Uint8Array;
  fileName: string;
}

/** Like fetchPdfBytes, with the file's name from the response (the api sends it in Content-Disposition). */
export async function fetchPdfFile(pdfId: string, signal?: AbortSignal): Promise<PdfFile> {
  const response = await requestPdf(pdfId, signal);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { bytes, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition'), `${pdfId}.pdf`) };
}

/** Saves a stored PDF under its own name. */
export async function downloadPdfDocument(pdf: PdfDocument): Promise<void> {
  const bytes = await fetchPdfBytes(pdf.id);
  saveFile(pdf.file_name, new Blob([bytes], { type: PDF_MIME }));
}
