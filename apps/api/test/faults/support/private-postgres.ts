import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../../../scripts/lib/processes.cjs';

const exec = promisify(execFile);

export interface PrivatePostgres {
  /** The server, without a database (as TEST_DATABASE_SERVER_URL names one). */
  serverUrl: string;
  /** The URL of a database on this server. */
  databaseUrl(name: string): string;
  /**
   * `pg_ctl stop -m fast`: sessions are cut and open transactions rolled back, then a clean shutdown.
   * It is how docker-compose stops its Postgres (the image's stop signal is SIGINT, the fast mode).
   * Resolves once the server is down.
   */
  stop(): Promise<void>;
  /** Starts it again on the same port and data; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it (if running) and deletes its data. */
  destroy(): Promise<void>;
}

/**
 * Runs a Postgres tool. Postgres refuses to run as root, so as root it runs as the `postgres` user
 * (`runuser`), over a directory that user owns; as anyone else, directly.
 */
async function pgTool(tool: string, args: string[], cwd: string): Promise<void> {
  const [command, commandArgs] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', tool, ...args]] : [tool, args];
  try {
    await exec(command, commandArgs, { cwd, timeout: 120_000 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${tool} ${args.join(' ')} failed: ${(error as Error).message}\n${stdout}${stderr}`, { cause: error });
  }
}

/** The uid and gid of the postgres user, who must own the data directory when we run as root. */
async function postgresOwner(): Promise<{ uid: number; gid: number }> {
  const id = async (flag: string) => Number((await exec('id', [flag, 'postgres'])).stdout.trim());
  return { uid: await id('-u'), gid: await id('-g') };
}

/**
 * A Postgres server (initdb + pg_ctl, Postgres 15 on PATH) of the fault's own on a free port, so that
 * stopping it disturbs nothing else. Trust authentication, listening on 127.0.0.1 only; fsync stays on.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'cdi-fault-postgres-'));
  if (process.getuid?.() === 0) {
    const { uid, gid } = await postgresOwner();
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const user = process.getuid?.() === 0 ? 'postgres' : userInfo().username;
  await pgTool('initdb', ['-D', data, '-U', user, '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-instructions'], dir);
  const options = [`-p ${port}`, "-c listen_addresses='127.0.0.1'", `-c unix_socket_directories='${dir}'`].join(' ');
  let running = false;
  const server: PrivatePostgres = {
    serverUrl: `postgres://${user}@127.0.0.1:${port}/postgres`,
    databaseUrl: (name) => `postgres://${user}@127.0.0.1:${port}/${name}`,
    async start() {
      await pgTool('pg_ctl', ['start', '-w', '-t', '60', '-D', data, '-l', path.join(dir, 'server.log'), '-o', options], dir);
      running = true;
    },
    async stop() {
      await pgTool('pg_ctl', ['stop', '-w', '-t', '60', '-m', 'fast', '-D', data], dir);
      running = false;
    },
    async destroy() {
      if (running) await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await server.start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return server;
}
