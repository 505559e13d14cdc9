import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { ocrAssets } from './build/ocr-assets-plugin.ts';
import { pdfJsAssets } from './build/pdfjs-assets-plugin.ts';
import { routeGroups } from './build/route-groups-plugin.ts';
import { SECURITY_HEADERS } from './src/security-headers.ts';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3000';
const port = Number(process.env.WEB_PORT ?? 5173);

const libSource = (lib: string) => fileURLToPath(new URL(`../../libs/${lib}/src/index.ts`, import.meta.url));

const serverOptions = {
  port,
  host: '127.0.0.1',
  strictPort: true,
  proxy: {
    '/api': { target: apiUrl },
    // No changeOrigin: the api accepts a socket only when the page's Origin matches the Host the
    // browser sent, which this proxy passes on unchanged.
    '/socket.io': { target: apiUrl, ws: true },
  },
};

/**
 * dist/.vite/chunk-packages.json: the npm packages inside each built JS file, for the bundle report's
 * check that lazily loaded libraries stay out of the first screen (production builds have no source maps).
 */
function chunkPackages(): Plugin {
  return {
    name: 'chunk-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const packages: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const names = output.moduleIds.map((id) => /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1]);
        packages[output.fileName] = [...new Set(names.filter((name): name is string => !!name))].sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-packages.json', source: JSON.stringify(packages, null, 2) });
    },
  };
}

export default defineConfig({
  plugins: [react(), chunkPackages(), routeGroups(), ocrAssets(), pdfJsAssets()],
  resolve: {
    alias: {
      '@cdi/contracts': libSource('contracts'),
      '@cdi/exam-core': libSource('exam-core'),
    },
  },
  server: serverOptions,
  // `npm start` serves the built app with vite preview: with the headers production's nginx sends.
  preview: { ...serverOptions, headers: { ...SECURITY_HEADERS } },
  build: {
    outDir: 'dist',
    // No source maps in production: the sources are not published.
    sourcemap: false,
    // dist/.vite/manifest.json: which files the entry loads at start (read by scripts/bundle-report.mjs).
    manifest: true,
    // Vite's own file list is replaced by the bundle report; see apps/web/package.json.
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The first download in two files: the libraries ('vendor', cached across releases) and the app's
          // own code, only of what the first screens load ('$initial': reached from the entry by static
          // imports). Everything else splits by the routes that load it (src/routes/: the candidate's
          // sitting, practice and results; the consoles; the PDF tools), so a library only those routes use
          // (react-hook-form, recharts, pdfjs-dist, tesseract.js) comes with them, never with the first screens.
          // zod's no-eval switch travels with zod: it must run before any schema is built, whichever
          // chunk the contracts land in (zod-without-eval.ts).
          groups: [
            { name: 'vendor', test: /node_modules[\\/]|zod-without-eval/, tags: ['$initial'] },
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
