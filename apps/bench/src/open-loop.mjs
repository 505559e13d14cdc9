// @ts-check
// Open-loop load: every action has an intended time fixed in advance and fires as soon as that time
// has passed, however late; latency counts from the intended time, so a server (or a client) that
// stalls cannot hide the delay it causes (no coordinated omission).
import { config } from './options.mjs';
import { cpuDelta } from './procstat.mjs';
import { mainThreadWait } from './report.mjs';
import { newPhase } from './answers.mjs';
import { sleep, waitUntil } from './stats.mjs';

const SLOT_MS = 1;

/** A time-bucketed schedule run from startAt to endAt; actions may schedule their successors. */
export class Timeline {
  /**
   * @param {number} startAt
   * @param {number} endAt
   */
  constructor(startAt, endAt) {
    this.startAt = startAt;
    this.endAt = endAt;
    /** @type {Map<number, (number | ((t: number) => void))[]>} each bucket: intended time, action, intended time, action... */
    this.buckets = new Map();
    this.cursor = 0;
  }

  /**
   * @param {number} t
   * @param {(t: number) => void} action
   */
  at(t, action) {
    if (t >= this.endAt) return;
    const slot = Math.max(this.cursor, Math.floor((t - this.startAt) / SLOT_MS));
    const bucket = this.buckets.get(slot);
    if (bucket) bucket.push(t, action);
    else this.buckets.set(slot, [t, action]);
  }

  /** Ends the run now: what is due fires once more, nothing later. */
  stop() {
    this.endAt = Math.min(this.endAt, performance.now());
  }

  run() {
    return /** @type {Promise<void>} */ (
      new Promise((resolve) => {
        const tick = () => {
          const now = performance.now();
          const upTo = Math.floor((now - this.startAt) / SLOT_MS);
          for (; this.cursor <= upTo; this.cursor++) {
            const bucket = this.buckets.get(this.cursor);
            if (!bucket) continue;
            this.buckets.delete(this.cursor);
            for (let i = 0; i < bucket.length; i += 2) {
              /** @type {(t: number) => void} */ (bucket[i + 1])(/** @type {number} */ (bucket[i]));
            }
          }
          if (now >= this.endAt) resolve();
          else setTimeout(tick, SLOT_MS);
        };
        setTimeout(tick, Math.max(0, this.startAt - performance.now()));
      })
    );
  }
}

/** A random interval of mean `every` within ±jitter. */
export const jittered = (/** @type {number} */ every, /** @type {number} */ jitter) =>
  every * (1 - jitter + 2 * jitter * Math.random());

/**
 * One ramp step: `rate` answers/s spread round-robin over the senders for `ms`. Sends are due at
 * start + k/rate; the step is cut short when the acks fall more than half a second of sends behind.
 */
async function runStep({ senders, send, rate, ms, cpu, waits, probe }) {
  const phase = newPhase(`${rate}/s`);
  const total = Math.floor((rate * ms) / 1000);
  const maxBehind = Math.max(200, rate * 0.5);
  let k = 0;
  let rr = 0;
  let behind = false;
  const before = cpu();
  waits?.take();
  await probe?.();
  const start = performance.now() + 20;
  await /** @type {Promise<void>} */ (
    new Promise((resolve) => {
      const tick = () => {
        const now = performance.now();
        const due = Math.min(total, Math.floor(((now - start) * rate) / 1000));
        for (; k < due; k++) send(senders[rr++ % senders.length], start + (k * 1000) / rate, phase);
        if (phase.outstanding > maxBehind) behind = true;
        if (k >= total || behind) resolve();
        else setTimeout(tick, SLOT_MS);
      };
      setTimeout(tick, 20);
    })
  );
  const sentEnd = performance.now();
  await waitUntil(() => phase.outstanding === 0, config.ramp.drainMs, 10);
  const after = cpu();
  const pgWaits = waits?.take() ?? null;
  const server = (await probe?.()) ?? null;
  const seconds = (sentEnd - start) / 1000;
  const latency = phase.ack.summary();
  const errors = Object.values(phase.errors).reduce((a, b) => a + b, 0);
  const unacked = phase.outstanding;
  const pass = !behind && unacked === 0 && errors === 0 && latency.p99 !== null && latency.p99 <= config.ramp.p99TargetMs;
  return {
    rate,
    seconds: +seconds.toFixed(1),
    sent: phase.sent,
    acked: phase.acked,
    ackedPerSecond: Math.round(phase.acked / Math.max(seconds, 0.001)),
    ...latency,
    errors,
    unacked,
    behind,
    pass,
    cpu: cpuDelta(before, after),
    pgWaits,
    server,
    phase,
  };
}

