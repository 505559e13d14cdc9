// @ts-check
// R10, the soak (`npm run bench -- --soak`): every candidate saves at twice W1's rate, heartbeats as in
// W1, invigilators watching, for config.soak.minutes. Each window records the ack latency, the answers
// acked, the api's RSS and the stack's CPU, so drift (a leak, a slowly growing queue or index) shows
// as a trend across windows rather than hiding in one average.
import { newPhase } from '../answers.mjs';
import { Timeline } from '../open-loop.mjs';
import { config } from '../options.mjs';
import { waitUntil } from '../stats.mjs';
import { scheduleSteady } from './w1-steady.mjs';

/** The soak's shape; only a run started with --soak has one. */
export function soakShape() {
  if (!config.soak) throw new Error('The soak runs only with --soak');
  return config.soak;
}

export async function runSoak({ candidates, ledger, reading, cpuDelta, apiRss, log }) {
  const { minutes, windowMs, rateFactor } = soakShape();
  const answerEveryMs = config.w1.answerEveryMs / rateFactor;
  const windows = [];
  const count = Math.max(1, Math.round((minutes * 60_000) / windowMs));
  for (let i = 0; i < count; i++) {
    const phase = newPhase(`soak ${i + 1}`, { invigilators: true });
    ledger.watch(phase);
    const before = reading();
    const start = performance.now() + 50;
    const timeline = new Timeline(start, start + windowMs);
    scheduleSteady(timeline, candidates, ledger, phase, { answerEveryMs });
    await timeline.run();
    await waitUntil(() => phase.outstanding === 0, 5000);
    ledger.watch(null);
    const cpu = cpuDelta(before, reading());
    const ack = phase.ack.summary();
    const errors = Object.values(phase.errors).reduce((a, b) => a + b, 0);
    const window = {
      minute: +(((i + 1) * windowMs) / 60_000).toFixed(1),
      acked: phase.acked,
      answersPerSecond: Math.round(phase.acked / (windowMs / 1000)),
      p50: ack.p50,
      p99: ack.p99,
      max: ack.max,
      invigP99: phase.invig?.summary().p99 ?? null,
      errors,
      unacked: phase.outstanding,
      apiRssMb: +(await apiRss()).toFixed(1),
      cpuPer1000: +(((cpu.api + cpu.worker + cpu.postgres + cpu.redis) / Math.max(1, phase.acked)) * 1000).toFixed(3),
    };
    windows.push(window);
    log(
      `soak ${String(i + 1).padStart(2)}/${count}: ${window.answersPerSecond}/s acked, ack p50 ${window.p50} p99 ${window.p99} max ${window.max} ms, ` +
        `invigilator p99 ${window.invigP99} ms, api RSS ${window.apiRssMb} MB, stack CPU ${window.cpuPer1000} s/1,000, errors ${errors}`,
    );
  }
  return { windows, verdict: soakVerdict(windows) };
}

/** Whether the soak stayed flat; compared with the second window, as the first still warms up. */
export function soakVerdict(windows) {
  const { rssGrowthMb, p99Factor } = soakShape();
  const reference = windows[Math.min(1, windows.length - 1)];
  const last = windows.at(-1);
  const rssGrowth = +(last.apiRssMb - reference.apiRssMb).toFixed(1);
  const p99Limit = Math.max(reference.p99 * p99Factor, config.ramp.p99TargetMs);
  const errors = windows.reduce((sum, w) => sum + w.errors + w.unacked, 0);
  return {
    rssGrowthMb: rssGrowth,
    rssFlat: rssGrowth <= rssGrowthMb,
    p99Reference: reference.p99,
    p99Last: last.p99,
    p99Limit: +p99Limit.toFixed(1),
    latencyFlat: last.p99 <= p99Limit,
    errors,
  };
}
