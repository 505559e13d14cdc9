// @ts-check
// `npm run bench [-- --quick]`: installs what is missing, builds the api, worker and libs (tsc's
// incremental build: quick when nothing changed), then runs the load benchmark (apps/bench). Like
// `npm start` and `npm test`, it works on a fresh clone.
import path from 'node:path';
import { ensureInstalled } from './ensure-installed.mjs';
import { runOnProductNode } from './product-node.mjs';

ensureInstalled();
await runOnProductNode();
// Options first: --help and a bad option answer before the build.
await import('../apps/bench/src/options.mjs');
const { repoRoot, run, say } = await import('./lib/processes.cjs');
// The bench speaks the wire protocol through the built contracts, so it loads after the build.
say('bench', 'Building the api, worker and libs (tsc -b)...');
await run(process.execPath, [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json'], {
  cwd: repoRoot,
});
await import('../apps/bench/src/bench.mjs');
