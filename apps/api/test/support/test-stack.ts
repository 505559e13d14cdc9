import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  appLoginUrl,
  createDataSource,
  type FileStore,
  fileStoreFromEnv,
  parseEnv,
  ServerEnvSchema,
  testClockAppliedChannel,
  testClockKey,
} from '@cdi/db';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import {
  freePort,
  type ProcessHandle,
  repoRoot,
  run,
  serverEnv,
  startProcess,
  startWebPreview,
  stopProcess,
  supervise,
  waitForHttp,
} from '../../../../scripts/lib/processes.cjs';
import { HttpClient } from './http-client';

/**
 * The environment a test file's processes share: the run's database (the api and the worker on the
 * application's login, as in production), and a Redis prefix of the file's own.
 */
export function testEnvironment(files: TestFileStore = 'local'): NodeJS.ProcessEnv {
  const { TEST_DATABASE_URL, TEST_REDIS_URL, TEST_REDIS_PREFIX, TEST_S3_ENV } = process.env;
  if (!TEST_DATABASE_URL || !TEST_REDIS_URL || !TEST_REDIS_PREFIX || !TEST_S3_ENV)
    throw new Error('Run integration tests through jest (global setup)');
  return {
    NODE_ENV: 'test',
    // The published demo secret, opted into explicitly: the api refuses to start without a secret otherwise.
    ALLOW_DEMO_SECRET: 'true',
    DATABASE_URL: appLoginUrl(TEST_DATABASE_URL),
    DATABASE_OWNER_URL: TEST_DATABASE_URL,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `${TEST_REDIS_PREFIX}${randomBytes(3).toString('hex')}:`,
    DB_POOL_SIZE: '4',
    // The processes' clock moves when a test says so (stack.clock), instead of tests waiting.
    TEST_CLOCK: 'true',
    FILES_DIR: path.join(repoRoot, '.cache/test-files', randomBytes(4).toString('hex')),
    // The run's S3 API server (global setup) instead of the folder.
    ...(files === 's3' ? (JSON.parse(TEST_S3_ENV) as Record<string, string>) : {}),
  };
}

/** Where a stack keeps uploaded files: the local folder (`npm start`'s) or a bucket. */
export type TestFileStore = 'local' | 's3';
/** For the tests that run once against each store. */
export const FILE_STORES: readonly TestFileStore[] = ['local', 's3'];

/** The file store a stack's processes use, for a test to arrange or check files directly. */
export function fileStoreOf(env: NodeJS.ProcessEnv): FileStore {
  return fileStoreFromEnv(parseEnv(ServerEnvSchema, env));
}

export interface TestStack {
  env: NodeJS.ProcessEnv;
  http: HttpClient;
  /** For arranging and checking rows directly, as the tables' owner (DATABASE_OWNER_URL). */
  dataSource: DataSource;
  /** The clock every api and worker of the stack reads. */
  clock: TestClock;
  /**
   * Starts another api replica against the same database, Redis prefix and files; returns its client.
   * `extraEnv` is this replica's own (a REDIS_URL through a proxy, say).
   */
  startApi(extraEnv?: NodeJS.ProcessEnv): Promise<HttpClient>;
  /** What the first api printed lately (its processes' too, when it is a cluster). */
  apiOutput(): string;
  /** The first api's pid (the cluster's primary, when it is one). */
  apiPid(): number;
  /** Kills the first api at once (SIGKILL: no shutdown hooks), then starts it again on the same port. */
  crashAndRestartApi(downForMs?: number): Promise<void>;
  /**
   * Serves the built web app (built first if it is not) as `npm start` does, proxying to `apiUrl`
   * (default: the first api); returns its URL. Stopped with the stack.
   */
  startWeb(apiUrl?: string): Promise<string>;
  /** Starts a worker (another one, if one runs) against the same database, Redis prefix and files. */
  startWorker(extraEnv?: NodeJS.ProcessEnv): Promise<ProcessHandle>;
  stopWorkers(): Promise<void>;
  close(): Promise<void>;
}

