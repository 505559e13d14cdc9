import { createApiApp } from './bootstrap';
import { ClusterWorkerConnections, isStickyWorker } from './cluster/cluster-worker';
import { loadApiEnv } from './config/api-env';
import { SocketEmitter } from './live/socket-emitter';
import { crashOnSignal } from './testing/crash-on-signal';

async function main(): Promise<void> {
  // Inside npm start's cluster (cluster-main.ts) the primary owns the port and stops this process with
  // SIGTERM. Ctrl-C reaches every process of the terminal's group at once: this one leaves it to the
  // primary, since a second signal in the middle of a graceful shutdown would cut it short.
  const inCluster = isStickyWorker() ? new ClusterWorkerConnections() : null;
  if (inCluster) process.on('SIGINT', () => {});
  const env = loadApiEnv();
  if (env.TEST_CRASH_SIGNAL) crashOnSignal();
  // Warnings and errors only: Nest's start-up route listing drowns what matters.
  const app = await createApiApp(env, ['warn', 'error'], inCluster ? { shutdownSignals: ['SIGTERM'] } : {});
  if (inCluster) {
    await app.init();
    inCluster.serve(app.get(SocketEmitter).server);
    console.log(`Api process ${process.pid} serving`);
    return;
  }
  await app.listen(env.PORT, env.HOST);
  console.log(`Api listening on port ${env.PORT}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
