// The OCR engine: tesseract.js in a web worker, from the app's own assets (see ocr-assets.ts).
export { recognizePage, disposeOcr, OcrCancelled, type OcrRequest } from './ocr-engine';
export type { OcrResult } from './ocr-lines';
export { enhanceForOcr } from './enhance';
export { installedOcrLanguages, isOcrLanguageInstalled, INSTALLED_OCR_LANGUAGES } from './ocr-assets';
