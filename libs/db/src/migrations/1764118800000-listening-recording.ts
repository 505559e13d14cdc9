import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Listening keeps on the record what must survive a reload, another computer or a lost Redis: the
 * sound check the candidate confirmed, and when the recording began (with the pause time before it),
 * from which the server works out where the recording is.
 */
export class ListeningRecording1764118800000 implements MigrationInterface {
  name = 'ListeningRecording1764118800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE attempt_sections
        ADD COLUMN sound_checked_at timestamptz,
        ADD COLUMN recording_started_at timestamptz,
        ADD COLUMN recording_paused_seconds integer NOT NULL DEFAULT 0
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE attempt_sections
        DROP COLUMN sound_checked_at,
        DROP COLUMN recording_started_at,
        DROP COLUMN recording_paused_seconds
    `);
  }
}
