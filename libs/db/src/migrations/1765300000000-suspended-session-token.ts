import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TENANT_APP_ROLE } from '../tenant-isolation';

/**
 * Whether a token that no longer signs in belonged to a user who has since been suspended (suspension
 * revokes their sessions), so the refusal can say the account is suspended rather than that the
 * session expired. The application's login has no privilege on sessions (AppLoginBoundary): like the
 * other session functions this runs as the owner and answers one yes or no per token's hash.
 */
export class SuspendedSessionToken1765300000000 implements MigrationInterface {
  name = 'SuspendedSessionToken1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION session_of_suspended_user(token_hash text)
        RETURNS boolean LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
          SELECT EXISTS (
            SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
             WHERE s.token_hash = session_of_suspended_user.token_hash AND NOT u.is_active
          )
        $$;
      REVOKE ALL ON FUNCTION session_of_suspended_user(text) FROM PUBLIC;
      GRANT EXECUTE ON FUNCTION session_of_suspended_user(text) TO ${TENANT_APP_ROLE};
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION session_of_suspended_user(text);`);
  }
}
