// @ts-check
// W1: every candidate saves an answer about every 5 s (±20%; one in ten a 2 KB essay) and sends a
// heartbeat every 5 s, while one invigilator per group watches. Ack latency and send-to-invigilator
// latency are counted from each save's intended time; the api's CPU over the phase gives CPU per answer.
import { config } from '../options.mjs';
import { newPhase } from '../answers.mjs';
import { jittered, Timeline } from '../open-loop.mjs';
import { heartbeat } from '../participants.mjs';
import { waitUntil } from '../stats.mjs';

/**
 * @import { Ledger, Phase } from '../answers.mjs'
 * @import { Candidate } from '../participants.mjs'
 */

/**
 * Schedules candidates' saves and heartbeats from start to end (shared by W1 and the storm).
 * @param {Timeline} timeline
 * @param {Candidate[]} candidates
 * @param {Ledger} ledger
 * @param {Phase} phase
 */
export function scheduleSteady(
  timeline,
  candidates,
  ledger,
  phase,
  { answers = true, answerEveryMs = config.w1.answerEveryMs } = {},
) {
  const { heartbeatEveryMs, jitter } = config.w1;
  for (const c of candidates) {
    if (answers) {
      const save = (t) => {
        ledger.send(c, t, phase);
        timeline.at(t + jittered(answerEveryMs, jitter), save);
      };
      timeline.at(timeline.startAt + Math.random() * answerEveryMs, save);
    }
    const beat = (t) => {
      heartbeat(c);
      timeline.at(t + jittered(heartbeatEveryMs, jitter), beat);
    };
    timeline.at(timeline.startAt + Math.random() * heartbeatEveryMs, beat);
  }
}

/**
 * Every candidate saves once within a few seconds first: a live server is warm (JIT, query plans, pools).
 * @param {{ candidates: Candidate[]; ledger: Ledger; ms?: number }} run
 */
export async function warmUp({ candidates, ledger, ms = 3000 }) {
  const phase = newPhase('warm-up');
  const start = performance.now() + 50;
  const timeline = new Timeline(start, start + ms);
  for (const c of candidates) timeline.at(start + Math.random() * ms, (t) => ledger.send(c, t, phase));
  await timeline.run();
  await waitUntil(() => phase.outstanding === 0, 5000);
  return phase;
}

/** @param {{ candidates: Candidate[]; ledger: Ledger }} run */
export async function runSteady({ candidates, ledger }) {
  const phase = newPhase('W1', { invigilators: true });
  ledger.watch(phase);
  const start = performance.now() + 100;
  const timeline = new Timeline(start, start + config.w1.seconds * 1000);
  scheduleSteady(timeline, candidates, ledger, phase);
  await timeline.run();
  await waitUntil(() => phase.outstanding === 0, 5000);
  await waitUntil(() => ledger.unmatchedPatches() === 0, 2000);
  const unmatched = ledger.unmatchedPatches();
  ledger.watch(null);
  return { phase, unmatchedPatches: unmatched, seconds: config.w1.seconds };
}
