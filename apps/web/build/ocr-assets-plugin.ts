import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { INSTALLED_OCR_LANGUAGES, OcrAssetPaths, TESSERACT_CORE_FILES } from '../src/features/pdf-tools/lib/ocr/ocr-assets.ts';

const require = createRequire(import.meta.url);

/** The folder of an installed package (resolved through its package.json, which every package ships). */
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

/** Every OCR file the app serves: its URL path and where it comes from in node_modules. */
export function ocrAssetFiles(): { url: string; source: string }[] {
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

const contentType = (file: string) => (file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream');

/**
 * tesseract.js's worker, cores and language data served from the app itself (see ocr-assets.ts):
 * copied into dist/ at build, served from node_modules by the dev server.
 */
export function ocrAssets(): Plugin {
  const files = ocrAssetFiles();
  const byUrl = new Map(files.map((file) => [file.url, file.source]));
  return {
    name: 'ocr-assets',
    buildStart() {
      const missing = files.filter((file) => !existsSync(file.source)).map((file) => file.source);
      if (missing.length > 0) this.error(`OCR files missing (npm install?): ${missing.join(', ')}`);
    },
    async generateBundle() {
      for (const file of files) {
        this.emitFile({ type: 'asset', fileName: file.url.slice(1), source: await readFile(file.source) });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const source = byUrl.get((request.url ?? '').split('?')[0] ?? '');
        if (!source) return next();
        response.setHeader('Content-Type', contentType(source));
        response.setHeader('Content-Length', statSync(source).size);
        createReadStream(source).pipe(response);
      });
    },
  };
}
