import {
  OkSchema,
  PdfDocumentPaths,
  PdfDocumentResponseSchema,
  PdfDocumentsResponseSchema,
  PdfIdParamSchema,
} from '@cdi/contracts';
import { z } from 'zod';
import type { ApiRoute } from './api-routes';

/** An admin works with its centre's PDFs; a developer with the platform's own. */
const staff = ['admin', 'developer'] as const;

const PdfUploadFormSchema = z.object({
  file: z.string().meta({ format: 'binary', description: 'The PDF (judged by its bytes), at most 50MB.' }),
});

/** The PDF tools' stored PDFs. */
export const PDF_DOCUMENT_ROUTES: readonly ApiRoute[] = [
  {
    method: 'get',
    path: PdfDocumentPaths.list,
    tag: 'pdfDocuments',
    summary:
      "The caller's stored PDFs, newest first: an admin's centre's (with its storage usage and quota), or the platform's for a developer",
    access: staff,
    response: PdfDocumentsResponseSchema,
  },
  {
    method: 'post',
    path: PdfDocumentPaths.list,
    tag: 'pdfDocuments',
    summary:
      "Stores a PDF under a cleaned name (multipart field file; 413 past 50MB as it streams in or past the centre's storage quota, 400 when its bytes are not a PDF)",
    access: staff,
    body: { schema: PdfUploadFormSchema, contentTypes: ['multipart/form-data'] },
    response: PdfDocumentResponseSchema,
    rateLimited: true,
  },
  {
    method: 'get',
    path: PdfDocumentPaths.file,
    tag: 'pdfDocuments',
    summary: "A stored PDF's bytes, as an attachment",
    access: staff,
    params: PdfIdParamSchema,
    response: { file: 'application/pdf' },
  },
  {
    method: 'delete',
    path: PdfDocumentPaths.one,
    tag: 'pdfDocuments',
    summary: 'Deletes a stored PDF and its file',
    access: staff,
    params: PdfIdParamSchema,
    response: OkSchema,
  },
];
