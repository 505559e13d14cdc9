// @ts-check
// Baseline (a): a bare socket.io server that acknowledges every answer at once, on the same
// namespace and event as the api. Nothing is stored: it is the practical ceiling of socket.io (and of
// the bench's own clients) on this machine.
import { createServer } from 'node:http';
import { EXAM_NAMESPACE, ExamEvents } from '@cdi/contracts';
import { Server } from 'socket.io';

/** @import { ExamClientToServer, ExamServerToClient } from '@cdi/contracts' */

const http = createServer();
/** @type {Server<ExamClientToServer, ExamServerToClient>} */
const io = new Server(http, { serveClient: false, transports: ['websocket', 'polling'] });
io.of(EXAM_NAMESPACE).on('connection', (socket) => {
  socket.on(ExamEvents.answerSet, (payload, ack) => {
    if (typeof ack === 'function') ack({ ok: true, seq: payload?.seq, savedAt: new Date().toISOString() });
  });
});
http.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('echo listening'));
process.on('SIGTERM', () => process.exit(0));
