import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A file the app serves from its own origin: its URL path and where it comes from in node_modules. */
export interface PackageAsset {
  url: string;
  source: string;
}

const CONTENT_TYPES: Record<string, string> = { '.js': 'text/javascript', '.wasm': 'application/wasm' };

/** A source map comment points at a file the build does not publish (no source maps in production). */
const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=\S*\s*$/;

/** The file as served: a script loses its source map comment, anything else is served as it is. */
async function servedBytes(source: string): Promise<Buffer> {
  const bytes = await readFile(source);
  return path.extname(source) === '.js' ? Buffer.from(bytes.toString('utf8').replace(SOURCE_MAP_COMMENT, '\n')) : bytes;
}

/**
 * Serves files of installed packages (workers, WebAssembly, data) from the app itself, never a CDN:
 * copied into dist/ at build, streamed from node_modules by the dev server. A missing file fails the build.
 */
export function packageAssets(name: string, files: readonly PackageAsset[]): Plugin {
  const byUrl = new Map(files.map((file) => [file.url, file.source]));
  return {
    name,
    buildStart() {
      const missing = files.filter((file) => !existsSync(file.source)).map((file) => file.source);
      if (missing.length > 0) this.error(`${name}: files missing (npm install?): ${missing.join(', ')}`);
    },
    async generateBundle() {
      for (const file of files) {
        this.emitFile({ type: 'asset', fileName: file.url.slice(1), source: await servedBytes(file.source) });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const source = byUrl.get((request.url ?? '').split('?')[0] ?? '');
        if (!source) return next();
        servedBytes(source).then((bytes) => {
          response.setHeader('Content-Type', CONTENT_TYPES[path.extname(source)] ?? 'application/octet-stream');
          response.setHeader('Content-Length', bytes.length);
          response.end(bytes);
        }, next);
      });
    },
  };
}
