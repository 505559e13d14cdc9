// Baseline (a): a bare socket.io server that acknowledges every answer at once, on the same
// namespace and event as the api. Nothing is stored: it is the practical ceiling of socket.io (and of
// the bench's own clients) on this machine.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const http = createServer();
const io = new Server(http, { serveClient: false, transports: ['websocket', 'polling'] });
io.of('/exam').on('connection', (socket) => {
  socket.on('answer:set', (payload, ack) => {
    if (typeof ack === 'function') ack({ ok: true, seq: payload?.seq, savedAt: new Date().toISOString() });
  });
});
http.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('echo listening'));
process.on('SIGTERM', () => process.exit(0));
