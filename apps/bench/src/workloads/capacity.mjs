// @ts-check
// Capacity: how many candidates the api holds at W1's cadence. Candidates join in steps (connect,
// attempt:join, section:start, with an invigilator watching each group of 50) while everyone already
// in keeps saving an answer every 5 s ±20 % and sending heartbeats; after each step has settled, one
// window is measured. A step passes when its ack p99 stays within target and every answer of the
// window is acked in time, none refused; a failing window is measured once more before it counts. The
// capacity is the last passing step. Every step also records how late the bench's own timers ran:
// when the client lags, the client may be the limit.
import { ExamEvents } from '@cdi/contracts';
import { Ledger, newPhase, nextAnswer } from '../answers.mjs';
import { closeAll } from '../clients.mjs';
import { jittered, Timeline } from '../open-loop.mjs';
import { config } from '../options.mjs';
import { connectCandidates, connectInvigilators, heartbeat } from '../participants.mjs';
import { sleep, waitUntil } from '../stats.mjs';

/**
 * @import { AnswerAck } from '@cdi/contracts'
 * @import { CandidateSeat, InvigilatorSeat } from '../arrange.mjs'
 * @import { Phase } from '../answers.mjs'
 * @import { Candidate, Invigilator } from '../participants.mjs'
 */

/**
 * @param {{
 *   apiUrl: string;
 *   seats: { candidates: CandidateSeat[]; invigilators: InvigilatorSeat[] };
 *   max: number;
 *   reading: () => any;
 *   cpuDelta: (a: any, b: any) => any;
 *   apiRss: () => number | null;
 *   apiStats: () => Promise<any>;
 *   loop: { reset(): void; p99Ms(): number; maxMs(): number; gcMaxMs(): number };
 *   log: (message: string) => void;
 * }} run
 */
