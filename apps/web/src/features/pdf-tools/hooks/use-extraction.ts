import { fillText, PdfTexts } from '@cdi/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../shared/ui/Toast';
import { extractPdf, ExtractionCancelled } from '../lib/extract-pdf';
import { applyProgress, initialProgress, resultsPageFor, type ExtractionMode, type PageProgress } from '../lib/extraction-run';
import type { ExtractionOptions } from '../lib/extraction-types';
import { ADVANCED_RESULTS_PATH, TEXT_RESULTS_PATH } from '../lib/paths';
import type { PDFDocumentProxy } from '../lib/pdfjs';

interface Running {
  mode: ExtractionMode;
  progress: PageProgress[];
  /** Set when the run has ended with pages it could not read: the panel says which before moving on. */
  showResults?: () => void;
}

/**
 * One extraction run at a time over the open PDF: per-page progress while it runs, Cancel to stop it
 * (the viewer stays as it was), and on success the results page with the state the results pages read.
 */
export function useExtraction(doc: PDFDocumentProxy | null, fileName: string, fileId: string | null) {
  const navigate = useNavigate();
  const [running, setRunning] = useState<Running | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the viewer stops a run.
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (mode: ExtractionMode, options: ExtractionOptions) => {
      if (!doc || controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      setError(null);
      setRunning({ mode, progress: initialProgress(doc.numPages) });
      try {
        const result = await extractPdf(doc, {
          mode,
          options,
          fileName,
          signal: abort.signal,
          onPage: (update) => setRunning((run) => run && { ...run, progress: applyProgress(run.progress, update) }),
        });
        const id = fileId ?? '';
        const showResults = () => {
          if (resultsPageFor(mode) === 'basic') {
            void navigate(TEXT_RESULTS_PATH, { state: { extractedData: result, fileId: id } });
          } else {
            void navigate(ADVANCED_RESULTS_PATH, { state: { extractionResult: result, extractionOptions: options, fileId: id } });
          }
        };
        if (result.pages.some((page) => page.error)) {
          setRunning((run) => run && { ...run, showResults });
          return;
        }
        setRunning(null);
        showResults();
      } catch (failure) {
        setRunning(null);
        if (failure instanceof ExtractionCancelled) {
          notify(PdfTexts.viewer.extractionCancelled, 'info');
        } else {
          console.error('Extraction failed', failure);
          setError(
            fillText(PdfTexts.viewer.extractionFailed, { reason: failure instanceof Error ? failure.message : String(failure) }),
          );
        }
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [doc, fileName, fileId, navigate],
  );

  /** Stops a run, or closes the panel of one that ended with unread pages. */
  const cancel = useCallback(() => {
    if (controller.current) controller.current.abort();
    else setRunning(null);
  }, []);

  return { running, error, start, cancel };
}
