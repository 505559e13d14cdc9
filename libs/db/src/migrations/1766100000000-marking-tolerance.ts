import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A centre sets how far apart two examiners may be before a senior examiner marks (the tolerance, in
 * bands on any criterion, 1 until now) and how the senior's mark settles the task: it stands, or it is
 * averaged with the nearer first mark. A settled script records both with its rule, so a later change
 * of the settings never re-bands it; scripts settled before keep what they were settled under (1, the
 * senior's mark).
 */
export class MarkingTolerance1766100000000 implements MigrationInterface {
  name = 'MarkingTolerance1766100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE marking_settings
        ADD COLUMN tolerance numeric(2, 1) NOT NULL DEFAULT 1 CHECK (tolerance BETWEEN 0.5 AND 3),
        ADD COLUMN final_rule text NOT NULL DEFAULT 'senior' CHECK (final_rule IN ('senior', 'average'));
      ALTER TABLE section_results
        ADD COLUMN marking_tolerance numeric(2, 1),
        ADD COLUMN marking_final text CHECK (marking_final IN ('senior', 'average'));
      UPDATE section_results SET marking_tolerance = 1, marking_final = 'senior' WHERE marking_rule = 'second';
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE section_results DROP COLUMN marking_final, DROP COLUMN marking_tolerance;
      ALTER TABLE marking_settings DROP COLUMN final_rule, DROP COLUMN tolerance;
    `);
  }
}
