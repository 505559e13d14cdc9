import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TENANT_APP_ROLE } from '../tenant-isolation';

/** Every table with a tenant_id column when this ran; a later tenant-owned table adds its own policy. */
/**
 * A row is visible and writable when the connection works for the platform or for the row's tenant.
 * Each setting sits in a sub-select, so Postgres reads it once per statement (an InitPlan), not per row.
 */
const TENANT_ROW_CONDITION = `(SELECT current_setting('app.all_tenants', true) = 'on')
  OR tenant_id = ANY (CAST((SELECT string_to_array(NULLIF(current_setting('app.tenant_ids', true), ''), ',')) AS uuid[]))`;

const TENANT_OWNED_TABLES = [
  'answers',
  'assignments',
  'attempt_events',
  'attempt_sections',
  'attempts',
  'audit_log',
  'exam_parts',
  'group_members',
  'groups',
  'marking_settings',
  'pdf_documents',
  'section_results',
  'tenant_settings',
  'test_assembly_publications',
  'tests',
  'users',
  'writing_marks',
];

/**
 * Row-level security as a second wall behind the repositories' tenant filters (ADR 0010). The api and
 * the worker work as the role `cdi_app` (tenant-isolation.ts switches their connections to it), which
 * sees a tenant-owned row only when the connection's scope names its tenant (`app.tenant_ids`) or is
 * the platform's (`app.all_tenants`). Migrations, provisioning and tests keep the login role, which
 * owns the tables and so is not subject to the policies.
 */
export class TenantRowSecurity1764700000000 implements MigrationInterface {
  name = 'TenantRowSecurity1764700000000';

  async up(q: QueryRunner): Promise<void> {
    // Roles belong to the whole server: several databases (one per test run) share this one.
    await q.query(`
      DO $$ BEGIN
        IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${TENANT_APP_ROLE}') THEN
          CREATE ROLE ${TENANT_APP_ROLE} NOLOGIN NOBYPASSRLS;
        END IF;
      END $$;
    `);
    await q.query(`
      DO $$ BEGIN
        IF NOT pg_has_role(current_user, '${TENANT_APP_ROLE}', 'MEMBER') THEN
          EXECUTE format('GRANT ${TENANT_APP_ROLE} TO %I', current_user);
        END IF;
      END $$;
      GRANT USAGE ON SCHEMA public TO ${TENANT_APP_ROLE};
      GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${TENANT_APP_ROLE};
      GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${TENANT_APP_ROLE};
      ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${TENANT_APP_ROLE};
      ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ${TENANT_APP_ROLE};
    `);
    for (const table of TENANT_OWNED_TABLES) {
      await q.query(`
        ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
        CREATE POLICY tenant_rows ON ${table}
          USING (${TENANT_ROW_CONDITION})
          WITH CHECK (${TENANT_ROW_CONDITION});
      `);
    }

    // Login ids are unique across the platform: whether one is taken is the one fact about other
    // tenants' users a tenant's work may learn. Runs as the tables' owner, so the policy does not apply.
    await q.query(`
      CREATE FUNCTION login_id_taken(normalised_login_id text, except_user uuid) RETURNS boolean
        LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
          SELECT EXISTS (
            SELECT 1 FROM users
             WHERE lower(login_id) = normalised_login_id AND (except_user IS NULL OR id <> except_user)
          )
        $$;
      REVOKE ALL ON FUNCTION login_id_taken(text, uuid) FROM PUBLIC;
      GRANT EXECUTE ON FUNCTION login_id_taken(text, uuid) TO ${TENANT_APP_ROLE};
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION login_id_taken(text, uuid);`);
    for (const table of TENANT_OWNED_TABLES) {
      await q.query(`DROP POLICY tenant_rows ON ${table}; ALTER TABLE ${table} DISABLE ROW LEVEL SECURITY;`);
    }
  }
}
