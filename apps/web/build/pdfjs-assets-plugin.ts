import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { packageAssets, type PackageAsset } from './package-assets-plugin.ts';
import { PDFJS_ASSET_FOLDERS, PDFJS_SKIPPED_FILE, PDFJS_VERSION } from '../src/features/pdf-tools/lib/pdfjs-assets.ts';

const require = createRequire(import.meta.url);

/** Every pdf.js data file the app serves: its URL path and where it comes from in node_modules. */
export function pdfJsAssetFiles(): PackageAsset[] {
  const root = path.dirname(require.resolve('pdfjs-dist/package.json'));
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  // The served paths carry the version the code was written for; a different install must update both.
  if (version !== PDFJS_VERSION) throw new Error(`pdfjs-dist ${version} installed, pdfjs-assets.ts expects ${PDFJS_VERSION}`);
  return PDFJS_ASSET_FOLDERS.flatMap(({ folder, url }) =>
    readdirSync(path.join(root, folder))
      .filter((file) => !PDFJS_SKIPPED_FILE.test(file))
      .map((file) => ({ url: `${url}${file}`, source: path.join(root, folder, file) })),
  );
}

/**
 * pdf.js's CMaps, standard fonts, WebAssembly decoders and ICC profile served from the app itself (see
 * src/features/pdf-tools/lib/pdfjs-assets.ts).
 */
export const pdfJsAssets = (): Plugin => packageAssets('pdfjs-assets', pdfJsAssetFiles());
