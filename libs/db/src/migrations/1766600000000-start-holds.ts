import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An invigilator may hold a candidate's start of their next section (their listening recording has
 * not arrived yet, say): kept on the attempt, so a reload, another computer or a restarted api keeps
 * the hold until the invigilator releases it.
 */
export class StartHolds1766600000000 implements MigrationInterface {
  name = 'StartHolds1766600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE attempts ADD COLUMN start_held_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE attempts DROP COLUMN start_held_at`);
  }
}
