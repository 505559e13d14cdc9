// `npm run migrate`: applies migrations to DATABASE_URL (or the local default database).
import { ensureInstalled } from './ensure-installed.mjs';
import { runOnProductNode } from './product-node.mjs';

ensureInstalled();
await runOnProductNode();
const { repoRoot, run } = await import('./lib/processes.cjs');
await run('npx', ['tsc', '-b', 'libs/db'], { cwd: repoRoot });
await run(process.execPath, ['libs/db/dist/cli/migrate.js'], { cwd: repoRoot });
