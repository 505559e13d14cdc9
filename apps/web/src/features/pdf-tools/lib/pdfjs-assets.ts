/**
 * Where pdf.js's data files are served from: the app's own origin, never a CDN (the CSP allows no other
 * host, and a centre's PDFs must not make the browser call anyone else). apps/web/build/pdfjs-assets-plugin.ts
 * copies them from node_modules/pdfjs-dist at build and serves them in dev. The version in the path lets
 * /assets/ cache them for good and keeps an old copy from meeting a newer worker.
 *
 * What pdf.js fetches from them, and when:
 * - cmaps: the predefined CMaps of CJK fonts that are not embedded (common in Chinese PDFs);
 * - standard_fonts: Symbol and ZapfDingbats when not embedded (the other standard fonts fall back to the
 *   system's), and every standard font when system fonts are off;
 * - wasm: the JPEG 2000 and JBIG2 decoders of scanned pages and the ICC colour engine (with their
 *   plain-JS fallbacks, used when WebAssembly is refused);
 * - iccs: the CMYK profile for print-ready PDFs.
 * The JavaScript sandbox (quickjs) is left out: the viewer never runs a PDF's scripts.
 */
export const PDFJS_VERSION = '6.5.438';

const base = `/assets/pdfjs-${PDFJS_VERSION}`;

/** Folder URLs, each with the trailing slash pdf.js expects. */
export const PdfJsAssetPaths = {
  cMapUrl: `${base}/cmaps/`,
  standardFontDataUrl: `${base}/standard_fonts/`,
  wasmUrl: `${base}/wasm/`,
  iccUrl: `${base}/iccs/`,
} as const;

/** The package folders copied, and the URL folder each is served under. */
export const PDFJS_ASSET_FOLDERS = [
  { folder: 'cmaps', url: PdfJsAssetPaths.cMapUrl },
  { folder: 'standard_fonts', url: PdfJsAssetPaths.standardFontDataUrl },
  { folder: 'wasm', url: PdfJsAssetPaths.wasmUrl },
  { folder: 'iccs', url: PdfJsAssetPaths.iccUrl },
] as const;

/** Files of those folders never needed: the scripting sandbox. */
export const PDFJS_SKIPPED_FILE = /^quickjs/;
