import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, type ProcessHandle, startProcess, stopProcess } from '../../../../../scripts/lib/processes.cjs';

export interface PrivateRedis {
  url: string;
  /**
   * Kills the server (SIGKILL: nothing flushed) and starts it again on the same port after `downMs`
   * (empty, or from its append-only file), running `whileDown` (if given) in between.
   */
  restart(downMs?: number, whileDown?: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** How the server keeps its data: not at all (as this machine's Redis runs), or as docker-compose runs it. */
export type RedisPersistence = 'none' | 'aof';

const PERSISTENCE_ARGS: Record<RedisPersistence, string[]> = {
  none: ['--save', '', '--appendonly', 'no'],
  // docker-compose.yml's Redis: an append-only file synced every second, no eviction.
  aof: ['--save', '', '--appendonly', 'yes', '--appendfsync', 'everysec', '--maxmemory-policy', 'noeviction'],
};

/**
 * A redis-server of the fault's own on a free port, so that restarting it disturbs nothing else. With
 * 'aof' it reloads its append-only file on restart (at most about a second of writes lost); with
 * 'none' it comes back empty.
 */
export async function startPrivateRedis(persistence: RedisPersistence = 'none'): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'cdi-fault-redis-'));
  let handle: ProcessHandle;
  const launch = async () => {
    handle = startProcess(
      'redis',
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', ...PERSISTENCE_ARGS[persistence], '--dir', dir],
      { quiet: !process.env.TEST_VERBOSE },
    );
    const deadline = Date.now() + 10_000;
    while (!(await pong(port))) {
      if (handle.child.exitCode !== null || Date.now() > deadline)
        throw new Error(`redis-server did not start on ${port}:\n${handle.recentOutput()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart(downMs = 1000, whileDown) {
      handle.child.kill('SIGKILL');
      await handle.exited;
      const back = Date.now() + downMs;
      await whileDown?.();
      await new Promise((r) => setTimeout(r, Math.max(0, back - Date.now())));
      await launch();
    },
    async stop() {
      await stopProcess(handle);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
