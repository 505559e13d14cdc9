// `npm run bench [-- --quick]`: installs what is missing, then runs the load benchmark (apps/bench),
// which builds the api, worker and libs it starts. Like `npm start` and `npm test`, it works on a fresh clone.
import { ensureInstalled } from './ensure-installed.mjs';
import { runOnProductNode } from './product-node.mjs';

ensureInstalled();
await runOnProductNode();
await import('../apps/bench/src/bench.mjs');
