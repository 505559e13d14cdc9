// @ts-check
// CPU and memory of the processes under test, read from /proc (Linux). CPU is utime+stime, so a
// phase's cost is the difference of two readings.
import { readdirSync, readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { watchGcPauses } from './probe/gc-pauses.cjs';

const TICKS_PER_SECOND = 100; // getconf CLK_TCK on Linux

function read(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function statFields(pid) {
  const stat = pid && read(`/proc/${pid}/stat`);
  // Fields after the command name (which may hold spaces): [1] ppid, [11] utime, [12] stime,
  // [13] cutime, [14] cstime (children that have exited and been reaped).
  return stat
    ? stat
        .slice(stat.lastIndexOf(')') + 2)
        .split(' ')
        .map(Number)
    : null;
}

/** CPU-seconds a process has used so far (0 once it is gone). */
export function cpuSeconds(pid, { withExitedChildren = false } = {}) {
  const f = statFields(pid);
  if (!f) return 0;
  return (f[11] + f[12] + (withExitedChildren ? f[13] + f[14] : 0)) / TICKS_PER_SECOND;
}

/** Busy CPU-seconds of the whole machine (every core), and time the hypervisor took (steal), from /proc/stat. */
function machineSeconds() {
  const cpu = (read('/proc/stat') ?? '').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = cpu;
  return { busy: (user + nice + system + irq + softirq) / TICKS_PER_SECOND, steal: steal / TICKS_PER_SECOND };
}

/**
 * A process's main thread (where its event loop runs): seconds on a core, and seconds it was ready to
 * run but waited for one (/proc/<pid>/task/<pid>/schedstat); null once the process is gone. Waiting
 * is what a busy machine adds to every event the loop handles: on 2 cores, a write that wakes
 * Postgres or the clients can hand them the writer's core.
 */
function mainThreadSeconds(pid) {
  const fields = pid && read(`/proc/${pid}/task/${pid}/schedstat`)?.trim().split(' ').map(Number);
  return fields ? { run: fields[0] / 1e9, wait: fields[1] / 1e9 } : null;
}

/** Resident memory in MB (VmRSS). */
export function rssMb(pid) {
  const status = pid && read(`/proc/${pid}/status`);
  const match = status && /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : null;
}

/** Pids whose command is one of the names (every Postgres backend, the Redis server). */
function pidsNamed(names) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const comm = read(`/proc/${entry}/comm`)?.trim();
    if (comm && names.includes(comm)) pids.push(Number(entry));
  }
  return pids;
}

/**
 * Postgres CPU: every live process, plus what exited backends used (counted into the postmaster's
 * cutime/cstime when it reaps them), so connections that close mid-phase are not lost.
 */
function postgresSeconds() {
  const pids = pidsNamed(['postgres', 'postmaster']);
  const own = new Set(pids);
  let total = 0;
  for (const pid of pids) {
    const isPostmaster = !own.has(statFields(pid)?.[1]);
    total += cpuSeconds(pid, { withExitedChildren: isPostmaster });
  }
  return total;
}

/**
 * A CPU reading of everything that does work in a run: api (with earlier api processes the bench
 * killed), worker, Postgres (all of it: other databases' work on this machine shows up too), Redis,
 * this process (the clients), and "other": whatever else the machine was busy with.
 */
export function cpuReading(pids) {
  const self = process.cpuUsage();
  const reading = {
    at: performance.now(),
    api: cpuSeconds(pids.api?.()) + (pids.retiredApi?.() ?? 0),
    worker: cpuSeconds(pids.worker?.()),
    postgres: postgresSeconds(),
    redis: pidsNamed(['redis-server']).reduce((t, pid) => t + cpuSeconds(pid), 0),
    bench: (self.user + self.system) / 1e6,
    ...(pids.server ? { server: cpuSeconds(pids.server()) } : {}),
    /** @type {Record<string, { pid: number; run: number; wait: number }>} */
    mainThreads: {},
    other: 0,
    steal: 0,
  };
  for (const name of ['api', 'server']) {
    const pid = pids[name]?.();
    const main = mainThreadSeconds(pid);
    if (main) reading.mainThreads[name] = { pid, ...main };
  }
  const ours = ['api', 'worker', 'postgres', 'redis', 'bench', 'server'].reduce((t, k) => t + (reading[k] ?? 0), 0);
  const machine = machineSeconds();
  reading.other = machine.busy - ours;
  reading.steal = machine.steal;
  return reading;
}

/** CPU-seconds per process between two readings, with the wall time, rounded for the report. */
export function cpuDelta(before, after) {
  const out = { seconds: +((after.at - before.at) / 1000).toFixed(1) };
  for (const key of Object.keys(after)) {
    if (key !== 'at' && key !== 'mainThreads') out[key] = +(after[key] - (before[key] ?? 0)).toFixed(2);
  }
  // Only the same thread's two readings make a difference: across the api's restart there are two.
  // A reading holds the api's or a baseline server's, never both.
  for (const [name, late] of Object.entries(after.mainThreads ?? {})) {
    const early = before.mainThreads?.[name];
    if (early?.pid !== late.pid) continue;
    out.mainThread = { name, run: +(late.run - early.run).toFixed(2), wait: +(late.wait - early.wait).toFixed(2) };
  }
  // "other" is a difference of two accountings (per process vs /proc/stat) that differ by a few %.
  if (out.other !== undefined) out.other = Math.max(0, out.other);
  return out;
}

/**
 * The bench's own event-loop delay and longest GC pause: a stalled client would inflate every latency
 * it measures.
 */
export function loopDelayMonitor() {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const gc = watchGcPauses();
  return {
    gcMaxMs: () => +gc.peek().maxMs.toFixed(1),
    reset: () => {
      histogram.reset();
      gc.take();
    },
    p99Ms: () => +(histogram.percentile(99) / 1e6).toFixed(1),
    maxMs: () => +(histogram.max / 1e6).toFixed(1),
    stop: () => {
      histogram.disable();
      gc.stop();
    },
  };
}

/** Cores other processes keep busy over a short window: a shared machine makes every figure worse. */
export async function otherLoad(ms = 2000) {
  const before = cpuReading({});
  await new Promise((r) => setTimeout(r, ms));
  const after = cpuReading({});
  const busy = ['postgres', 'redis', 'other', 'steal'].reduce((t, k) => t + after[k] - before[k], 0);
  return +(busy / (ms / 1000)).toFixed(2);
}
