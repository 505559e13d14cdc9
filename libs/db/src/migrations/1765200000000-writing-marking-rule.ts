import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The marking rule a script's Writing band was settled under: 'single' (the first submitted mark
 * stands) or 'second' (two examiners, a third on a gap of more than one band). A centre's second-
 * marking switch applies to scripts settled after it changes; a settled script keeps the rule that
 * produced its band, so its band, its feedback and a released result never change by themselves.
 *
 * Scripts settled before this column existed take the centre's setting as it stands now, the rule
 * their band was last computed with.
 */
export class WritingMarkingRule1765200000000 implements MigrationInterface {
  name = 'WritingMarkingRule1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE section_results
        ADD COLUMN marking_rule text CHECK (marking_rule IN ('single', 'second'));
      UPDATE section_results r
         SET marking_rule = CASE
               WHEN coalesce((SELECT s.second_marking FROM marking_settings s WHERE s.tenant_id = r.tenant_id), false)
               THEN 'second' ELSE 'single' END
       WHERE r.section = 'writing' AND r.status = 'marked';
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE section_results DROP COLUMN marking_rule`);
  }
}
