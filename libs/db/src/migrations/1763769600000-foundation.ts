import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tenants, users, sessions, groups and the audit log. Deleting a tenant removes all it owns. */
export class Foundation1763769600000 implements MigrationInterface {
  name = 'Foundation1763769600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tenants (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX tenants_name_unique ON tenants (lower(name));

      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tenant_id uuid REFERENCES tenants (id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('developer', 'admin', 'test_taker')),
        login_id text NOT NULL,
        first_name text NOT NULL DEFAULT '',
        last_name text NOT NULL DEFAULT '',
        email text,
        password_hash text NOT NULL,
        issued_password_sealed text,
        is_active boolean NOT NULL DEFAULT true,
        last_login timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_tenant_matches_role CHECK ((role = 'developer') = (tenant_id IS NULL))
      );
      CREATE UNIQUE INDEX users_login_id_unique ON users (lower(login_id));
      CREATE INDEX users_tenant_role ON users (tenant_id, role);

      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash text NOT NULL UNIQUE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        user_agent text,
        ip_address text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX sessions_user ON sessions (user_id);
      CREATE INDEX sessions_expires ON sessions (expires_at);

      CREATE TABLE groups (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
        name text NOT NULL,
        size_limit integer CHECK (size_limit IS NULL OR size_limit >= 1),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX groups_tenant_name_unique ON groups (tenant_id, lower(name));

      CREATE TABLE group_members (
        group_id uuid NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
        added_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (group_id, user_id)
      );
      CREATE INDEX group_members_user ON group_members (user_id);

      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        tenant_id uuid REFERENCES tenants (id) ON DELETE CASCADE,
        actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
        action text NOT NULL,
        target_type text NOT NULL,
        target_id text,
        details jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX audit_log_tenant_time ON audit_log (tenant_id, created_at DESC);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_log, group_members, groups, sessions, users, tenants`);
  }
}
