import { z } from 'zod';
import { storableText } from './storable-text';
import { OkSchema } from './envelope';
import { defineRoute, MULTIPART_BODY } from './routes/define-route';

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
/** Bytes of PDFs one centre may keep, unless a developer sets the centre's own quota: 2 GB. */
export const PDF_STORAGE_QUOTA_DEFAULT_BYTES = 2 * 1024 ** 3;
/** The quotas a developer may set: from 1 MB to 1 TB. */
export const PDF_STORAGE_QUOTA_MIN_BYTES = 1024 ** 2;
export const PDF_STORAGE_QUOTA_MAX_BYTES = 1024 ** 4;

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
    imageQualityHint: 'The page is rendered at 1×, 1.5× or 2× for OCR: higher reads small print better, but is slower.',
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
  // OCR
  ocrUnreadable: 'This page could not be read. Try a higher image quality or the enhanced OCR.',
  ocrCancelled: 'Text recognition was cancelled.',
  ocrLanguageNotInstalled: 'not installed',
  // text extraction results page
  textResultsTitle: 'Text Extraction Results',
  backToViewer: 'Back to PDF Viewer',
  fileInfo: 'File information',
  fileName: 'File',
  totalPages: 'Pages',
  extractionDate: 'Extracted',
  processingTime: 'Processing time',
  statistics: 'Statistics',
  totalWords: 'Words',
  totalCharacters: 'Characters',
  pagesWithText: 'Pages with text',
  fullTextTab: 'Full Text',
  byPagesTab: 'By Pages',
  resultViews: 'Result views',
  searchLabel: 'Search the extracted text',
  searchPlaceholder: 'Search text...',
  /** {count} matches of the search term. */
  matches: '{count} matches',
  oneMatch: '1 match',
  /** {n}: the page number. */
  pageHeading: 'Page {n}',
  /** {count}: the page's words. */
  wordCount: '{count} words',
  // advanced extraction results page
  advancedResultsTitle: 'Advanced Extraction Results',
  overviewTab: 'Overview',
  aiStructuredTab: 'AI Structured',
  analyticsTab: 'Analytics',
  structuredInBrowser: "Structured in this browser by the platform's own analyser: no text was sent to any AI service.",
  structuredTitle: 'Title',
  structuredSections: 'Sections',
  keyPoints: 'Key points',
  noKeyPoints: 'No key points found.',
  downloadTxtShort: 'Download TXT',
  downloadJson: 'Download JSON',
  downloadJsonHint: 'The JSON holds every page with its lines, words and their boxes.',
  method: 'Method',
  methods: { 'pdf.js': 'PDF text layer (PDF.js)', ocr: 'OCR (Tesseract)' },
  methodsUsed: 'Methods used',
  confidence: 'Confidence',
  confidenceLevels: { high: 'High', medium: 'Medium', low: 'Low' },
  averageConfidence: 'Average confidence',
  processedImage: 'Processed image',
  /** {n}: the page number. */
  processedImageAlt: 'The image of page {n} that the OCR read',
  pageStructure: 'Page structure',
  noStructure: 'No structure was found on this page.',
  blockKinds: { heading: 'Heading', instruction: 'Instruction', question: 'Question', paragraph: 'Paragraph' },
  /** {n}: the question number. */
  questionNumber: 'Question {n}',
  pagesPerSecond: 'Pages per second',
  wordsPerSecond: 'Words per second',
  highQualityPages: 'High-quality pages',
  wordsPerPage: 'Words per page',
  configuration: 'Extraction configuration',
  useOcr: 'Use OCR for scanned PDFs',
  enhanceImages: 'Enhance images for better OCR',
  aiStructuring: 'AI text structuring',
  ocrLanguage: 'OCR Language',
  imageQuality: 'Image Quality',
  on: 'On',
  off: 'Off',
  ocrLanguages: {
    eng: 'English',
    spa: 'Spanish',
    fra: 'French',
    deu: 'German',
    chi_sim: 'Chinese (Simplified)',
    ara: 'Arabic',
  },
  imageQualities: { low: 'Low', medium: 'Medium', high: 'High' },
  // the built-in structure (spec 2's "AI structuring")
  beforeFirstHeading: 'Before the first heading',
  /** {numbers} lists runs of question numbers, e.g. "1-13" or "1-5, 7-13". */
  questionNumbersFound: 'Numbered questions: {numbers}',
  // the draft exam part dialog
  makeDraft: 'Make a draft exam part',
  draftDialogTitle: 'Draft exam part',
  draftFound: 'What was found',
  draftSection: 'Section',
  draftPart: 'Part',
  draftPartTitle: 'Title',
  draftQuestionNumbers: 'Question numbers',
  draftNone: 'None',
  draftGroups: 'Question groups',
  /** {numbers}: the group's question numbers, e.g. "1-5". */
  draftGroupNumbers: 'questions {numbers}',
  draftUnsureHeading: 'Check these fields',
  draftUnsureNone: 'Nothing had to be guessed: every field was read from the PDF.',
  draftUnsureMark: 'Unsure',
  draftProblemsHeading: 'The upload check would refuse this draft as it is:',
  draftValid: 'The upload check accepts this draft.',
  draftJson: 'Draft JSON',
  draftSolutionJson: 'Solution JSON',
  draftUnsurePaths: 'Unsure paths',
  draftNoSolution: 'No answer key was found in the PDF, so there is no solution file.',
  downloadDraft: 'Download draft JSON',
  downloadSolution: 'Download solution JSON',
  openInUpload: 'Open in upload',
  draftOpenNote:
    'Opens the upload form with this draft filled in. Choose the tenant and test group there; nothing is saved until you press Upload.',
  draftAdminNote:
    "Exam parts are added to a centre by the platform's developers, so they cannot be uploaded from here. Download the draft JSON (and its solution), check it, and send it to your developer.",
  draftClose: 'Close',
  // the draft exam part: stand-ins written into the draft where the PDF did not say (each listed as unsure)
  draftReadingTitle: 'Reading Passage {part}',
  draftListeningTitle: 'Listening Part {part}',
  draftNoPassage: 'The passage text was not found: paste it here.',
  draftNoInstructions: 'The instructions were not found: write them here.',
  draftNoQuestion: 'No question was found here.',
  draftQuestion: 'Question {number}',
  // why a draft field is unsure ({…} are filled in)
  unsureSection: 'No "READING PASSAGE" or listening heading was found; reading was assumed.',
  unsureSectionListening:
    'No "READING PASSAGE" or listening heading was found; the text mentions listening, so listening was assumed.',
  unsurePart: 'The part number is not printed; question {number} suggests part {part}.',
  unsureTitle: 'No title heading was found; a generic title was used.',
  unsureNoQuestions: 'No numbered questions were found.',
  unsureRepeated: 'Question {number} appears more than once; the repeat was left out.',
  unsureOrder: 'Question {number} comes after question {previous}.',
  unsureGap: 'Questions missing: {missing} (the numbering jumps from {previous} to {number}).',
  unsureRange: 'The instructions name questions {stated}, but {found} were found.',
  unsureNoPassage: 'No passage text was found before the questions.',
  unsureGroupTitle: '"{title}" was printed, but the questions found are {found}.',
  unsureNoInstructions: 'No instructions were found for this group.',
  unsureGroupEmpty: 'No numbered questions were found under these instructions.',
  unsureType: 'The instructions do not make the question type clear; short answer was used.',
  unsureHeadings:
    'Matching headings needs the list of headings and the paragraphs, which could not be read with certainty; short answer was used.',
  unsureOptions: 'No A-D options were found under this question; the letters stand in for them.',
  unsureWordLimit: 'The instructions state no word limit; 3 was used.',
  unsureNoBlank: 'No blank was found in this sentence; one was added at its end.',
  unsureBlanks: 'This sentence has {count} blanks but one number.',
  /** {title}: the printed group title, e.g. "Questions 6-9". */
  unsureSplit: 'The numbers under "{title}" jump, so the group was split there; these questions share its instructions.',
  unsureNoAnswer: 'The answer key has no answer for question {number}.',
  // server
  notFound: 'PDF not found',
  tooMany: 'You can keep at most 500 PDFs; delete some first.',
  /** {used} and {quota} as formatBytes writes them ("1.9 GB", "2 GB"); {size} the refused PDF's. */
  storageFull:
    "Your centre's PDF storage is full: {used} of {quota} is used and this PDF needs {size}. Delete PDFs you no longer need, or ask the platform team for more space.",
  /** {used} of {quota}, as formatBytes writes them: "1.2 GB of 2 GB used". */
  storageUsage: '{used} of {quota} used',
  storageLabel: 'PDF storage',
  quotaLabel: 'PDF storage quota (MB)',
  /** {quota} and {used} as formatBytes writes them. */
  quotaHint: 'Now {quota}, of which {used} is used. Leave blank to keep it.',
  quotaRange: 'Enter a PDF storage quota from 1 MB to 1 TB (1048576 MB).',
  tooManyUploads: 'Too many uploads. Please wait a moment and try again.',
  // welcome page
  portalTitle: 'Admin Portal',
  portalSubtitle: 'Upload a mock-test PDF to view it, read its pages and extract its text.',
  studentManagement: 'Student Management',
  studentManagementText: 'Add students, organise them into groups and manage their accounts.',
  scoreAnalytics: 'Score Analytics',
  scoreAnalyticsText: 'Review results and band scores across tests and groups.',
  contentManagement: 'Content Management',
  contentManagementText: 'Browse exam parts, build tests and assign them.',
  uploadTitle: 'Upload a PDF',
  dropHere: 'Drag and drop a PDF here, or',
  chooseFile: 'Choose a PDF',
  chosenFile: 'Chosen file',
  uploadFailed: 'Failed to upload the PDF',
  // the stored PDFs
  yourPdfs: 'Your PDFs',
  loadingPdfs: 'Loading your PDFs...',
  loadFailed: 'Failed to load your PDFs',
  noPdfs: 'No PDFs yet',
  noPdfsText: 'PDFs you upload appear here, ready to open in the viewer.',
  columnName: 'Name',
  columnSize: 'Size',
  columnUploadedBy: 'Uploaded by',
  columnUploaded: 'Uploaded',
  columnActions: 'Actions',
  unknownUploader: 'Unknown',
  open: 'Open',
  download: 'Download',
  delete: 'Delete',
  cancel: 'Cancel',
  deleteTitle: 'Delete PDF',
  deleteConfirm: 'Delete "{name}"? This cannot be undone.',
  deleted: 'PDF deleted',
  deleteFailed: 'Failed to delete the PDF',
  downloadFailed: 'Failed to download the PDF',
  pdfTools: 'PDF Tools',
  pdfToolsDescription: 'Upload, view and extract text from PDFs',
} as const;

