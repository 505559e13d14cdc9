import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin console: each tenant's settings (no row means the defaults), when each session was last
 * used (the admin idle timeout is enforced by the server), and indexes for the activity log's filters.
 */
export class AdminConsole1764208800000 implements MigrationInterface {
  name = 'AdminConsole1764208800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tenant_settings (
        tenant_id uuid PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
        system_name text NOT NULL,
        time_zone text NOT NULL DEFAULT 'UTC',
        session_timeout_minutes integer NOT NULL DEFAULT 30
          CHECK (session_timeout_minutes IN (30, 60, 120, 240)),
        data_retention text NOT NULL DEFAULT '1y' CHECK (data_retention IN ('1y', '2y', '5y', 'forever')),
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await q.query(`ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`CREATE INDEX audit_log_tenant_action ON audit_log (tenant_id, action, created_at DESC)`);
    await q.query(`CREATE INDEX audit_log_created ON audit_log (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX audit_log_created`);
    await q.query(`DROP INDEX audit_log_tenant_action`);
    await q.query(`ALTER TABLE sessions DROP COLUMN last_seen_at`);
    await q.query(`DROP TABLE tenant_settings`);
  }
}
