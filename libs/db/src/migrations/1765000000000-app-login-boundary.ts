import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TENANT_APP_ROLE } from '../tenant-isolation';

/** The scope test of the policy tenant_rows (TenantRowSecurity), for a row whose tenant is `tenant`. */
const IN_SCOPE = (tenant: string) => `(SELECT current_setting('app.all_tenants', true) = 'on')
  OR ${tenant} = ANY (CAST((SELECT string_to_array(NULLIF(current_setting('app.tenant_ids', true), ''), ',')) AS uuid[]))`;

/**
 * The api and the worker now log in as the application's role itself (ADR 0010), so what it may
 * reach is all the wall there is:
 * - tenants get the policy tenant_rows: a connection sees the tenants of its scope, the platform all;
 * - sessions are no table to it: it reaches them only through the functions below, which run as the
 *   owner and answer one session per token (or change the sessions the caller names), so no query can
 *   list the tokens' hashes;
 * - it may create nothing in the schema (servers before PostgreSQL 15 let everyone).
 */
export class AppLoginBoundary1765000000000 implements MigrationInterface {
  name = 'AppLoginBoundary1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`REVOKE CREATE ON SCHEMA public FROM PUBLIC`);

    await q.query(`
      ALTER TABLE tenants ENABLE ROW LEVEL SECURITY;
      CREATE POLICY tenant_rows ON tenants USING (${IN_SCOPE('id')}) WITH CHECK (${IN_SCOPE('id')});
    `);

    await q.query(`
      REVOKE ALL ON sessions FROM ${TENANT_APP_ROLE};

      CREATE FUNCTION session_create(token_hash text, user_id uuid, expires_at timestamptz, user_agent text, ip_address text)
        RETURNS sessions LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public AS $$
          INSERT INTO sessions (token_hash, user_id, expires_at, user_agent, ip_address)
          VALUES ($1, $2, $3, $4, $5)
          RETURNING *
        $$;

      -- The session of this token if it is current: a token's hash in, at most one session out.
      CREATE FUNCTION session_live(token_hash text, at timestamptz)
        RETURNS SETOF sessions LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public ROWS 1 AS $$
          SELECT * FROM sessions s
           WHERE s.token_hash = session_live.token_hash AND s.revoked_at IS NULL AND s.expires_at > at
        $$;

      CREATE FUNCTION session_touch(session_id uuid, at timestamptz)
        RETURNS void LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public AS $$
          UPDATE sessions SET last_seen_at = at WHERE id = session_id AND last_seen_at < at
        $$;

      CREATE FUNCTION session_revoke(session_id uuid, at timestamptz)
        RETURNS void LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public AS $$
          UPDATE sessions SET revoked_at = at WHERE id = session_id AND revoked_at IS NULL
        $$;

      -- Only a user the caller's scope shows: a tenant's work cannot sign out another tenant's users.
      CREATE FUNCTION sessions_revoke_for_user(for_user uuid, at timestamptz)
        RETURNS void LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public AS $$
          UPDATE sessions SET revoked_at = at
           WHERE user_id = for_user AND revoked_at IS NULL
             AND EXISTS (SELECT 1 FROM users u WHERE u.id = for_user AND (${IN_SCOPE('u.tenant_id')}))
        $$;

      -- Housekeeping: the platform's work only.
      CREATE FUNCTION sessions_purge_ended_before(cutoff timestamptz)
        RETURNS integer LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public AS $$
          DECLARE purged integer;
          BEGIN
            IF current_setting('app.all_tenants', true) IS DISTINCT FROM 'on' THEN
              RAISE EXCEPTION 'sessions are purged in the platform''s scope only';
            END IF;
            DELETE FROM sessions WHERE expires_at < cutoff OR revoked_at < cutoff;
            GET DIAGNOSTICS purged = ROW_COUNT;
            RETURN purged;
          END
        $$;
    `);
    for (const signature of [
      'session_create(text, uuid, timestamptz, text, text)',
      'session_live(text, timestamptz)',
      'session_touch(uuid, timestamptz)',
      'session_revoke(uuid, timestamptz)',
      'sessions_revoke_for_user(uuid, timestamptz)',
      'sessions_purge_ended_before(timestamptz)',
    ]) {
      await q.query(
        `REVOKE ALL ON FUNCTION ${signature} FROM PUBLIC; GRANT EXECUTE ON FUNCTION ${signature} TO ${TENANT_APP_ROLE};`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP FUNCTION sessions_purge_ended_before(timestamptz);
      DROP FUNCTION sessions_revoke_for_user(uuid, timestamptz);
      DROP FUNCTION session_revoke(uuid, timestamptz);
      DROP FUNCTION session_touch(uuid, timestamptz);
      DROP FUNCTION session_live(text, timestamptz);
      DROP FUNCTION session_create(text, uuid, timestamptz, text, text);
      GRANT SELECT, INSERT, UPDATE, DELETE ON sessions TO ${TENANT_APP_ROLE};
      DROP POLICY tenant_rows ON tenants;
      ALTER TABLE tenants DISABLE ROW LEVEL SECURITY;
      GRANT CREATE ON SCHEMA public TO PUBLIC;
    `);
  }
}
