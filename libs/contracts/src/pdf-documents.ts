import { z } from 'zod';
import { storableText } from './storable-text';

/**
 * The PDF tools (spec 2's admin portal): a centre's mock-test PDFs, kept like other uploaded files and
 * scoped to the tenant (a developer's PDFs belong to the platform, not to any centre). Extraction and
 * OCR run in the browser; the server only stores, lists, serves and deletes the files.
 */
export const PdfDocumentPaths = {
  /** GET the caller's PDFs (newest first); POST one as multipart field `file`. */
  list: '/pdf-documents',
  /** DELETE one PDF. */
  one: '/pdf-documents/:pdfId',
  /** GET the PDF's bytes (application/pdf). */
  file: '/pdf-documents/:pdfId/file',
} as const;

/** Spec 2: "The text states a maximum size of 50MB"; enforced in the browser and by the server. */
export const PDF_MAX_BYTES = 50 * 1024 * 1024;
export const PDF_MIME = 'application/pdf';
/** Spec 2's 'Processing' state before the viewer opens. */
export const PDF_UPLOAD_PROCESSING_MS = 1500;
/** How many PDFs one tenant (or the platform) may keep. */
export const PDF_MAX_DOCUMENTS = 500;
/** PDF uploads per user per minute. */
export const PDF_UPLOADS_PER_MINUTE = 20;
export const PDF_FILE_NAME_MAX = 200;

/** Spec 2's texts for the admin portal, viewer and results pages (where the spec names them). */
export const PdfTexts = {
  // welcome / upload
  dropNonPdf: 'Please upload only PDF files.',
  chooseNonPdf: 'Please select a PDF file.',
  viewerNonPdf: 'Please select a valid PDF file.',
  maxSize: 'Maximum file size: 50MB',
  /** {size} is the file's size, e.g. "51.0 MB". */
  tooLarge: 'The file is {size}; the maximum is 50MB.',
  uploadAndView: 'Upload & View PDF',
  processing: 'Processing',
  removeFile: 'Remove File',
  // viewer
  libraryNotLoaded: 'PDF.js library not loaded',
  failedToLoad: "Failed to load PDF file. Please make sure it's a valid PDF.",
  failedToRender: 'Failed to render PDF page.',
  loadingPdf: 'Loading PDF',
  extracting: 'Extracting',
  noPdfLoaded: 'No PDF Loaded',
  /** The viewer's controls, extraction panel and options dialog (in a group of their own). */
  viewer: {
    title: 'PDF Viewer',
    backToPortal: 'Back to Admin Portal',
    noPdfHint: 'Open a PDF from this computer, or upload one on the admin portal.',
    openLocal: 'Open a PDF from this computer',
    notFoundHint: 'It may have been deleted. Upload it again on the admin portal.',
    retry: 'Try again',
    toolbar: 'PDF controls',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    /** {page} of {pages}: the canvas's label and the navigation's text. */
    pageOf: 'Page {page} of {pages}',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    zoomLevel: 'Zoom',
    rotate: 'Rotate',
    /** {degrees}: the rotation now shown. */
    rotation: 'Rotated {degrees}°',
    download: 'Download',
    pageKeysHint: 'With the page focused: Page Up / Page Down or the arrow keys turn pages.',
    extractionPanel: 'Advanced Text Extraction',
    useOcr: 'Use OCR for scanned PDFs',
    enhanceImages: 'Enhance images for better OCR',
    aiStructuring: 'AI text structuring',
    structuringLocal: 'Structuring runs in this browser: nothing is sent to any AI service, and nothing leaves it.',
    smartExtract: 'Smart Extract',
    smartExtractHint: 'The text layer of each page; OCR for pages without one when OCR is on.',
    testOcr: 'Test OCR',
    testOcrHint: 'OCR on every page.',
    testPdfJs: 'Test PDF.js',
    testPdfJsHint: 'The text layer only, on the basic results page.',
    altOcr: 'Alt OCR Test',
    altOcrHint: 'OCR on every page, from the enhanced image.',
    options: 'Options',
    /** {language} and {quality}: the saved options, shown under the buttons. */
    optionsSummary: 'OCR language: {language} · Image quality: {quality}',
    optionsTitle: 'Extraction Options',
    ocrLanguage: 'OCR Language',
    notInstalled: 'not installed',
    imageQuality: 'Image Quality',
    imageQualityHint: 'The page is rendered at 1×, 1.5× or 2× for OCR: higher reads small print better, but is slower.',
    languages: {
      eng: 'English',
      spa: 'Spanish',
      fra: 'French',
      deu: 'German',
      chi_sim: 'Chinese (Simplified)',
      ara: 'Arabic',
    },
    qualities: { low: 'Low', medium: 'Medium', high: 'High' },
    cancel: 'Cancel',
    saveOptions: 'Save Options',
    optionsSaved: 'Extraction options saved.',
    progressTitle: 'Extraction progress',
    /** {page}: the page number. */
    pageProgress: 'Page {page}',
    pageWaiting: 'Waiting',
    pageTextLayer: 'Text layer',
    pageOcr: 'OCR',
    pageDone: 'Done',
    pageFailed: 'Failed',
    /** {pages}: the numbers of the pages that could not be read. */
    pagesFailed: 'These pages could not be read: {pages}. The others were extracted.',
    cancelExtraction: 'Cancel',
    viewResults: 'View results',
    closeProgress: 'Close',
    extractionCancelled: 'Extraction cancelled.',
    extractionFailed: 'The extraction stopped: {reason}',
    ocrLanguageUnavailable: 'The chosen OCR language is not installed; choose another in Options.',
  },
  // results
  noTextData: 'No Text Data Found',
  noExtractionData: 'No Extraction Data Found',
  extractFirst: 'Please extract text from a PDF first.',
  noPagesFound: 'No pages found',
  noPagesMatch: 'No pages match your search term.',
  noTextExtracted: 'No text was extracted from any pages.',
  copyAll: 'Copy All Text',
  copied: 'Copied!',
  downloadTxt: 'Download as TXT',
  // server
  notFound: 'PDF not found',
  tooMany: 'You can keep at most 500 PDFs; delete some first.',
  tooManyUploads: 'Too many uploads. Please wait a moment and try again.',
} as const;

export const PdfIdParamSchema = z.object({ pdfId: z.uuid() });

export const PdfDocumentSchema = z.object({
  id: z.uuid(),
  file_name: storableText({ error: 'File name is required' }).min(1).max(PDF_FILE_NAME_MAX),
  size_bytes: z.number().int().nonnegative(),
  uploaded_by: z.string().nullable(),
  created_at: z.string(),
});
export type PdfDocument = z.infer<typeof PdfDocumentSchema>;

export const PdfDocumentsResponseSchema = z.object({ success: z.literal(true), pdfs: z.array(PdfDocumentSchema) });
export const PdfDocumentResponseSchema = z.object({ success: z.literal(true), pdf: PdfDocumentSchema });
