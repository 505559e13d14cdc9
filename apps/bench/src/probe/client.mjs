// @ts-check
// Starts a measured process with the probe preloaded and an IPC channel, and asks it things.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PRELOAD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'preload.cjs');

/**
 * @typedef {{ id: number; result?: unknown; error?: string }} ProbeAnswer
 * @typedef {{ bench: string } & Record<string, unknown>} ProbeCommand see preload.cjs for the commands
 */

/**
 * Like processes.cjs startProcess (same handle shape, so stopProcess works), plus `ask`.
 * @param {string} label
 * @param {string} script
 * @param {{ env?: NodeJS.ProcessEnv; cwd?: string }} [options]
 */
export function startProbed(label, script, { env = {}, cwd } = {}) {
  const child = spawn(process.execPath, ['-r', PRELOAD, script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  /** @type {string[]} */
  const recent = [];
  const keep = (/** @type {Buffer | string} */ chunk) => {
    recent.push(chunk.toString());
    if (recent.length > 50) recent.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('error', (error) => keep(String(error)));
  let nextId = 0;
  /** @type {Map<number, { resolve: (value: any) => void; reject: (error: Error) => void }>} */
  const waiting = new Map();
  child.on('message', (/** @type {ProbeAnswer} */ m) => {
    const w = waiting.get(m?.id);
    if (!w) return;
    waiting.delete(m.id);
    if (m.error) w.reject(new Error(m.error));
    else w.resolve(m.result);
  });
  return {
    label,
    child,
    recentOutput: () => recent.join(''),
    /** @type {Promise<{ code: number | null; signal: NodeJS.Signals | null }>} */
    exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))),
    /**
     * Sends a probe command; resolves with its answer (or null after timeoutMs).
     * @param {ProbeCommand} command
     * @returns {Promise<any>}
     */
    ask(command, timeoutMs = 15_000) {
      if (!child.connected) return Promise.resolve(null);
      const id = ++nextId;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve(null);
        }, timeoutMs);
        waiting.set(id, {
          resolve: (v) => (clearTimeout(timer), resolve(v)),
          reject: (e) => (clearTimeout(timer), reject(e)),
        });
        child.send({ ...command, id });
      });
    },
  };
}

/**
 * Resident memory as it stands (VmRSS), then the live heap after a full GC, of a probed process, in MB.
 * @param {ReturnType<typeof startProbed>} handle
 * @param {(pid: number | undefined) => number | null} rssMb
 */
export async function memoryOf(handle, rssMb) {
  const rss = rssMb(handle.child.pid);
  const usage = await handle.ask({ bench: 'memory' }).catch(() => null);
  const mb = (/** @type {number | undefined} */ v) => (v === undefined ? null : v / 1024 / 1024);
  return { rss, heapUsed: mb(usage?.heapUsed), external: mb(usage?.external) };
}
