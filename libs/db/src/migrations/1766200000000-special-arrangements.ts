import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A candidate's special arrangements, set by the centre: extra time on every section (a percentage,
 * as IELTS grants 25 %, and/or minutes) and a larger default text size. A section's duration is fixed
 * from them when it is created, and again for the sections not started when they change.
 */
export class SpecialArrangements1766200000000 implements MigrationInterface {
  name = 'SpecialArrangements1766200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN extra_time_percent smallint NOT NULL DEFAULT 0 CHECK (extra_time_percent BETWEEN 0 AND 100),
        ADD COLUMN extra_time_minutes smallint NOT NULL DEFAULT 0 CHECK (extra_time_minutes BETWEEN 0 AND 60),
        ADD COLUMN default_text_size text CHECK (default_text_size IN ('regular', 'large', 'extra-large'));
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE users DROP COLUMN default_text_size, DROP COLUMN extra_time_minutes, DROP COLUMN extra_time_percent`,
    );
  }
}
