// @ts-check
// After `vite build`: a short table of the built JS and CSS with raw and gzip sizes, each marked as
// loaded at start (the entry and everything it imports statically, per dist/.vite/manifest.json) or
// lazy, and the total initial JS. Then the JS of each group of routes (a file in src/routes/) against
// its budget. Fails when a group is over its budget, when a library meant to load lazily reached the
// files a group's routes load, or when code only the consoles use reached the candidate's.
// Plain Node, no packages. Usage: node scripts/bundle-report.mjs [distDir]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Heavy libraries only some screens need: they load on demand, never with a route's first render. */
const LAZY_ONLY_PACKAGES = ['recharts', 'pdfjs-dist', 'tesseract.js'];

/**
 * kB of JS gzip a group of routes may load: the first download plus the files its own routes load to
 * render (code they load later on demand, such as charts and pdf.js, is shown apart). A candidate's
 * first screens are held to 170 kB; the others to what they measured when set, with some headroom.
 */
const BUDGETS = { candidate: 170, exam: 285, admin: 365, developer: 300, 'pdf-tools': 265 };

/** The candidate's groups: what only the consoles' groups use must never reach their files. */
const CANDIDATE_GROUPS = ['candidate', 'exam'];

const dist = path.resolve(process.argv[2] ?? 'dist');
const problems = [];

/** A JSON file the build writes into dist/.vite, or the reason the report cannot run. */
function buildFile(name, writtenBy) {
  const file = path.join(dist, '.vite', name);
  if (!existsSync(file)) {
    console.error(`bundle report: ${path.relative(process.cwd(), file)} is missing (${writtenBy} off?)`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}
const manifest = buildFile('manifest.json', 'build.manifest');
// The npm packages in each built JS file (the chunk-packages plugin in vite.config.ts).
const chunkPackages = buildFile('chunk-packages.json', 'the chunk-packages plugin');
// Each group's lazily loaded route modules, what its routes use and what each file holds (build/route-groups-plugin.ts).
const routeGroups = buildFile('route-groups.json', 'the route-groups plugin');

/** The files `keys` load (manifest keys): each chunk, its static imports recursively, and their CSS. */
function staticClosure(keys) {
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
  keys.forEach(visit);
  return files;
}

/** The manifest keys that `files` load with import(), recursively, other than `except`. */
function onDemandKeys(files, except) {
  const found = new Set();
  const visit = (key) => {
    if (found.has(key) || except.has(key) || !manifest[key]) return;
    found.add(key);
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(next);
  };
  for (const chunk of Object.values(manifest)) {
    if (files.has(chunk.file)) for (const key of chunk.dynamicImports ?? []) visit(key);
  }
  return found;
}

function builtFiles(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix + entry.name;
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : builtFiles(path.join(dir, entry.name), `${relative}/`);
    return /\.(js|mjs|css)$/.test(entry.name) ? [relative] : [];
  });
}

/** The manifest key of each built file. */
const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

const initial = staticClosure(Object.keys(manifest).filter((key) => manifest[key].isEntry));
const rows = builtFiles(dist)
  .map((file) => {
    const content = readFileSync(path.join(dist, file));
    return { file, start: initial.has(file), js: !file.endsWith('.css'), raw: content.length, gzip: gzipSync(content).length };
  })
  .sort((a, b) => Number(b.start) - Number(a.start) || Number(b.js) - Number(a.js) || b.gzip - a.gzip);
const gzipOf = new Map(rows.map((r) => [r.file, r.gzip]));

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

// ---- route groups ----

const isJs = (file) => /\.m?js$/.test(file);
const jsGzip = (files) => [...files].filter(isJs).reduce((total, file) => total + (gzipOf.get(file) ?? 0), 0);
const groupNames = Object.keys(routeGroups.routeModules).sort(
  (a, b) => Number(b === 'candidate') - Number(a === 'candidate') || a.localeCompare(b),
);
const allRouteKeys = new Set(
  Object.values(routeGroups.routeModules).flatMap((modules) => Object.values(modules).map((file) => keyOf.get(file))),
);

for (const name of groupNames) if (!(name in BUDGETS)) problems.push(`route group ${name} has no budget in BUDGETS`);
for (const name of Object.keys(BUDGETS))
  if (!groupNames.includes(name)) problems.push(`BUDGETS names ${name}, which no src/routes file is`);

/** The units (packages, features, files) only the consoles' groups use, each with those groups. */
const candidateUses = new Set(CANDIDATE_GROUPS.flatMap((name) => routeGroups.uses[name] ?? []));
const consoleOnly = new Map();
for (const name of groupNames.filter((n) => !CANDIDATE_GROUPS.includes(n))) {
  for (const unit of routeGroups.uses[name]) {
    if (!candidateUses.has(unit)) consoleOnly.set(unit, [...(consoleOnly.get(unit) ?? []), name]);
  }
}

console.log('Route groups (JS gzip: the first download and what the group’s routes load to render; on demand: loaded later):');
console.log(`  ${'group'.padEnd(10)}  ${'JS'.padStart(9)}  ${'files'.padStart(5)}  ${'budget'.padStart(9)}  on demand`);
for (const name of groupNames) {
  const routeFiles = Object.entries(routeGroups.routeModules[name]);
  for (const [module, file] of routeFiles) {
    if (!file || !keyOf.has(file)) problems.push(`${module} (loaded by the ${name} routes) is in no built file`);
    else if (initial.has(file)) problems.push(`${module} (loaded lazily by the ${name} routes) is in the first download`);
  }
  const files = new Set([...initial, ...staticClosure(routeFiles.map(([, file]) => keyOf.get(file)))]);
  const js = [...files].filter(isJs);
  const budget = BUDGETS[name];
  const over = budget !== undefined && jsGzip(files) > budget * 1000;
  const onDemandJs = [...new Set([...onDemandKeys(files, allRouteKeys)].map((key) => manifest[key].file))].filter(
    (file) => isJs(file) && !files.has(file),
  );
  console.log(
    `  ${name.padEnd(10)}  ${kB(jsGzip(files)).padStart(9)}  ${String(js.length).padStart(5)}  ` +
      `${(budget === undefined ? '-' : `${budget} kB`).padStart(9)}  ` +
      `${onDemandJs.length ? `${kB(jsGzip(onDemandJs))} in ${onDemandJs.length} files` : '-'}${over ? '  OVER BUDGET' : ''}`,
  );
  if (over) problems.push(`route group ${name} loads ${kB(jsGzip(files))} of JS gzip, over its budget of ${budget} kB`);

  for (const file of js) {
    const lazyOnly = (chunkPackages[file] ?? []).filter((p) => LAZY_ONLY_PACKAGES.includes(p));
    if (lazyOnly.length) problems.push(`${lazyOnly.join(', ')} (in ${file}) reached what the ${name} routes load to render`);
    if (!CANDIDATE_GROUPS.includes(name)) continue;
    const foreign = (routeGroups.files[file] ?? []).filter((unit) => consoleOnly.has(unit));
    for (const unit of foreign)
      problems.push(
        `${unit}, used only by the ${consoleOnly.get(unit).join(' and ')} routes, is in ${file}, which the ${name} routes load`,
      );
  }
}

if (problems.length > 0) {
  console.error(`bundle report: ${[...new Set(problems)].join('\nbundle report: ')}`);
  console.error(
    'Load console and heavy code only from code loaded with import() (a lazy route, React.lazy), keep it out of the ' +
      'vendor and app groups, and keep each group within its budget (BUDGETS in scripts/bundle-report.mjs).',
  );
  process.exit(1);
}
