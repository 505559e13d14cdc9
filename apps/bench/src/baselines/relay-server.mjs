// @ts-check
// Baseline (c): a bare socket.io relay. Each answer is acknowledged to its sender and forwarded as a
// roster patch to its room's invigilator socket (rooms of 50, as the api's groups), with no database:
// what the api's answer path costs on this machine without Postgres, Redis or any bookkeeping. A
// socket names its room in the handshake's token.
import { createServer } from 'node:http';
import { EXAM_NAMESPACE, ExamEvents, INVIGILATE_NAMESPACE, InvigilateEvents } from '@cdi/contracts';
import { Server } from 'socket.io';

/** @import { ExamClientToServer, ExamServerToClient, InvigilateClientToServer, InvigilateServerToClient } from '@cdi/contracts' */

const http = createServer();
/** @type {Server<ExamClientToServer, ExamServerToClient>} */
const io = new Server(http, { serveClient: false, transports: ['websocket', 'polling'] });
/** @type {import('socket.io').Namespace<InvigilateClientToServer, InvigilateServerToClient>} */
const invigilate = io.of(INVIGILATE_NAMESPACE);
const roomOf = (/** @type {import('socket.io').Socket} */ socket) => String(socket.handshake.auth?.token ?? '');

invigilate.on('connection', (socket) => socket.join(roomOf(socket)));
io.of(EXAM_NAMESPACE).on('connection', (socket) => {
  const room = roomOf(socket);
  socket.on(ExamEvents.answerSet, (payload, ack) => {
    const savedAt = new Date().toISOString();
    if (typeof ack === 'function') ack({ ok: true, seq: payload?.seq, savedAt });
    invigilate.to(room).emit(InvigilateEvents.rosterPatch, [
      {
        attemptId: payload?.attemptId,
        kind: 'answer',
        section: payload?.section,
        question: payload?.question,
        answered: Boolean(payload?.value),
        savedAt,
      },
    ]);
  });
});
http.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('relay listening'));
process.on('SIGTERM', () => process.exit(0));
