import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The developer's system statistics and tenant figures stay cheap as the platform grows: recent
 * uploads are found by their creation time, active users by their last sign-in, and a tenant's
 * sittings in progress without reading its finished attempts.
 */
export class SystemStats1764403200000 implements MigrationInterface {
  name = 'SystemStats1764403200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE INDEX exam_parts_created_at ON exam_parts (created_at);
      CREATE INDEX users_last_login ON users (last_login) WHERE last_login IS NOT NULL;
      CREATE INDEX attempts_tenant_in_progress ON attempts (tenant_id) WHERE status = 'in_progress';
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX IF EXISTS attempts_tenant_in_progress;
      DROP INDEX IF EXISTS users_last_login;
      DROP INDEX IF EXISTS exam_parts_created_at;
    `);
  }
}
