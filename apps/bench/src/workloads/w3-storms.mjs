// @ts-check
// W3a, the deadline storm: every candidate's final saves land within one 5 s window (heartbeats go
// on). W3b, the reconnect storm: the api is killed (SIGKILL) and started again on the same port;
// every candidate and invigilator reconnects and re-joins on its own; each candidate then saves once.
import { config } from '../options.mjs';
import { newPhase } from '../answers.mjs';
import { Timeline } from '../open-loop.mjs';
import { sleep, waitUntil } from '../stats.mjs';
import { scheduleSteady } from './w1-steady.mjs';

/**
 * @import { Ledger } from '../answers.mjs'
 * @import { Candidate, Invigilator } from '../participants.mjs'
 * @import { Stack } from '../stack.mjs'
 */

/** @param {{ candidates: Candidate[]; ledger: Ledger }} run */
export async function runDeadlineStorm({ candidates, ledger }) {
  const { windowMs, savesPerCandidate } = config.storm;
  const phase = newPhase('storm', { invigilators: true });
  ledger.watch(phase);
  const start = performance.now() + 100;
  const timeline = new Timeline(start, start + windowMs);
  scheduleSteady(timeline, candidates, ledger, phase, { answers: false });
  for (const c of candidates) {
    for (let i = 0; i < savesPerCandidate; i++) timeline.at(start + Math.random() * windowMs, (t) => ledger.send(c, t, phase));
  }
  await timeline.run();
  await waitUntil(() => phase.outstanding === 0, 15_000);
  await waitUntil(() => ledger.unmatchedPatches() === 0, 2000);
  const unmatched = ledger.unmatchedPatches();
  ledger.watch(null);
  return { phase, unmatchedPatches: unmatched };
}

/**
 * @param {{ candidates: Candidate[]; invigilators: Invigilator[]; ledger: Ledger; stack: Stack; log: (message: string) => void }} run
 */
export async function runReconnectStorm({ candidates, invigilators, ledger, stack, log }) {
  for (const c of candidates) c.rejoinedAt = null;
  for (const inv of invigilators) inv.rewatchedAt = null;
  // The 30 s count from the moment the new api listens: before that, reconnecting cannot succeed.
  const { killedAt, listeningAt: upAt, healthyAt } = await stack.crashAndRestartApi();
  log(
    `  api killed, listening again on the same port ${((upAt - killedAt) / 1000).toFixed(1)} s later ` +
      `(health answered after ${((healthyAt - killedAt) / 1000).toFixed(1)} s); waiting for reconnections`,
  );
  const windowEnd = upAt + config.reconnect.windowMs;
  const allBack = () => candidates.every((c) => c.rejoinedAt) && invigilators.every((i) => i.rewatchedAt);
  await waitUntil(allBack, Math.max(0, windowEnd - performance.now()), 100);
  /** @param {(number | null | undefined)[]} times */
  const within = (times) => times.filter((t) => t && t <= windowEnd).length;
  const last = Math.max(...candidates.map((c) => c.rejoinedAt ?? Infinity));

  // One save each after re-joining: the path works again, and these acks are checked in Postgres too.
  const phase = newPhase('after restart');
  await sleep(200);
  const back = candidates.filter((c) => c.rejoinedAt);
  const start = performance.now() + 50;
  const timeline = new Timeline(start, start + 2000);
  for (const c of back) timeline.at(start + Math.random() * 2000, (t) => ledger.send(c, t, phase));
  await timeline.run();
  await waitUntil(() => phase.outstanding === 0, 10_000);
  return {
    apiDownSeconds: +((upAt - killedAt) / 1000).toFixed(1),
    healthAnsweredSeconds: +((healthyAt - killedAt) / 1000).toFixed(1),
    candidatesBack: within(candidates.map((c) => c.rejoinedAt)),
    invigilatorsBack: within(invigilators.map((i) => i.rewatchedAt)),
    lastRejoinSeconds: Number.isFinite(last) ? +((last - upAt) / 1000).toFixed(1) : null,
    phase,
    newApiPid: stack.api.child.pid,
  };
}
