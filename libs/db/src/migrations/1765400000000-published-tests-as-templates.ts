import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A test published from a test assembly is a template of the centre: the centre's admins list and
 * assign templates, and had no list that showed a plain test nobody had assigned yet. Published tests
 * not yet assigned become templates; one already assigned stays the assigned test it is.
 */
export class PublishedTestsAsTemplates1765400000000 implements MigrationInterface {
  name = 'PublishedTestsAsTemplates1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE tests t SET is_template = true
        WHERE t.id IN (SELECT test_id FROM test_assembly_publications)
          AND NOT EXISTS (SELECT 1 FROM assignments a WHERE a.test_id = t.id)`,
    );
  }

  async down(): Promise<void> {
    // Which templates were plain tests before is not kept; they stay templates.
  }
}
