// @ts-check
// `npm run migrate`: applies migrations as the owner (DATABASE_OWNER_URL, or on the local server cdi_owner,
// provisioned first as its superuser) and makes sure the api's login (DATABASE_URL, or the development one) works: ADR 0010.
import { ensureInstalled } from './ensure-installed.mjs';
import { runOnProductNode } from './product-node.mjs';

ensureInstalled();
await runOnProductNode();
const { repoRoot, run } = await import('./lib/processes.cjs');
await run('npx', ['tsc', '-b', 'libs/db'], { cwd: repoRoot });
await run(process.execPath, ['libs/db/dist/cli/migrate.js'], { cwd: repoRoot });
