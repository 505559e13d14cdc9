// Type-only: vite.config.ts loads this file too, and its config loader wants no extension-less imports.
import type { OcrLanguage } from '../extraction-types';

/**
 * Where the OCR engine's files are served from: the app's own origin, never a CDN (the CSP allows no
 * other host, and exam content must not leave the centre). apps/web/build/ocr-assets-plugin.ts copies
 * them there at build and serves them in dev; the versions in the paths keep a cached old copy from
 * being used with a newer worker.
 */
export const OCR_ASSET_BASE = '/ocr';
export const TESSERACT_VERSION = '7.0.0';

export const OcrAssetPaths = {
  /** tesseract.js's worker script. */
  worker: `${OCR_ASSET_BASE}/tesseract-${TESSERACT_VERSION}/worker.min.js`,
  /** A folder with every core variant: the worker picks the one the browser's WebAssembly supports. */
  core: `${OCR_ASSET_BASE}/core-${TESSERACT_VERSION}`,
  /** A folder of `<lang>.traineddata.gz`: the LSTM-only "best_int" models (oem 1). */
  lang: `${OCR_ASSET_BASE}/lang-4.0.0_best_int`,
} as const;

/** The core variants tesseract.js chooses from (plain, SIMD, relaxed SIMD; with or without the legacy engine). */
export const TESSERACT_CORE_FILES = ['', '-simd', '-relaxedsimd'].flatMap((variant) =>
  ['', '-lstm'].map((lstm) => `tesseract-core${variant}${lstm}.wasm.js`),
);

/** The languages whose data the app serves: all of spec 2's (each @tesseract.js-data package is 0.7-3 MB). */
export const INSTALLED_OCR_LANGUAGES: readonly OcrLanguage[] = ['eng', 'spa', 'fra', 'deu', 'chi_sim', 'ara'];

/** The OCR languages that can be chosen; the options dialog shows any other as 'not installed'. */
export function installedOcrLanguages(): readonly OcrLanguage[] {
  return INSTALLED_OCR_LANGUAGES;
}

export function isOcrLanguageInstalled(language: OcrLanguage): boolean {
  return INSTALLED_OCR_LANGUAGES.includes(language);
}
