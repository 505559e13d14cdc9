import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGBOUNCER_MISSING, PGBOUNCER_PATH } from '../../../../scripts/lib/pgbouncer.cjs';
import { freePort, type ProcessHandle, startProcess, stopProcess } from '../../../../scripts/lib/processes.cjs';

export interface PgBouncer {
  /** `databaseUrl` with PgBouncer's address in place of Postgres's. */
  url: string;
  stop(): Promise<void>;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A PgBouncer of the test's own in front of the Postgres of `databaseUrl`, pooling in `mode` with at
 * most `serverConnections` connections to Postgres per database and login.
 */
export async function startPgBouncer(
  databaseUrl: string,
  mode: 'session' | 'transaction',
  serverConnections: number,
): Promise<PgBouncer> {
  if (!existsSync(PGBOUNCER_PATH)) throw new Error(PGBOUNCER_MISSING);
  const target = new URL(databaseUrl);
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'cdi-pgbouncer-'));
  const user = decodeURIComponent(target.username);
  writeFileSync(path.join(dir, 'users.txt'), `"${user}" "${decodeURIComponent(target.password)}"\n`);
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      `pool_mode = ${mode}`,
      `default_pool_size = ${serverConnections}`,
      'max_client_conn = 200',
      'ignore_startup_parameters = extra_float_digits',
      '',
    ].join('\n'),
  );
  // PgBouncer refuses to run as root: as root (CI), it runs as Postgres's own system user.
  chmodSync(dir, 0o755);
  const asUser = process.getuid?.() === 0 ? ['-u', 'postgres'] : [];
  const handle: ProcessHandle = startProcess('pgbouncer', PGBOUNCER_PATH, [...asUser, path.join(dir, 'pgbouncer.ini')], {
    quiet: !process.env.TEST_VERBOSE,
  });
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (handle.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`pgbouncer did not start on ${port}:\n${handle.recentOutput()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const url = new URL(databaseUrl);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.toString(),
    async stop() {
      await stopProcess(handle);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
