import { z } from 'zod';
import {
  DEFAULT_EXTRACTION_OPTIONS,
  IMAGE_QUALITIES,
  OCR_LANGUAGES,
  type ExtractionOptions,
  type ImageQuality,
  type OcrLanguage,
} from './extraction-types';

/** Where the viewer keeps the chosen options in this browser (the prefix lets sign-out remove them). */
export const EXTRACTION_OPTIONS_KEY = 'cdi.pdf-tools.extraction-options';

/** The render scale of each image quality for OCR (spec 2: low, medium, high). */
export const IMAGE_QUALITY_SCALE: Record<ImageQuality, number> = { low: 1, medium: 1.5, high: 2 };

const StoredOptionsSchema = z.object({
  useOCR: z.boolean().catch(DEFAULT_EXTRACTION_OPTIONS.useOCR),
  enhanceImages: z.boolean().catch(DEFAULT_EXTRACTION_OPTIONS.enhanceImages),
  useAI: z.boolean().catch(DEFAULT_EXTRACTION_OPTIONS.useAI),
  ocrLanguage: z.enum(OCR_LANGUAGES).catch(DEFAULT_EXTRACTION_OPTIONS.ocrLanguage),
  imageQuality: z.enum(IMAGE_QUALITIES).catch(DEFAULT_EXTRACTION_OPTIONS.imageQuality),
});

/**
 * The options saved in this browser, each field that is missing or unreadable replaced by its default.
 * A language whose data is no longer served falls back to English. No key is ever kept.
 */
export function parseStoredOptions(raw: string | null, isInstalled: (language: OcrLanguage) => boolean): ExtractionOptions {
  let stored: unknown;
  try {
    stored = raw ? (JSON.parse(raw) as unknown) : {};
  } catch {
    stored = {};
  }
  const parsed = StoredOptionsSchema.safeParse(typeof stored === 'object' && stored !== null ? stored : {});
  const options: ExtractionOptions = parsed.success ? { ...parsed.data, aiApiKey: '' } : { ...DEFAULT_EXTRACTION_OPTIONS };
  if (!isInstalled(options.ocrLanguage)) options.ocrLanguage = DEFAULT_EXTRACTION_OPTIONS.ocrLanguage;
  return options;
}

export function serializeOptions(options: ExtractionOptions): string {
  const { useOCR, enhanceImages, useAI, ocrLanguage, imageQuality } = options;
  return JSON.stringify({ useOCR, enhanceImages, useAI, ocrLanguage, imageQuality });
}
