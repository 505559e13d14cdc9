// The api's clients: candidates on /exam (join, start listening, then save and heartbeat) and one
// invigilator per group on /invigilate (watch, then receive roster patches). Both reconnect on their
// own as the web client does, and re-join / re-watch when they do (the reconnect storm counts these).
import { emitAck, openSocket, pool } from './clients.mjs';

export async function connectInvigilators(apiUrl, invigilators, ledger) {
  await pool(invigilators, 20, async (inv) => {
    inv.socket = await openSocket(`${apiUrl}/invigilate`, { auth: { token: inv.token }, reconnection: true });
    const ack = await emitAck(inv.socket, 'watch', { assignmentId: inv.assignmentId });
    if (!ack.ok) throw new Error(`watch refused: ${ack.code} ${ack.message}`);
    inv.socket.on('roster:patch', (patches) => ledger.onPatches(patches));
    inv.socket.on('connect', () => {
      emitAck(inv.socket, 'watch', { assignmentId: inv.assignmentId })
        .then((again) => {
          if (again.ok) inv.rewatchedAt = performance.now();
        })
        .catch(() => {});
    });
  });
}

export async function connectCandidates(apiUrl, candidates, stats) {
  await pool(candidates, 50, async (c) => {
    c.seq = 0;
    c.disconnects = 0;
    c.socket = await openSocket(`${apiUrl}/exam`, { auth: { token: c.token }, reconnection: true });
    const joined = await emitAck(c.socket, 'attempt:join', { attemptId: c.attemptId });
    if (!joined.ok) throw new Error(`join refused: ${joined.code} ${joined.message}`);
    c.seq = joined.snapshot.lastSeq;
    const started = await emitAck(c.socket, 'section:start', { attemptId: c.attemptId, section: 'listening' });
    if (!started.ok) throw new Error(`section:start refused: ${started.code} ${started.message}`);
    c.deadlineAt = Date.parse(started.snapshot.sections.find((s) => s.section === 'listening').deadlineAt);
    c.socket.on('disconnect', () => {
      c.disconnects++;
      stats.disconnects++;
    });
    // 'connect' fires again only after a reconnection (the first one has passed).
    c.socket.on('connect', () => {
      emitAck(c.socket, 'attempt:join', { attemptId: c.attemptId })
        .then((again) => {
          if (again.ok) {
            c.rejoinedAt = performance.now();
            c.seq = Math.max(c.seq, again.snapshot.lastSeq);
          } else stats.rejoinRefused++;
        })
        .catch(() => stats.rejoinRefused++);
    });
  });
}

export function heartbeat(c) {
  c.socket.emit('heartbeat', {
    attemptId: c.attemptId,
    remainingSeconds: Math.max(0, Math.round((c.deadlineAt - Date.now()) / 1000)),
    visible: true,
    focused: true,
  });
}
