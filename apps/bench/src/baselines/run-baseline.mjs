// @ts-check
// Starts a baseline server as a child process, connects as many sockets as the api's candidates,
// and runs the same knee search against it. With `groupSize` the sockets are put in rooms of that
// size, each with one invigilator socket that counts what the server forwards to it (the relay).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ExamEvents, InvigilateEvents } from '@cdi/contracts';
import { closeAll, openExamSocket, openInvigilateSocket, pool } from '../clients.mjs';
import { nextAnswer } from '../answers.mjs';
import { findKnee } from '../open-loop.mjs';
import { cpuReading, rssMb } from '../procstat.mjs';
import { sleep } from '../stats.mjs';
import { memoryOf, startProbed } from '../probe/client.mjs';
import { freePort, stopProcess, waitForHttp } from '../stack.mjs';

/**
 * @import { AnswerAck } from '@cdi/contracts'
 * @import { Phase, Sender } from '../answers.mjs'
 * @typedef {{ rss: number | null; heapUsed: number | null; external: number | null }} Memory
 */

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * MB per 1,000 sockets between two memory readings: resident (VmRSS) and live heap after a full GC.
 * @param {Memory} before
 * @param {Memory} after
 * @param {number} sockets
 */
export function per1000(before, after, sockets) {
  const f = (/** @type {number | null} */ a, /** @type {number | null} */ b) =>
    a === null || b === null ? null : +(((b - a) / sockets) * 1000).toFixed(1);
  return {
    rss: f(before.rss, after.rss),
    heap: f(before.heapUsed, after.heapUsed),
    external: f(before.external, after.external),
  };
}

/**
 * @param {Sender} sender
 * @param {number} intended
 * @param {Phase} phase
 */
function send(sender, intended, phase) {
  const payload = nextAnswer(sender);
  phase.sent++;
  phase.outstanding++;
  sender.socket.emit(ExamEvents.answerSet, payload, (/** @type {AnswerAck | undefined} */ ack) => {
    phase.outstanding--;
    phase.ack.add(performance.now() - intended);
    if (ack?.ok) phase.acked++;
    else phase.errors[ack?.code ?? 'no-ack'] = (phase.errors[ack?.code ?? 'no-ack'] ?? 0) + 1;
  });
}

export async function runBaseline({ name, script, sockets, groupSize = 0, env = {}, log, loop, waits }) {
  const port = await freePort();
  const server = startProbed(name, path.join(here, script), { env: { ...env, PORT: String(port) } });
  /** @type {Sender[]} */
  const senders = [];
  /** @type {import('../clients.mjs').InvigilateSocket[]} */
  const watchers = [];
  let forwarded = 0;
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForHttp(`${url}/socket.io/?EIO=4&transport=polling`, { handle: server, timeoutMs: 30_000 });
    const before = await memoryOf(server, rssMb);
    const room = (/** @type {number} */ i) => (groupSize ? { auth: { token: `room-${Math.floor(i / groupSize)}` } } : {});
    if (groupSize) {
      const rooms = Math.ceil(sockets / groupSize);
      watchers.push(...(await pool(Array.from({ length: rooms }), 20, (_, r) => openInvigilateSocket(url, room(r * groupSize)))));
      for (const watcher of watchers) watcher.on(InvigilateEvents.rosterPatch, (patches) => (forwarded += patches.length));
    }
    const opened = await pool(Array.from({ length: sockets }), 100, (_, i) => openExamSocket(url, room(i)));
    for (const socket of opened) senders.push({ socket, attemptId: randomUUID(), seq: 0 });
    await sleep(2000);
    const after = await memoryOf(server, rssMb);
    const cpu = () => cpuReading({ server: () => server.child.pid });
    const probe = () => server.ask({ bench: 'stats' });
    const result = await findKnee({ label: name, senders, send, cpu, log, loop, waits, probe });
    await sleep(500);
    const acked = result.steps.reduce((sum, step) => sum + step.acked, 0);
    if (groupSize) log(`  ${name}: its invigilator sockets received ${forwarded} of the ${acked} acked answers`);
    return { ...result, memoryPer1000: per1000(before, after, sockets), ...(groupSize ? { forwarded, acked } : {}) };
  } finally {
    await closeAll([...senders.map((s) => s.socket), ...watchers]);
    await stopProcess(server);
  }
}