/**
 * A size as the portal shows it, in megabytes: one decimal ("51.0 MB"), or two below a tenth of a
 * megabyte, so a small PDF does not read as empty ("0.01 MB"; never below that for a non-empty file).
 */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 0.1) return `${megabytes.toFixed(1)} MB`;
  return `${(bytes > 0 ? Math.max(megabytes, 0.01) : 0).toFixed(2)} MB`;
}

/**
 * Characters a file name never keeps: controls (U+0000-U+001F, DEL, C1), lone surrogates, and
 * invisible format characters, the bidi controls among them (U+202E turns "x\u202Egnp.exe" into what
 * reads as "xexe.png"). Zero-width (non-)joiners stay: Persian, Arabic and Indic names need them.
 */
const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\p{Cs}]|(?![\u200C\u200D])\p{Cf}/gu;
const PDF_EXTENSION = '.pdf';

/**
 * The name a PDF is kept and shown under, whatever the browser sent: normalised (NFC), without
 * control, bidi or other invisible characters, only the last segment of any path (/ or \\), no
 * leading dots (no hidden or relative names), whitespace collapsed, ending in ".pdf" (appended when
 * it ends in anything else, so "report.exe" shows as "report.exe.pdf") and within PDF_FILE_NAME_MAX.
 * Nameless becomes "document.pdf". Cleaning a clean name changes nothing.
 */