export interface TestClock {
  /** Moves the clock of every running api and worker on by `ms`, resolving once each runs on it. */
  advance(ms: number): Promise<void>;
}

/**
 * The test side of the processes' adjustable clock (libs/db AdjustableClock): stores the new offset,
 * announces it, and waits until as many processes as heard the announcement confirm it.
 */
function testClock(redisUrl: string, redisPrefix: string): TestClock {
  let offsetMs = 0;
  return {
    async advance(ms) {
      offsetMs += ms;
      const offset = String(offsetMs);
      const key = testClockKey(redisPrefix);
      const publisher = new Redis(redisUrl);
      const confirmations = publisher.duplicate();
      try {
        let confirmed = 0;
        let wake = () => {};
        confirmations.on('message', (_channel: string, applied: string) => {
          if (applied === offset) confirmed++;
          wake();
        });
        await confirmations.subscribe(testClockAppliedChannel(redisPrefix));
        await publisher.set(key, offset);
        const listeners = await publisher.publish(key, offset);
        while (confirmed < listeners) await new Promise<void>((resolve) => (wake = resolve));
      } finally {
        publisher.disconnect();
        confirmations.disconnect();
      }
    },
  };
}

const node = process.execPath;
/** TEST_VERBOSE=1 shows the processes' own output, for finding out why a test fails. */
const quiet = !process.env.TEST_VERBOSE;

/**
 * The real compiled api (and optionally a worker) as child processes, exactly as they run in
 * production, on a free port. Global setup builds them first. `apiProcesses` starts the api as
 * `npm start` does (cluster-main.js) with that many processes behind the port. `supervised` starts
 * the api and workers again when they die, as `npm start` does (not with crashAndRestartApi, which
 * restarts the api itself).
 */
export async function startTestStack(
  options: {
    worker?: boolean;
    env?: NodeJS.ProcessEnv;
    apiProcesses?: number;
    supervised?: boolean;
    files?: TestFileStore;
  } = {},
): Promise<TestStack> {
  const env = { ...testEnvironment(options.files), ...options.env };
  const apis: ProcessHandle[] = [];
  const apiEntry = options.apiProcesses ? 'apps/api/dist/cluster-main.js' : 'apps/api/dist/main.js';
  const apiProcesses = options.apiProcesses ? { API_PROCESSES: String(options.apiProcesses) } : {};
  const launchApi = async (port?: number, extraEnv: NodeJS.ProcessEnv = {}): Promise<string> => {
    port ??= await freePort();
    const handle = startProcess('api', node, [path.join(repoRoot, apiEntry)], {
      env: serverEnv({ ...env, ...apiProcesses, ...extraEnv, PORT: String(port), HOST: '127.0.0.1' }),
      quiet,
    });
    apis.push(handle);
    const url = `http://127.0.0.1:${port}`;
    await waitForHttp(`${url}/api/health/live`, { handle, timeoutMs: 20_000 });
    if (options.supervised) supervise(handle);
    return url;
  };
  const workers: ProcessHandle[] = [];
  const webs: ProcessHandle[] = [];
  const dataSource = await createDataSource({
    url: env.DATABASE_OWNER_URL!,
    poolSize: 2,
    applicationName: 'cdi-test',
  }).initialize();

  let baseUrl = '';
  const stack: TestStack = {
    env,
    dataSource,
    clock: testClock(env.REDIS_URL!, env.REDIS_PREFIX!),
    http: new HttpClient(''),
    async startApi(extraEnv = {}) {
      return new HttpClient(await launchApi(undefined, extraEnv));
    },
    apiOutput() {
      return apis[0]?.recentOutput() ?? '';
    },
    apiPid() {
      return apis[0]!.child.pid!;
    },
    async crashAndRestartApi(downForMs = 500) {
      const first = apis.shift()!;
      first.child.kill('SIGKILL');
      await first.exited;
      await new Promise((r) => setTimeout(r, downForMs));
      await launchApi(Number(new URL(baseUrl).port));
    },
    async startWeb(apiUrl = baseUrl) {
      // A production build whoever asks: under jest NODE_ENV is 'test', and Vite would bundle React's
      // development build (60 kB more, over every route group's budget).
      if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
        await run('npm', ['run', 'build', '-w', 'apps/web'], { env: { NODE_ENV: 'production' } });
      }
      const port = await freePort();
      const web = startWebPreview({ apiUrl, port, quiet });
      webs.push(web);
      const url = `http://127.0.0.1:${port}`;
      await waitForHttp(`${url}/login`, { handle: web, timeoutMs: 30_000 });
      return url;
    },
    async startWorker(extraEnv = {}) {
      const worker = startProcess('worker', node, [path.join(repoRoot, 'apps/worker/dist/main.js')], {
        env: serverEnv({ ...env, ...extraEnv }),
        quiet,
      });
      workers.push(worker);
      await waitForHttp(`${baseUrl}/api/health`, { handle: worker, timeoutMs: 20_000 }); // 200 once a worker serves the queues
      if (options.supervised) supervise(worker);
      return worker;
    },
    async stopWorkers() {
      await Promise.all(workers.splice(0).map((w) => stopProcess(w)));
    },
    async close() {
      await stack.stopWorkers();
      await Promise.all([...webs, ...apis].map((p) => stopProcess(p)));
      await dataSource.destroy();
    },
  };
  try {
    baseUrl = await launchApi();
    stack.http = new HttpClient(baseUrl);
    if (options.worker) await stack.startWorker();
  } catch (error) {
    await stack.close();
    throw error;
  }
  return stack;
}

