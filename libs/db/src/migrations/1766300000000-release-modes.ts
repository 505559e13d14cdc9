import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What an assignment's candidates see once their results are released: their bands only, bands and raw
 * scores, or also each question with their answer and the key (what every release showed until now).
 */
export class ReleaseModes1766300000000 implements MigrationInterface {
  name = 'ReleaseModes1766300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE assignments ADD COLUMN release_mode text NOT NULL DEFAULT 'answers' CHECK (release_mode IN ('bands', 'scores', 'answers'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE assignments DROP COLUMN release_mode`);
  }
}
