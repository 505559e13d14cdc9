import { PdfIdParamSchema, PdfTexts } from '@cdi/contracts';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { fetchPdfFile } from '../api/pdf-documents-api';
import { openPdf, PdfJsUnavailable, type PDFDocumentProxy } from '../lib/pdfjs';
import { pdfFileProblem } from '../lib/pdf-file-check';

export type PdfLoadFailure = 'not-found' | 'library' | 'invalid' | 'fetch';

interface Source {
  /** The original bytes, for the download. */
  bytes: Uint8Array;
  fileName: string;
  /** The stored PDF's id; null for a file opened from this computer. */
  fileId: string | null;
}

type Failure = { status: 'error'; failure: PdfLoadFailure; message: string };

export type PdfDocumentState =
  | { status: 'empty' }
  | { status: 'loading' }
  | Failure
  | (Source & {
      status: 'ready';
      doc: PDFDocumentProxy;
      /** Tells one opened document from the next (the viewer starts again at page 1). */
      loadId: number;
    });

function openFailure(error: unknown): Failure {
  if (error instanceof PdfJsUnavailable) return { status: 'error', failure: 'library', message: PdfTexts.libraryNotLoaded };
  return { status: 'error', failure: 'invalid', message: PdfTexts.failedToLoad };
}

function fetchFailure(error: unknown): Failure {
  if (error instanceof ApiError && error.status === 404)
    return { status: 'error', failure: 'not-found', message: PdfTexts.notFound };
  return { status: 'error', failure: 'fetch', message: error instanceof ApiError ? error.message : PdfTexts.failedToLoad };
}

const NOT_FOUND: Failure = { status: 'error', failure: 'not-found', message: PdfTexts.notFound };

/** Not an id the store could have issued: no need to ask the server. */
const isPdfId = (id: string) => PdfIdParamSchema.safeParse({ pdfId: id }).success;

let nextLoadId = 1;

/**
 * The PDF the viewer shows: the stored one named by `fileId` (fetched with the session's token), or one
 * opened from this computer, which then takes its place. The open document is destroyed when replaced
 * or when the viewer closes, which frees pdf.js's worker memory. Every state is set from a callback;
 * what is loading is derived from which request has answered.
 */
export function usePdfDocument(fileId: string | null) {
  const [attempt, setAttempt] = useState(0);
  const [source, setSource] = useState<Source | null>(null);
  const [fetched, setFetched] = useState<{ request: string; failure: Failure } | null>(null);
  const [opened, setOpened] = useState<{ source: Source; attempt: number; state: PdfDocumentState } | null>(null);
  const fetchKey = `${fileId ?? ''}:${attempt}`;

  // The stored PDF's bytes (again when the id changes, or on retry).
  useEffect(() => {
    if (!fileId || !isPdfId(fileId)) return;
    const controller = new AbortController();
    const request = `${fileId}:${attempt}`;
    fetchPdfFile(fileId, controller.signal).then(
      (file) => setSource({ ...file, fileId }),
      (error: unknown) => {
        if (!controller.signal.aborted) setFetched({ request, failure: fetchFailure(error) });
      },
    );
    return () => controller.abort();
  }, [fileId, attempt]);

  // The bytes opened with pdf.js (again on retry, e.g. after the library failed to load).
  useEffect(() => {
    if (!source) return;
    let cancelled = false;
    let doc: PDFDocumentProxy | null = null;
    openPdf(source.bytes).then(
      (opening) => {
        doc = opening;
        if (cancelled) {
          void opening.loadingTask.destroy();
          return;
        }
        setOpened({ source, attempt, state: { status: 'ready', doc: opening, ...source, loadId: nextLoadId++ } });
      },
      (error: unknown) => {
        if (!cancelled) setOpened({ source, attempt, state: openFailure(error) });
      },
    );
    return () => {
      cancelled = true;
      void doc?.loadingTask.destroy();
    };
  }, [source, attempt]);

  // A stored PDF answers for its own id only (a file from this computer stays until another is asked for).
  const current = source && (source.fileId === null || source.fileId === fileId) ? source : null;
  let state: PdfDocumentState;
  if (current) {
    state = opened?.source === current && opened.attempt === attempt ? opened.state : { status: 'loading' };
  } else if (!fileId) {
    state = { status: 'empty' };
  } else if (!isPdfId(fileId)) {
    state = NOT_FOUND;
  } else {
    state = fetched?.request === fetchKey ? fetched.failure : { status: 'loading' };
  }

  /** Opens a file from this computer; resolves with why it was refused (too large, not a PDF), or null. */
  const openLocalFile = useCallback(async (file: File): Promise<string | null> => {
    const problem = await pdfFileProblem(file, 'viewer');
    if (problem) return problem;
    const bytes = new Uint8Array(await file.arrayBuffer());
    setSource({ bytes, fileName: file.name, fileId: null });
    return null;
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { state, openLocalFile, retry };
}
