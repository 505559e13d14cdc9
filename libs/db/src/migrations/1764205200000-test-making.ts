import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Test making: the tenant's templates are listed newest first (GET /admin/test-making/templates). */
export class TestMaking1764205200000 implements MigrationInterface {
  name = 'TestMaking1764205200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX tests_tenant_templates ON tests (tenant_id, created_at DESC) WHERE is_template`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX tests_tenant_templates`);
  }
}
