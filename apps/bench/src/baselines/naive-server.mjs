// @ts-check
// Baseline (b): the straightforward server, one INSERT and COMMIT per answer (autocommit) into a
// throwaway table, acknowledged after the commit, with the api's pool size. What batching is measured against.
import { createServer } from 'node:http';
import { EXAM_NAMESPACE, ExamErrorCodes, ExamEvents } from '@cdi/contracts';
import pg from 'pg';
import { Server } from 'socket.io';

/** @import { ExamClientToServer, ExamServerToClient } from '@cdi/contracts' */

const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await db.query(`CREATE TABLE IF NOT EXISTS bench_naive_answers (
  id bigserial PRIMARY KEY, attempt_id text NOT NULL, section text NOT NULL, question text NOT NULL,
  value text NOT NULL, seq bigint NOT NULL, saved_at timestamptz NOT NULL DEFAULT now())`);

const http = createServer();
/** @type {Server<ExamClientToServer, ExamServerToClient>} */
const io = new Server(http, { serveClient: false, transports: ['websocket', 'polling'] });
io.of(EXAM_NAMESPACE).on('connection', (socket) => {
  socket.on(ExamEvents.answerSet, (p, ack) => {
    db.query(
      'INSERT INTO bench_naive_answers (attempt_id, section, question, value, seq) VALUES ($1, $2, $3, $4, $5) RETURNING saved_at',
      [p.attemptId, p.section, p.question, p.value, p.seq],
    ).then(
      (r) => ack?.({ ok: true, seq: p.seq, savedAt: r.rows[0].saved_at.toISOString() }),
      () => ack?.({ ok: false, code: 'unavailable', message: ExamErrorCodes.unavailable, seq: p.seq }),
    );
  });
});
http.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('naive listening'));
// The table goes with the server (dropping it discards its pages unwritten). Left behind, its dirty
// pages in Postgres's shared buffers would be written out by the api's connections as they make room
// during the workloads that follow (and its rows vacuumed, where autovacuum is on): billed to the api.
process.on('SIGTERM', () =>
  db
    .query('DROP TABLE IF EXISTS bench_naive_answers')
    .catch(() => undefined)
    .finally(() => db.end().finally(() => process.exit(0))),
);
