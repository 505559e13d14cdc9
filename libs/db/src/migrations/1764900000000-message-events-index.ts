import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The invigilator's messages and their read receipts, found without reading the rest of the timeline.
 *
 * An attempt's timeline holds one row per autosave, so by the end of a sitting it is thousands of
 * rows, of which a handful are messages. The roster read (each attempt's latest message) and every
 * join (the messages a candidate has not seen) found them through the timeline's (attempt_id, id)
 * index and then dropped every other row: in a full bench, the roster's message query was 19 of the
 * run's 100 seconds of Postgres time. A partial index holds only the message rows, so those lookups
 * cost the same at the end of a sitting as at its start.
 */
export class MessageEventsIndex1764900000000 implements MigrationInterface {
  name = 'MessageEventsIndex1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX attempt_events_messages ON attempt_events (attempt_id, id) WHERE type IN ('message', 'message:read')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX attempt_events_messages`);
  }
}
