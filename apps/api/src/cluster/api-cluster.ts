import cluster, { type Worker } from 'node:cluster';
import { API_READY_MESSAGE, STICKY_WORKER_ENV } from './cluster-worker';
import { StickyRouter } from './sticky-router';

export interface ApiClusterOptions {
  /** How many api processes serve the port. */
  processes: number;
  port: number;
  host: string;
  /** The api process's entry (dist/main.js): each process is that file under the cluster. */
  exec: string;
  log?: (line: string) => void;
}

/** A process that dies sooner than this after it started is started again only after a growing pause. */
const QUICK_DEATH_MS = 10_000;
const MAX_RESTART_PAUSE_MS = 30_000;
/** How long the processes get to finish what they hold (the answer batch, sockets) once told to stop. */
const STOP_GRACE_MS = 10_000;
/**
 * Tells the primary to replace its processes one at a time (a new build in place, say), without a
 * break: each new process serves before the one it replaces stops. Not SIGHUP, which a closing
 * terminal sends.
 */
export const ROLLING_RESTART_SIGNAL = 'SIGUSR2';

/**
 * The cluster's primary: N api processes behind one port, with sticky sessions so that socket.io's
 * long-polling requests of one session always reach the process that holds it.
 *
 * Why Node's cluster with sticky routing rather than the cluster's own shared port: the cluster
 * hands each TCP connection to any process, and a polling session's next request, on a new
 * connection, would land on a process that does not know it. The primary here reads the first bytes
 * of each connection, routes by the engine.io `sid` to a process that serves (StickyRouter), and hands
 * the connection over. Broadcasts between the processes already go through the Redis adapter, as
 * between replicas on several machines.
 *
 * It starts every process before it listens, restarts a process that dies (saying so), on
 * ROLLING_RESTART_SIGNAL replaces them one at a time, and on SIGINT or SIGTERM stops them all with
 * SIGTERM, waiting for each to shut down gracefully (ShutdownDrain: its candidates reconnect to the
 * others).
 */
export async function runApiCluster({ processes, port, host, exec, log = console.log }: ApiClusterOptions): Promise<void> {
  // `advanced`: the connection's first bytes travel as a Buffer; JSON would turn them into an object.
  cluster.setupPrimary({ exec, serialization: 'advanced' });
  const router = new StickyRouter();
  const { server } = router;

  const slots = new Map<Worker, { slot: number; startedAt: number }>();
  let stopping = false;
  let restartPauseMs = 0;

  const start = (slot: number): Promise<Worker> => {
    const worker = cluster.fork({ [STICKY_WORKER_ENV]: '1' });
    slots.set(worker, { slot, startedAt: Date.now() });
    router.add(worker);
    return new Promise((resolve, reject) => {
      const onMessage = (message: unknown) => {
        if ((message as { type?: unknown } | null)?.type !== API_READY_MESSAGE) return;
        worker.off('message', onMessage);
        worker.off('exit', onEarlyExit);
        router.serving(worker);
        resolve(worker);
      };
      const onEarlyExit = (code: number | null, signal: string | null) =>
        reject(
          new Error(`api process ${slot} (pid ${worker.process.pid}) exited before it served (${signal ?? `code ${code}`})`),
        );
      worker.on('message', onMessage);
      worker.once('exit', onEarlyExit);
    });
  };

  const stop = (worker: Worker): Promise<void> =>
    new Promise<void>((resolve) => {
      if (worker.isDead()) return resolve();
      const timer = setTimeout(() => worker.process.kill('SIGKILL'), STOP_GRACE_MS);
      worker.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      router.retiring(worker);
      worker.process.kill('SIGTERM');
    });

  const stopAll = async (): Promise<void> => {
    const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    await Promise.all(running.map(stop));
  };

  let rolling = false;
  const rollingRestart = async (): Promise<void> => {
    if (stopping || rolling) return;
    rolling = true;
    try {
      const current = [...slots].sort(([, a], [, b]) => a.slot - b.slot);
      for (const [old, { slot }] of current) {
        if (stopping) return;
        const replacement = await start(slot);
        slots.delete(old); // its exit is expected: nobody starts it again
        await stop(old);
        log(`api process ${slot} replaced (pid ${old.process.pid} -> ${replacement.process.pid})`);
      }
      log('api processes all replaced');
    } finally {
      rolling = false;
    }
  };

  const shutdown = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    server.close();
    await stopAll();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  process.on(ROLLING_RESTART_SIGNAL, () => {
    rollingRestart().catch((error: unknown) => log(`rolling restart stopped: ${error instanceof Error ? error.message : error}`));
  });

  try {
    await Promise.all(Array.from({ length: processes }, (_, i) => start(i + 1)));
  } catch (error) {
    if (stopping) return; // told to stop while starting: shutdown() ends the process
    // One process could not start: the others are stopped rather than waited for.
    stopping = true;
    await stopAll();
    throw error;
  }

  cluster.on('exit', (worker, code, signal) => {
    const started = slots.get(worker);
    slots.delete(worker);
    if (stopping || !started) return;
    const lived = Date.now() - started.startedAt;
    restartPauseMs = lived < QUICK_DEATH_MS ? Math.min(MAX_RESTART_PAUSE_MS, Math.max(1000, restartPauseMs * 2)) : 0;
    log(
      `api process ${started.slot} (pid ${worker.process.pid}) exited (${signal ?? `code ${code}`}); starting another` +
        (restartPauseMs ? ` in ${restartPauseMs / 1000} s` : ''),
    );
    setTimeout(() => {
      if (stopping) return;
      start(started.slot).then(
        (replacement) => log(`api process ${started.slot} serving again (pid ${replacement.process.pid})`),
        () => {}, // it died while starting: its exit is handled here like any other
      );
    }, restartPauseMs);
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
  } catch (error) {
    stopping = true;
    await stopAll();
    throw error;
  }
  log(`Api listening on port ${port} (${processes} processes)`);
}
