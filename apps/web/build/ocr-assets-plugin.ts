import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { packageAssets, type PackageAsset } from './package-assets-plugin.ts';
import { INSTALLED_OCR_LANGUAGES, OcrAssetPaths, TESSERACT_CORE_FILES } from '../src/features/pdf-tools/lib/ocr/ocr-assets.ts';

const require = createRequire(import.meta.url);

/** The folder of an installed package (resolved through its package.json, which every package ships). */
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

/** Every OCR file the app serves: its URL path and where it comes from in node_modules. */
export function ocrAssetFiles(): PackageAsset[] {
  const core = packageDir('tesseract.js-core');
  return [
    { url: OcrAssetPaths.worker, source: path.join(packageDir('tesseract.js'), 'dist/worker.min.js') },
    ...TESSERACT_CORE_FILES.map((file) => ({ url: `${OcrAssetPaths.core}/${file}`, source: path.join(core, file) })),
    ...INSTALLED_OCR_LANGUAGES.map((lang) => ({
      url: `${OcrAssetPaths.lang}/${lang}.traineddata.gz`,
      // The LSTM-only integer models: a third of the default folder's size, and what oem 1 reads.
      source: path.join(packageDir(`@tesseract.js-data/${lang}`), '4.0.0_best_int', `${lang}.traineddata.gz`),
    })),
  ];
}

/** tesseract.js's worker, cores and language data served from the app itself (see ocr-assets.ts). */
export const ocrAssets = (): Plugin => packageAssets('ocr-assets', ocrAssetFiles());
