import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PDFJS_ASSET_FOLDERS, PDFJS_SKIPPED_FILE, PDFJS_VERSION } from '../src/features/pdf-tools/lib/pdfjs-assets.ts';

const require = createRequire(import.meta.url);

/** Every pdf.js data file the app serves: its URL path and where it comes from in node_modules. */
export function pdfJsAssetFiles(): { url: string; source: string }[] {
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

const CONTENT_TYPES: Record<string, string> = { '.js': 'text/javascript', '.wasm': 'application/wasm' };

/**
 * pdf.js's CMaps, standard fonts, WebAssembly decoders and ICC profile served from the app itself (see
 * src/features/pdf-tools/lib/pdfjs-assets.ts): copied into dist/ at build, served from node_modules by
 * the dev server.
 */
export function pdfJsAssets(): Plugin {
  const files = pdfJsAssetFiles();
  const byUrl = new Map(files.map((file) => [file.url, file.source]));
  return {
    name: 'pdfjs-assets',
    buildStart() {
      const missing = files.filter((file) => !existsSync(file.source)).map((file) => file.source);
      if (missing.length > 0) this.error(`pdf.js files missing (npm install?): ${missing.join(', ')}`);
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
        response.setHeader('Content-Type', CONTENT_TYPES[path.extname(source)] ?? 'application/octet-stream');
        response.setHeader('Content-Length', statSync(source).size);
        createReadStream(source).pipe(response);
      });
    },
  };
}