export async function runCapacity({ apiUrl, seats, max, reading, cpuDelta, apiRss, apiStats, loop, log }) {
  const { step, windowMs, settleMs, drainMs, p99TargetMs, benchLagMs, joinConcurrency, budgetMs } = config.capacity;
  const { answerEveryMs, heartbeatEveryMs, jitter } = config.w1;
  const deadline = performance.now() + budgetMs;
  const timeline = new Timeline(performance.now(), Infinity);
  const running = timeline.run();
  /** Where saves are counted: the step's window while it is measured, else a phase nobody reads. */
  let phase = newPhase('joining');
  /** @type {Candidate[]} */
  const candidates = [];
  /** @type {Invigilator[]} */
  const invigilators = [];
  const steps = [];
  let cutShort = false;

  /** @param {Candidate} c @param {number} intended */
  const save = (c, intended) => {
    const counted = phase;
    const payload = nextAnswer(c);
    counted.sent++;
    counted.outstanding++;
    c.socket.emit(ExamEvents.answerSet, payload, (/** @type {AnswerAck | undefined} */ ack) => {
      counted.outstanding--;
      counted.ack.add(performance.now() - intended);
      if (ack?.ok) counted.acked++;
      else counted.errors[ack?.code ?? 'no-ack'] = (counted.errors[ack?.code ?? 'no-ack'] ?? 0) + 1;
    });
  };
  /** W1's cadence for one candidate, from now until the timeline stops. */
  const cadence = (/** @type {Candidate} */ c) => {
    const now = performance.now();
    const answer = (/** @type {number} */ t) => {
      save(c, t);
      timeline.at(t + jittered(answerEveryMs, jitter), answer);
    };
    const beat = (/** @type {number} */ t) => {
      heartbeat(c);
      timeline.at(t + jittered(heartbeatEveryMs, jitter), beat);
    };
    timeline.at(now + Math.random() * answerEveryMs, answer);
    timeline.at(now + Math.random() * heartbeatEveryMs, beat);
  };

  /** One measured window over everyone connected now. */
  const measure = async (/** @type {number} */ target, /** @type {number} */ joinSeconds) => {
    const window = newPhase(`${target} candidates`);
    const before = reading();
    await apiStats();
    loop.reset();
    phase = window;
    await sleep(windowMs);
    phase = newPhase('between windows');
    const benchLoopP99Ms = loop.p99Ms();
    const benchLoopMaxMs = loop.maxMs();
    const benchGcMaxMs = loop.gcMaxMs();
    await waitUntil(() => window.outstanding === 0, drainMs, 10);
    const cpu = cpuDelta(before, reading());
    const inside = await apiStats();
    const ack = window.ack.summary();
    const errors = Object.values(window.errors).reduce((a, b) => a + b, 0);
    return {
      candidates: target,
      invigilators: invigilators.length,
      joinSeconds: +joinSeconds.toFixed(1),
      answersPerSecond: Math.round(window.acked / (windowMs / 1000)),
      ...ack,
      errors,
      errorCodes: window.errors,
      unacked: window.outstanding,
      pass: errors === 0 && window.outstanding === 0 && ack.p99 !== null && ack.p99 <= p99TargetMs,
      retried: false,
      apiRssMb: +(apiRss() ?? 0).toFixed(0),
      apiCores: +(cpu.api / Math.max(0.1, cpu.seconds)).toFixed(2),
      benchCores: +(cpu.bench / Math.max(0.1, cpu.seconds)).toFixed(2),
      benchLoopP99Ms,
      clientLagged: benchLoopP99Ms > benchLagMs,
      apiLoopP99Ms: inside?.loopP99Ms ?? null,
      // A p99 can pass while a few long stalls (a major GC, a blocked loop) hold a whole second's acks:
      // the longest ones say which side stalled.
      apiLoopMaxMs: inside?.loopMaxMs ?? null,
      apiGcMaxMs: inside?.gcMaxMs ?? null,
      apiGcMajor: inside?.gcMajor ?? null,
      benchLoopMaxMs,
      benchGcMaxMs,
      cpu,
    };
  };

  try {
    for (let target = step; target <= max; target += step) {
      if (performance.now() > deadline) {
        cutShort = true;
        log('  capacity: time budget spent; the capacity is at least the last passing step');
        break;
      }
      const joinStarted = performance.now();
      const groups = Math.ceil(target / config.groupSize);
      invigilators.push(
        ...(await connectInvigilators(apiUrl, seats.invigilators.slice(invigilators.length, groups), new Ledger())),
      );
      const joined = await connectCandidates(
        apiUrl,
        seats.candidates.slice(candidates.length, target),
        { disconnects: 0, rejoinRefused: 0 },
        joinConcurrency,
      );
      for (const c of joined) cadence(c);
      candidates.push(...joined);
      const joinSeconds = (performance.now() - joinStarted) / 1000;
      await sleep(settleMs);

      let result = await measure(target, joinSeconds);
      // A failing window is measured once more before it counts: one burst from another process on a
      // shared machine should not end the steps.
      if (!result.pass) {
        log(`  capacity ${String(target).padStart(6)}: failed (ack p99 ${result.p99} ms); measuring it again`);
        result = { ...(await measure(target, joinSeconds)), retried: true };
      }
      steps.push(result);
      log(
        `  capacity ${String(target).padStart(6)}: joined in ${result.joinSeconds} s; ${result.answersPerSecond} answers/s, ack p50 ${result.p50} p99 ${result.p99} ms` +
          `${result.errors ? ` errors ${result.errors}` : ''}${result.unacked ? ` unacked ${result.unacked}` : ''} ${result.pass ? 'pass' : 'FAIL'}` +
          ` | api RSS ${result.apiRssMb} MB, ${result.apiCores} cores, loop p99 ${result.apiLoopP99Ms} max ${result.apiLoopMaxMs} ms, GC max ${result.apiGcMaxMs} ms (${result.apiGcMajor} major)` +
          ` | bench ${result.benchCores} cores, loop p99 ${result.benchLoopP99Ms} max ${result.benchLoopMaxMs} ms, GC max ${result.benchGcMaxMs} ms` +
          `${result.clientLagged ? ' (the client lagged)' : ''}`,
      );
      if (!result.pass) break;
    }
  } finally {
    timeline.stop();
    await running;
    await waitUntil(() => phase.outstanding === 0, drainMs, 10);
    await closeAll([...candidates.map((c) => c.socket), ...invigilators.map((i) => i.socket)]);
  }
  const passed = steps.filter((s) => s.pass);
  const reached = passed.at(-1) ?? null;
  const failed = steps.find((s) => !s.pass) ?? null;
  return { steps, reached, failed, cutShort, max };
}
