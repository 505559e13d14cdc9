// @ts-check
// After `vite build`: a short table of the built JS and CSS with raw and gzip sizes, each marked as
// loaded at start (the entry and everything it imports statically, per dist/.vite/manifest.json) or
// lazy, and the total initial JS. Fails when a library meant to load lazily reached the initial files.
// Plain Node, no packages. Usage: node scripts/bundle-report.mjs [distDir]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Heavy libraries only some screens need: they must stay out of what the first screen downloads. */
const LAZY_ONLY_PACKAGES = ['recharts', 'pdfjs-dist', 'tesseract.js'];

const dist = path.resolve(process.argv[2] ?? 'dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`bundle report: ${path.relative(process.cwd(), manifestFile)} is missing (build.manifest off?)`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** Files the browser loads at start: each entry, its static imports recursively, and their CSS. */
function initialFiles() {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

function builtFiles(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix + entry.name;
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : builtFiles(path.join(dir, entry.name), `${relative}/`);
    return /\.(js|mjs|css)$/.test(entry.name) ? [relative] : [];
  });
}

const initial = initialFiles();
const rows = builtFiles(dist)
  .map((file) => {
    const content = readFileSync(path.join(dist, file));
    return { file, start: initial.has(file), js: !file.endsWith('.css'), raw: content.length, gzip: gzipSync(content).length };
  })
  .sort((a, b) => Number(b.start) - Number(a.start) || Number(b.js) - Number(a.js) || b.gzip - a.gzip);

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const width = Math.max(...rows.map((r) => r.file.length), 4);
const line = (load, file, raw, gzip) => `  ${load.padEnd(5)}  ${file.padEnd(width)}  ${raw.padStart(9)}  ${gzip.padStart(9)}`;
const sum = (list) => list.reduce((total, r) => total + r.gzip, 0);

const startJs = rows.filter((r) => r.start && r.js);
const startCss = rows.filter((r) => r.start && !r.js);
const lazy = rows.filter((r) => !r.start);
console.log(`Web bundle (${path.relative(process.cwd(), dist) || '.'}):`);
console.log(line('load', 'file', 'raw', 'gzip'));
for (const r of rows) console.log(line(r.start ? 'start' : 'lazy', r.file, kB(r.raw), kB(r.gzip)));
console.log(
  `Initial JS: ${kB(sum(startJs))} gzip in ${startJs.length} files (+ CSS ${kB(sum(startCss))}); ` +
    `lazy: ${kB(sum(lazy))} gzip in ${lazy.length} files`,
);

// Which packages went into the initial JS, per dist/.vite/chunk-packages.json (written by vite.config.ts).
const chunkPackagesFile = path.join(dist, '.vite/chunk-packages.json');
if (!existsSync(chunkPackagesFile)) {
  console.error(`bundle report: ${path.relative(process.cwd(), chunkPackagesFile)} is missing (the chunk-packages plugin off?)`);
  process.exit(1);
}
const chunkPackages = JSON.parse(readFileSync(chunkPackagesFile, 'utf8'));
const leaked = new Set();
for (const r of startJs) {
  for (const name of chunkPackages[r.file] ?? []) if (LAZY_ONLY_PACKAGES.includes(name)) leaked.add(`${name} (in ${r.file})`);
}
if (leaked.size > 0) {
  console.error(`bundle report: lazily loaded libraries reached the initial bundle: ${[...leaked].join(', ')}.`);
  console.error('Import them only from code loaded with import() (React.lazy), and keep them out of the vendor group.');
  process.exit(1);
}