export function pdfFileName(sent: string): string {
  // Whitespace of any kind (tabs, line breaks) becomes a space before the controls among it go.
  const cleaned = sent.normalize('NFC').replace(/\s/g, ' ').replace(UNSAFE_NAME_CHARACTERS, '');
  const base = (cleaned.split(/[\\/]/).pop() ?? '').replace(/ {2,}/g, ' ').replace(/[ .]+$/, '');
  let stem = base.toLowerCase().endsWith(PDF_EXTENSION) ? base.slice(0, -PDF_EXTENSION.length) : base;
  if (stem.length > PDF_FILE_NAME_MAX - PDF_EXTENSION.length) {
    // Never cut a character in half (a lone surrogate cannot be stored).
    stem = stem.slice(0, PDF_FILE_NAME_MAX - PDF_EXTENSION.length).replace(/[\uD800-\uDBFF]$/, '');
  }
  stem = stem.replace(/^[ .]+|[ .]+$/g, '');
  return `${stem || 'document'}${PDF_EXTENSION}`;
}

export const PdfIdParamSchema = z.object({ pdfId: z.uuid() });

export const PdfDocumentSchema = z.object({
  id: z.uuid(),
  file_name: storableText({ error: 'File name is required' }).min(1).max(PDF_FILE_NAME_MAX),
  size_bytes: z.number().int().nonnegative(),
  uploaded_by: storableText().nullable(),
  created_at: storableText(),
});
export type PdfDocument = z.infer<typeof PdfDocumentSchema>;

