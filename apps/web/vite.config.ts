import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@cdi/contracts': libSource('contracts'),
      '@cdi/exam-core': libSource('exam-core'),
    },
  },
  server: serverOptions,
  preview: serverOptions,
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: which files the entry loads at start (read by scripts/bundle-report.mjs).
    manifest: true,
    // Vite's own file list is replaced by the bundle report; see apps/web/package.json.
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // One cacheable vendor chunk, but only of the libraries the first screen loads ('$initial': reached
          // from the entry by static imports). A library only imported lazily (recharts, pdfjs-dist) stays
          // in its own chunk, fetched when the screen that needs it opens.
          groups: [{ name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] }],
        },
      },
    },
  },
});
