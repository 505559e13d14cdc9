/**
 * What the PDF tools extract, in spec 2's shapes (Extraction result, Extracted page, Extraction options),
 * with the lines and boxes the JSON download carries and the structure the advanced page shows.
 */

export const OCR_LANGUAGES = ['eng', 'spa', 'fra', 'deu', 'chi_sim', 'ara'] as const;
export type OcrLanguage = (typeof OCR_LANGUAGES)[number];
export const IMAGE_QUALITIES = ['low', 'medium', 'high'] as const;
export type ImageQuality = (typeof IMAGE_QUALITIES)[number];

export interface ExtractionOptions {
  useOCR: boolean;
  enhanceImages: boolean;
  /** Spec 2's AI structuring: here the structure comes from the built-in analyser, never a third party. */
  useAI: boolean;
  /** Kept for the spec's shape; always empty (no key is ever sent anywhere). */
  aiApiKey: string;
  ocrLanguage: OcrLanguage;
  imageQuality: ImageQuality;
}

export const DEFAULT_EXTRACTION_OPTIONS: ExtractionOptions = {
  useOCR: true,
  enhanceImages: false,
  useAI: true,
  aiApiKey: '',
  ocrLanguage: 'eng',
  imageQuality: 'high',
};

/** A rectangle in PDF points, origin top-left of the unrotated page. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ExtractedWord {
  text: string;
  box: Box;
  /** 0 to 1; 1 for a text layer. */
  confidence: number;
}

export interface ExtractedLine {
  text: string;
  box: Box;
  /** Font size in points (the line's tallest run); headings are told apart by it. */
  fontSize: number;
  confidence: number;
  words: ExtractedWord[];
}

export type ExtractionMethod = 'pdf.js' | 'ocr';

export interface ExtractedPage {
  pageNumber: number;
  text: string;
  method: ExtractionMethod;
  /** 0 to 1: 1 for a text layer, the OCR engine's mean word confidence otherwise. */
  confidence: number;
  wordCount: number;
  /** The rendered page the OCR read (a data: URL), when OCR was used. */
  imageData?: string;
  lines: ExtractedLine[];
  width: number;
  height: number;
  /** Set when the page could not be read (the text is then empty). */
  error?: string;
}

export type BlockKind = 'heading' | 'instruction' | 'question' | 'paragraph';

export interface PageBlock {
  kind: BlockKind;
  text: string;
  /** The question number for kind 'question'; the range for an instruction that names one ("Questions 1-5"). */
  questionNumber?: number;
  range?: [number, number];
  box: Box;
}

export interface StructuredSection {
  heading: string;
  content: string;
}

export interface StructuredContent {
  title: string;
  sections: StructuredSection[];
  keyPoints: string[];
}

export interface MethodUsed {
  name: ExtractionMethod;
  processingTime: number;
}

export interface ExtractionResult {
  fileName: string;
  totalPages: number;
  extractionDate: string;
  totalProcessingTime: number;
  fullText: string;
  pages: ExtractedPage[];
  methodsUsed: MethodUsed[];
  isStructured: boolean;
  structuredContent?: StructuredContent;
}