/** Where global setup's shared stacks listen, and the environment they run with (TEST_SHARED_STACKS). */
interface SharedStacks {
  withWorker: SharedStackAddress;
  apiOnly: SharedStackAddress;
}
interface SharedStackAddress {
  url: string;
  env: NodeJS.ProcessEnv;
}

/** Started once per run by global setup (and stopped by its teardown) for the files that can share them. */
export async function startSharedStacks(): Promise<{ stacks: TestStack[]; addresses: SharedStacks }> {
  const [withWorker, apiOnly] = await Promise.all([startTestStack({ worker: true }), startTestStack()]);
  const address = (stack: TestStack) => ({ url: stack.http.baseUrl, env: stack.env });
  return { stacks: [withWorker, apiOnly], addresses: { withWorker: address(withWorker), apiOnly: address(apiOnly) } };
}

export const SHARED_STACKS_ENV = 'TEST_SHARED_STACKS';

/**
 * The run's shared api (with a worker when asked), for a file that only makes its own tenants and
 * calls the api as a client: it moves no clock, starts or stops no process, sets no environment of its
 * own and spends no upload or marking rate limit (those are counted per Redis prefix, which the files
 * sharing a stack share). Saves each such file starting an api and a worker. `close()` releases only
 * this file's database connection.
 */
export async function sharedTestStack(options: { worker?: boolean } = {}): Promise<TestStack> {
  const published = process.env[SHARED_STACKS_ENV];
  if (!published) throw new Error('Run integration tests through jest (global setup)');
  const shared = JSON.parse(published) as SharedStacks;
  const { url, env } = options.worker ? shared.withWorker : shared.apiOnly;
  const dataSource = await createDataSource({
    url: env.DATABASE_OWNER_URL!,
    poolSize: 2,
    applicationName: 'cdi-test',
  }).initialize();
  const notShared = (what: string) => (): never => {
    throw new Error(`${what} needs a stack of the file's own: use startTestStack`);
  };
  return {
    env,
    dataSource,
    http: new HttpClient(url),
    clock: { advance: notShared('Moving the clock') },
    startApi: notShared('Another api'),
    apiOutput: notShared("The api's output"),
    apiPid: notShared("The api's pid"),
    crashAndRestartApi: notShared('Restarting the api'),
    startWeb: notShared('The web app'),
    startWorker: notShared('Another worker'),
    stopWorkers: notShared('Stopping the workers'),
    close: () => dataSource.destroy(),
  };
}
