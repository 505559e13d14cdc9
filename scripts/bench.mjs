// @ts-check
// `npm run bench [-- --quick]`: installs what is missing, builds the api, worker and libs (tsc's
// incremental build: quick when nothing changed) and, for the exam morning, the web app when its build
// is missing or older than its sources, then runs the load benchmark (apps/bench). Like `npm start` and
// `npm test`, it works on a fresh clone.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled } from './ensure-installed.mjs';
import { runOnProductNode } from './product-node.mjs';

ensureInstalled();
await runOnProductNode();
// Options first: --help and a bad option answer before the build.
const { config } = await import('../apps/bench/src/options.mjs');
const { repoRoot, run, say } = await import('./lib/processes.cjs');
// The bench speaks the wire protocol through the built contracts, so it loads after the build.
say('bench', 'Building the api, worker and libs (tsc -b)...');
await run(process.execPath, [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json'], {
  cwd: repoRoot,
});

/** The newest modification time of the files under `dir` (0 when it does not exist). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  const stat = statSync(dir);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(dir).map((name) => newest(path.join(dir, name))));
}

// The morning's candidates download the built web app (apps/web/dist), as production serves it.
if (!config.soak) {
  const web = path.join(repoRoot, 'apps/web');
  const built = newest(path.join(web, 'dist/.vite/manifest.json'));
  const sources = [
    'src',
    'public',
    'index.html',
    'vite.config.ts',
    'package.json',
    '../../libs/contracts/src',
    '../../libs/exam-core/src',
  ];
  if (built < Math.max(...sources.map((source) => newest(path.join(web, source))))) {
    say(
      'bench',
      built ? 'The web app changed since its build: building it (vite build)...' : 'Building the web app (vite build)...',
    );
    await run(process.execPath, [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: web,
    });
  }
}
await import('../apps/bench/src/bench.mjs');
