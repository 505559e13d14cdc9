// @ts-check
// The running product: migrations, optional demo data, then api, worker and web, ready when healthy.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, run, serverEnv, startProcess, startWebPreview, stopProcess, supervise, waitForHttp } from './processes.cjs';

const node = process.execPath;

/**
 * Starts the whole product against a database and Redis. Returns its URLs and a stop().
 * `databaseUrl` is the owner's, for migrations and the demo data; the api and the worker log in as
 * the application (`appDatabaseUrl`, by default the development login on the same database: ADR 0010).
 * The web app is the built bundle served by `vite preview`, proxying /api and /socket.io to the api.
 * `allowDemoSecret` lets the api run on the published demo secret when no APP_SECRET is set
 * (development and tests only: production refuses it). `supervised` (the default) starts the api,
 * worker or web again when one dies once the stack is up (see supervise()).
 */
export async function startStack({
  databaseUrl,
  appDatabaseUrl,
  redisUrl,
  redisPrefix = 'cdi:',
  apiPort,
  webPort,
  seedDemo,
  allowDemoSecret = false,
  quiet = false,
  supervised = true,
  extraEnv = {},
}) {
  const { appLoginUrl } = await import(pathToFileURL(path.join(repoRoot, 'libs/db/dist/database-logins.js')).href);
  const env = {
    DATABASE_URL: appDatabaseUrl ?? appLoginUrl(databaseUrl),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    ...(allowDemoSecret && { ALLOW_DEMO_SECRET: 'true' }),
    ...extraEnv,
  };
  const ownerEnv = { ...env, DATABASE_OWNER_URL: databaseUrl };
  await run(node, [path.join(repoRoot, 'libs/db/dist/cli/migrate.js')], { env: ownerEnv });
  if (seedDemo) await run(node, [path.join(repoRoot, 'apps/api/dist/demo/seed-demo.cli.js')], { env: ownerEnv });

  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const webUrl = `http://127.0.0.1:${webPort}`;
  const handles = [];
  const stop = async () => {
    await Promise.all(handles.reverse().map((h) => stopProcess(h)));
  };
  try {
    // API_PROCESSES api processes behind apiPort (default: one per core beyond the first).
    const api = startProcess('api', node, [path.join(repoRoot, 'apps/api/dist/cluster-main.js')], {
      env: serverEnv({ ...env, PORT: String(apiPort), HOST: '127.0.0.1' }),
      quiet,
    });
    handles.push(api);
    const worker = startProcess('worker', node, [path.join(repoRoot, 'apps/worker/dist/main.js')], {
      env: serverEnv(env),
      quiet,
    });
    handles.push(worker);
    const web = startWebPreview({ apiUrl, port: webPort, quiet });
    handles.push(web);

    await waitForHttp(`${apiUrl}/api/health/live`, { handle: api });
    await waitForHttp(`${apiUrl}/api/health`, { handle: worker }); // 200 only once a worker serves the queues
    await waitForHttp(`${webUrl}/login`, { handle: web });
    if (supervised) handles.forEach(supervise);
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiUrl, webUrl, stop };
}
