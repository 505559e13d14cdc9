// @ts-check
// The api's clients: candidates on /exam (join, start listening, then save and heartbeat) and one
// invigilator per group on /invigilate (watch, then receive roster patches). Both reconnect on their
// own as the web client does, and re-join / re-watch when they do (the reconnect storm counts these).
import { ExamEvents, InvigilateEvents } from '@cdi/contracts';
import { ACK_TIMEOUT_MS, openExamSocket, openInvigilateSocket, pool } from './clients.mjs';

/**
 * @import { CandidateSeat, InvigilatorSeat } from './arrange.mjs'
 * @import { Ledger } from './answers.mjs'
 * @import { ExamSocket, InvigilateSocket } from './clients.mjs'
 * @typedef {CandidateSeat & { socket: ExamSocket; seq: number; disconnects: number; deadlineAt: number; rejoinedAt?: number | null }} Candidate
 * @typedef {InvigilatorSeat & { socket: InvigilateSocket; rewatchedAt?: number | null }} Invigilator
 * @typedef {{ disconnects: number; rejoinRefused: number }} SocketStats
 */

/**
 * @param {string} apiUrl
 * @param {InvigilatorSeat[]} seats
 * @param {Ledger} ledger
 * @returns {Promise<Invigilator[]>} the same objects, connected
 */
export async function connectInvigilators(apiUrl, seats, ledger) {
  return pool(seats, 20, async (seat) => {
    const inv = /** @type {Invigilator} */ (seat);
    inv.socket = await openInvigilateSocket(apiUrl, { auth: { token: inv.token }, reconnection: true });
    const watch = () =>
      inv.socket.timeout(ACK_TIMEOUT_MS).emitWithAck(InvigilateEvents.watch, { assignmentId: inv.assignmentId });
    const ack = await watch();
    if (!ack.ok) throw new Error(`watch refused: ${ack.code} ${ack.message}`);
    inv.socket.on(InvigilateEvents.rosterPatch, (patches) => ledger.onPatches(patches));
    inv.socket.on('connect', () => {
      watch()
        .then((again) => {
          if (again.ok) inv.rewatchedAt = performance.now();
        })
        .catch(() => {});
    });
    return inv;
  });
}

/**
 * @param {string} apiUrl
 * @param {CandidateSeat[]} seats
 * @param {SocketStats} stats
 * @param {number} [concurrency] how many connect and join at once
 * @returns {Promise<Candidate[]>} the same objects, connected
 */
export async function connectCandidates(apiUrl, seats, stats, concurrency = 50) {
  return pool(seats, concurrency, async (seat) => {
    const c = /** @type {Candidate} */ (seat);
    c.seq = 0;
    c.disconnects = 0;
    c.socket = await openExamSocket(apiUrl, { auth: { token: c.token }, reconnection: true });
    const join = () => c.socket.timeout(ACK_TIMEOUT_MS).emitWithAck(ExamEvents.join, { attemptId: c.attemptId });
    const joined = await join();
    if (!joined.ok) throw new Error(`join refused: ${joined.code} ${joined.message}`);
    c.seq = joined.snapshot.lastSeq;
    const started = await c.socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck(ExamEvents.sectionStart, { attemptId: c.attemptId, section: 'listening' });
    if (!started.ok) throw new Error(`${ExamEvents.sectionStart} refused: ${started.code} ${started.message}`);
    const deadlineAt = started.snapshot.sections.find((section) => section.section === 'listening')?.deadlineAt;
    if (!deadlineAt) throw new Error(`${ExamEvents.sectionStart} answered without a listening deadline`);
    c.deadlineAt = Date.parse(deadlineAt);
    c.socket.on('disconnect', () => {
      c.disconnects++;
      stats.disconnects++;
    });
    // 'connect' fires again only after a reconnection (the first one has passed).
    c.socket.on('connect', () => {
      join()
        .then((again) => {
          if (again.ok) {
            c.rejoinedAt = performance.now();
            c.seq = Math.max(c.seq, again.snapshot.lastSeq);
          } else stats.rejoinRefused++;
        })
        .catch(() => stats.rejoinRefused++);
    });
    return c;
  });
}

/** @param {Candidate} c */
export function heartbeat(c) {
  c.socket.emit(ExamEvents.heartbeat, {
    attemptId: c.attemptId,
    remainingSeconds: Math.max(0, Math.round((c.deadlineAt - Date.now()) / 1000)),
    visible: true,
    focused: true,
  });
}
