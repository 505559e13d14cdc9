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

/** Starts a long-running child; its output is prefixed with the label (or hidden when quiet). */
function startProcess(label, command, args, { env = {}, cwd = repoRoot, quiet = false } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const recent = [];
  const onData = (chunk) => {
    const text = chunk.toString();
    recent.push(text);
    if (recent.length > 50) recent.shift();
    if (!quiet) say(label, text);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  return {
    label,
    child,
    recentOutput: () => recent.join(''),
    exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))),
  };
}

/** Stops a child politely, then firmly after a grace period. */
async function stopProcess(handle, graceMs = 5000) {
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
  stopProcess,
  run,
  waitForHttp,
  freePort,
  serverEnv,
  SERVER_NODE_OPTIONS,
  startWebPreview,
};
