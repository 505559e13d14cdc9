import type { MigrationInterface, QueryRunner } from 'typeorm';
import { IN_SCOPE } from './1766000000000-centre-staff';

/**
 * A candidate's arrangements for one assignment: their own sitting window (either end set replaces the
 * assignment's window for them) and extra time that replaces their profile's for this test (each null:
 * the profile's). Set before or while they sit; sections already started keep their time.
 */
export class AssignmentArrangements1766500000000 implements MigrationInterface {
  name = 'AssignmentArrangements1766500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE assignment_arrangements (
        tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
        assignment_id uuid NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        opens_at timestamptz,
        closes_at timestamptz,
        extra_time_percent smallint CHECK (extra_time_percent BETWEEN 0 AND 100),
        extra_time_minutes smallint CHECK (extra_time_minutes BETWEEN 0 AND 60),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (assignment_id, user_id),
        CHECK (opens_at IS NULL OR closes_at IS NULL OR closes_at > opens_at)
      );
      CREATE INDEX assignment_arrangements_user ON assignment_arrangements (user_id);
      ALTER TABLE assignment_arrangements ENABLE ROW LEVEL SECURITY;
      CREATE POLICY tenant_rows ON assignment_arrangements USING (${IN_SCOPE('tenant_id')}) WITH CHECK (${IN_SCOPE('tenant_id')});
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE assignment_arrangements`);
  }
}
