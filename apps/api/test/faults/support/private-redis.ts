import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
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

/** A redis-server (or with `--sentinel`, a Sentinel) on `port`, once it answers PING. */
async function startRedisServer(port: number, args: string[]): Promise<ProcessHandle> {
  const handle = startProcess('redis', 'redis-server', [...args, '--port', String(port), '--bind', '127.0.0.1'], {
    quiet: !process.env.TEST_VERBOSE,
  });
  const deadline = Date.now() + 10_000;
  while (!(await pong(port))) {
    if (handle.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`redis-server did not start on ${port}:\n${handle.recentOutput()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return handle;
}

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
    handle = await startRedisServer(port, [...PERSISTENCE_ARGS[persistence], '--dir', dir]);
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

export interface SentinelRedis {
  /** What the api and worker are started with: the Sentinel, and the master's name. */
  env: Record<string, string>;
  /**
   * Kills the master (SIGKILL) and resolves once the Sentinel names the replica as master, running
   * `whileDown` (if given) meanwhile. Returns how long the Sentinel took.
   */
  failover(whileDown?: () => Promise<void>): Promise<number>;
  /**
   * A planned switchover (SENTINEL FAILOVER): the Sentinel hands the master's role to the replica and
   * the old master stays up as its replica. Resolves once the Sentinel names the replica as master;
   * returns how long that took.
   */
  switchover(whileDown?: () => Promise<void>): Promise<number>;
  stop(): Promise<void>;
}

const MASTER_NAME = 'cdi';

/**
 * A master, its replica and one Sentinel (quorum 1) of the fault's own, as a managed Redis with
 * failover runs: the Sentinel calls the master down after 1 s without an answer and promotes the
 * replica. AOF on both, as docker-compose runs Redis.
 */
export async function startSentinelRedis(): Promise<SentinelRedis> {
  const [masterPort, replicaPort, sentinelPort] = [await freePort(), await freePort(), await freePort()];
  const dir = mkdtempSync(path.join(tmpdir(), 'cdi-fault-sentinel-'));
  const dataArgs = (name: string) => [
    ...PERSISTENCE_ARGS.aof,
    '--dir',
    dir,
    '--appendfilename',
    `${name}.aof`,
    '--appenddirname',
    name,
  ];
  const master = await startRedisServer(masterPort, dataArgs('master'));
  const replica = await startRedisServer(replicaPort, [...dataArgs('replica'), '--replicaof', '127.0.0.1', String(masterPort)]);
  // Sentinel rewrites its file as it learns: one of its own, writable.
  const conf = path.join(dir, 'sentinel.conf');
  writeFileSync(
    conf,
    [
      `sentinel monitor ${MASTER_NAME} 127.0.0.1 ${masterPort} 1`,
      `sentinel down-after-milliseconds ${MASTER_NAME} 1000`,
      `sentinel failover-timeout ${MASTER_NAME} 5000`,
      '',
    ].join('\n'),
  );
  const sentinel = await startRedisServer(sentinelPort, [conf, '--sentinel']);
  const sentinelClient = new Redis(sentinelPort, '127.0.0.1');
  const masterPortNow = async () =>
    Number(((await sentinelClient.call('SENTINEL', 'get-master-addr-by-name', MASTER_NAME)) as string[])[1]);
  // The Sentinel can promote the replica only once it has found it (through the master's INFO).
  const deadline = Date.now() + 20_000;
  while (((await sentinelClient.call('SENTINEL', 'replicas', MASTER_NAME)) as unknown[]).length === 0) {
    if (Date.now() > deadline) throw new Error('the Sentinel never found the replica');
    await new Promise((r) => setTimeout(r, 100));
  }
  const replicaPromoted = async () => {
    const deadline = Date.now() + 30_000;
    while ((await masterPortNow()) !== replicaPort) {
      if (Date.now() > deadline) throw new Error('the Sentinel did not promote the replica');
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return {
    env: {
      REDIS_SENTINELS: `127.0.0.1:${sentinelPort}`,
      REDIS_SENTINEL_MASTER: MASTER_NAME,
      // Read directly only by the tests' own helpers; the api and worker ask the Sentinel.
      REDIS_URL: `redis://127.0.0.1:${masterPort}`,
    },
    async failover(whileDown) {
      const killedAt = Date.now();
      master.child.kill('SIGKILL');
      await master.exited;
      await whileDown?.();
      await replicaPromoted();
      return Date.now() - killedAt;
    },
    async switchover(whileDown) {
      const askedAt = Date.now();
      await sentinelClient.call('SENTINEL', 'failover', MASTER_NAME);
      await whileDown?.();
      await replicaPromoted();
      return Date.now() - askedAt;
    },
    async stop() {
      sentinelClient.disconnect();
      await stopProcess(sentinel);
      await stopProcess(replica);
      if (master.child.exitCode === null && master.child.signalCode === null) await stopProcess(master);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
