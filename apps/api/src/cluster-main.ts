import path from 'node:path';
import { runApiCluster } from './cluster/api-cluster';
import { apiProcessCount } from './cluster/api-processes';
import { loadApiEnv } from './config/api-env';

/**
 * `npm start`'s api: API_PROCESSES api processes behind one port (default: one per core beyond the
 * first). One process is main.js itself, in this process; more are a cluster (cluster/api-cluster.ts).
 * A container runs main.js directly, one process each, and scales by replicas instead.
 */
async function start(): Promise<void> {
  const processes = apiProcessCount(process.env.API_PROCESSES);
  if (processes === 1) {
    await import('./main.js');
    return;
  }
  // Checked once here, so a configuration error is one message rather than one per process.
  const env = loadApiEnv();
  await runApiCluster({ processes, port: env.PORT, host: env.HOST, exec: path.join(__dirname, 'main.js') });
}

start().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
