// Child processes with labelled output, readiness waits and clean shutdown. CommonJS so that the
// scripts (ESM) and the TypeScript test helpers (run by jest) share it.
const { spawn } = require('node:child_process');
const net = require('node:net');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');

const colours = { api: 36, worker: 35, web: 32, services: 33, postgres: 34, start: 1, test: 1 };

function say(label, message) {
  const colour = colours[label] ?? 37;
  const prefix = process.stdout.isTTY ? `\x1b[${colour}m[${label}]\x1b[0m` : `[${label}]`;
  for (const line of String(message).split('\n')) if (line.trim()) console.log(`${prefix} ${line}`);
}

/**
 * Starts a long-running child; its output is prefixed with the label (or hidden when quiet). The
 * handle's `child` is the current one: supervise() may start it again.
 */
function startProcess(label, command, args, { env = {}, cwd = repoRoot, quiet = false } = {}) {
  const recent = [];
  const note = (text) => {
    recent.push(text);
    if (recent.length > 50) recent.shift();
    if (!quiet) say(label, text);
  };
  const handle = {
    label,
    recentOutput: () => recent.join(''),
    note,
    /** Starts the command (again); `child`, `startedAt` and `exited` then describe the new run. */
    spawn() {
      const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (chunk) => note(chunk.toString()));
      child.stderr.on('data', (chunk) => note(chunk.toString()));
      // A child that could not be started or signalled: said, rather than ending this process.
      child.on('error', (error) => note(`${label}: ${error.message}\n`));
      handle.child = child;
      handle.startedAt = Date.now();
      handle.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    },
  };
  handle.spawn();
  return handle;
}

/** A process that dies sooner than this after being started again is started again only after a growing pause. */
const QUICK_DEATH_MS = 10_000;
const FIRST_RESTART_PAUSE_MS = 1000;
const MAX_RESTART_PAUSE_MS = 30_000;

/**
 * Keeps a started process running, as `npm start` does for the api, worker and web: whenever it exits
 * without stopProcess asking (a crash, an uncaught error, kill -9), it is started again with the same
 * command and said so (in its output, under its label). At once the first time, or when it had run a
 * while since; after a pause doubling from 1 s to 30 s while it keeps dying within 10 s of being
 * started again, so a process that cannot start does not spin. Call it once the process has come up,
 * so a start that fails still fails.
 */
function supervise(handle) {
  let pauseMs = 0;
  let restarted = false;
  const watch = () => {
    const { child, startedAt } = handle;
    child.once('exit', (code, signal) => {
      if (handle.stopping) return;
      pauseMs =
        restarted && Date.now() - startedAt < QUICK_DEATH_MS
          ? Math.min(MAX_RESTART_PAUSE_MS, Math.max(FIRST_RESTART_PAUSE_MS, pauseMs * 2))
          : 0;
      handle.note(
        `${handle.label} (pid ${child.pid}) exited (${signal ?? `code ${code}`}); starting it again${pauseMs ? ` in ${pauseMs / 1000} s` : ''}\n`,
      );
      handle.restartTimer = setTimeout(() => {
        if (handle.stopping) return;
        handle.spawn();
        restarted = true;
        handle.note(`${handle.label} started again (pid ${handle.child.pid})\n`);
        watch();
      }, pauseMs);
    });
  };
  watch();
  return handle;
}

/** Stops a child politely, then firmly after a grace period; a supervised one is not started again. */
async function stopProcess(handle, graceMs = 5000) {
  handle.stopping = true;
  clearTimeout(handle.restartTimer);
  if (handle.child.exitCode !== null || handle.child.signalCode !== null) return;
  handle.child.kill('SIGTERM');
  const timer = setTimeout(() => handle.child.kill('SIGKILL'), graceMs);
  await handle.exited;
  clearTimeout(timer);
}

/** Runs a command to completion, inheriting output; rejects on a non-zero exit. */
function run(command, args, { env = {}, cwd = repoRoot } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
    child.once('error', reject);
  });
}

/** Polls a URL until it answers with one of the accepted statuses, or fails with the child's last output. */
async function waitForHttp(url, { handle, timeoutMs = 60_000, accept = [200] } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (handle && handle.child.exitCode !== null) {
      throw new Error(`${handle.label} exited before it was ready:\n${handle.recentOutput()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (accept.includes(response.status)) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s${handle ? `:\n${handle.recentOutput()}` : ''}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The api's and worker's V8 flags, wherever they start (npm start, tests, bench; the Dockerfile sets the
 * same in its server image). Node 24's V8 sizes the young generation for throughput: without a cap the
 * api's RSS per 1,000 exam sockets doubled (26 to 59 MB) with the same live heap, and the ack tail grew.
 */
const SERVER_NODE_OPTIONS = '--max-semi-space-size=16';

/** `env` with the servers' V8 flags added to any NODE_OPTIONS already set. */
function serverEnv(env = {}) {
  const inherited = env.NODE_OPTIONS ?? process.env.NODE_OPTIONS;
  return { ...env, NODE_OPTIONS: [inherited, SERVER_NODE_OPTIONS].filter(Boolean).join(' ') };
}

/**
 * The built web app (apps/web/dist) served by `vite preview` on `port`, proxying /api and /socket.io to
 * `apiUrl`, as `npm start` serves it; ready once `/login` answers (waitForHttp).
 */
function startWebPreview({ apiUrl, port, quiet = false }) {
  return startProcess('web', process.execPath, [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), 'preview'], {
    cwd: path.join(repoRoot, 'apps/web'),
    env: { API_URL: apiUrl, WEB_PORT: String(port) },
    quiet,
  });
}

module.exports = {
  repoRoot,
  say,
  startProcess,
  supervise,
  stopProcess,
  run,
  waitForHttp,
  freePort,
  serverEnv,
  SERVER_NODE_OPTIONS,
  startWebPreview,
};