/** Cores each process kept busy during a step, and what Postgres connections were doing. */
export function describeStep(step) {
  const c = step.cpu;
  const cores = (v) => (v / Math.max(0.1, c.seconds)).toFixed(2);
  const procs = ['api', 'server', 'postgres', 'bench', 'other', 'steal'].filter(
    (p) => c[p] !== undefined && c[p] > 0.01 * c.seconds,
  );
  const waits = Object.entries(step.pgWaits ?? {})
    .slice(0, 3)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  const sv = step.server;
  const inside = sv
    ? ` | server loop p99 ${sv.loopP99Ms} max ${sv.loopMaxMs} ms, GC ${sv.gcMs} ms (max ${sv.gcMaxMs}, ${sv.gcMajor} major)`
    : '';
  return `cores ${procs.map((p) => `${p} ${cores(c[p])}`).join(' ')}${inside}${mainThreadWait(c)}${waits ? ` | pg busy: ${waits}` : ''}`;
}

/**
 * Finds the knee: the highest offered rate whose ack p99 stays within target with every answer acked
 * in time. Doubles until a step fails, then climbs ×1.25 from the last passing step.
 */
export async function findKnee({ label, senders, send, cpu, log, loop, waits, probe }) {
  const r = config.ramp;
  const steps = [];
  let rate = r.startRate;
  let mode = 'coarse';
  let failedAt = Infinity;
  let knee = null;
  let retried = false;
  let cutShort = false;
  const deadline = performance.now() + (r.budgetMs[label] ?? Infinity);
  for (let i = 0; i < r.maxSteps && rate <= r.maxRate; i++) {
    const ms = mode === 'coarse' ? r.coarseStepMs : r.fineStepMs;
    if (performance.now() + ms + r.drainMs > deadline) {
      cutShort = true;
      log(`  ${label}: time budget spent; the knee is at least the last passing step`);
      break;
    }
    loop?.reset();
    const step = { ...(await runStep({ senders, send, rate, ms, cpu, waits, probe })), benchLoopP99Ms: loop?.p99Ms() ?? null };
    const { phase, ...measured } = step;
    const shown = { ...measured, retry: retried };
    steps.push(shown);
    log(
      `  ${label} ${String(rate).padStart(6)}/s: acked ${shown.ackedPerSecond}/s p50 ${shown.p50} p99 ${shown.p99} ms` +
        `${shown.errors ? ` errors ${shown.errors}` : ''}${shown.unacked ? ` unacked ${shown.unacked}` : ''}${shown.behind ? ' (behind)' : ''}` +
        ` ${shown.pass ? 'pass' : 'FAIL'} | ${describeStep(shown)}`,
    );
    if (step.pass) {
      retried = false;
      knee = shown;
      rate = Math.round(rate * (mode === 'coarse' ? r.coarseFactor : r.fineFactor));
      if (rate >= failedAt) break;
    } else {
      // Let the server finish what it was given before the next step measures anything.
      await waitUntil(() => phase.outstanding === 0, 15_000, 50);
      await sleep(500);
      // A doubling step decides the whole search, so one failure is confirmed by running it again
      // (a burst from another process on a shared machine should not end the ramp).
      if (mode === 'coarse' && !retried) {
        retried = true;
        continue;
      }
      if (mode === 'fine' || !knee) break;
      mode = 'fine';
      retried = false;
      failedAt = rate;
      rate = Math.round(knee.rate * r.fineFactor);
      if (rate >= failedAt) break;
    }
    await sleep(250);
  }
  return { knee, steps, cutShort };
}
