import { PDF_UPLOAD_PROCESSING_MS, type PdfDocument } from '@cdi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { delay } from '../../../shared/hooks/delay';
import {
  deletePdfDocument,
  downloadPdfDocument,
  listPdfDocuments,
  pdfDocumentKeys,
  uploadPdfDocument,
} from '../api/pdf-documents-api';

export function usePdfDocuments() {
  return useQuery({ queryKey: pdfDocumentKeys.list(), queryFn: ({ signal }) => listPdfDocuments(signal) });
}

/**
 * Uploads a PDF, reporting the percent sent. Spec 2's 'Processing' state lasts at least
 * PDF_UPLOAD_PROCESSING_MS, so a quick upload does not flash past. Cancelled when the caller unmounts.
 */
export function useUploadPdf() {
  const queryClient = useQueryClient();
  const [sentPercent, setSentPercent] = useState(0);
  const controller = useRef<AbortController | null>(null);

  const mutation = useMutation({
    mutationFn: async (file: File): Promise<PdfDocument> => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setSentPercent(0);
      const [pdf] = await Promise.all([
        uploadPdfDocument(file, (fraction) => setSentPercent(fraction * 100), abort.signal),
        delay(PDF_UPLOAD_PROCESSING_MS, abort.signal),
      ]);
      setSentPercent(100);
      return pdf;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pdfDocumentKeys.all }),
  });

  useEffect(() => () => controller.current?.abort(), []);
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { ...mutation, sentPercent, cancel };
}

/** Deletes one PDF (the confirmation dialog's mutation). */
export function useDeletePdf(pdfId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePdfDocument(pdfId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pdfDocumentKeys.all }),
  });
}

export function useDownloadPdf() {
  return useMutation({ mutationFn: (pdf: PdfDocument) => downloadPdfDocument(pdf) });
}