/** What a centre's PDFs take of its quota, in bytes. */
export const PdfStorageSchema = z.object({
  used_bytes: z.number().int().nonnegative(),
  quota_bytes: z.number().int().positive(),
});
export type PdfStorage = z.infer<typeof PdfStorageSchema>;

export const PdfDocumentsResponseSchema = z.object({
  success: z.literal(true),
  pdfs: z.array(PdfDocumentSchema),
  /** The centre's usage and quota; null for the platform's own PDFs, which have no quota. */
  storage: PdfStorageSchema.nullable(),
});
export const PdfDocumentResponseSchema = z.object({ success: z.literal(true), pdf: PdfDocumentSchema });
export type PdfDocumentsResponse = z.infer<typeof PdfDocumentsResponseSchema>;
export type PdfDocumentResponse = z.infer<typeof PdfDocumentResponseSchema>;

/** An admin works with its centre's PDFs; a developer with the platform's own. */
const staff = ['admin', 'developer'] as const;

/** The upload form, as the API document shows it (the api reads the file as it streams in). */
export const PdfUploadFormSchema = z.object({
  file: storableText().meta({ format: 'binary', description: 'The PDF (judged by its bytes), at most 50MB.' }),
});

/** The PDF tools' stored PDFs. */
export const PdfDocumentRoutes = {
  list: defineRoute({
    method: 'get',
    path: PdfDocumentPaths.list,
    tag: 'pdfDocuments',
    summary:
      "The caller's stored PDFs, newest first: an admin's centre's (with its storage usage and quota), or the platform's for a developer",
    access: staff,
    capability: 'tests',
    response: PdfDocumentsResponseSchema,
  }),
  upload: defineRoute({
    method: 'post',
    path: PdfDocumentPaths.list,
    tag: 'pdfDocuments',
    summary:
      "Stores a PDF under a cleaned name (multipart field file; 413 past 50MB as it streams in or past the centre's storage quota, 400 when its bytes are not a PDF)",
    access: staff,
    capability: 'tests',
    body: { schema: PdfUploadFormSchema, contentTypes: MULTIPART_BODY },
    response: PdfDocumentResponseSchema,
    rateLimited: true,
  }),
  file: defineRoute({
    method: 'get',
    path: PdfDocumentPaths.file,
    tag: 'pdfDocuments',
    summary: "A stored PDF's bytes, as an attachment",
    access: staff,
    capability: 'tests',
    params: PdfIdParamSchema,
    response: { file: 'application/pdf' },
  }),
  remove: defineRoute({
    method: 'delete',
    path: PdfDocumentPaths.one,
    tag: 'pdfDocuments',
    summary: 'Deletes a stored PDF and its file',
    access: staff,
    capability: 'tests',
    params: PdfIdParamSchema,
    response: OkSchema,
  }),
};
