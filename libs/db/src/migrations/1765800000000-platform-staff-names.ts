import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TENANT_APP_ROLE } from '../tenant-isolation';

/**
 * A developer's name, for the "Uploaded By" of the parts they upload into a centre. Developers belong
 * to no tenant, so a centre's admin cannot read their user row (row security); a platform operator's
 * name is not the centre's secret, and this answers it for developers only, nothing else about them.
 */
export class PlatformStaffNames1765800000000 implements MigrationInterface {
  name = 'PlatformStaffNames1765800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION platform_staff_name(staff_id uuid)
        RETURNS TABLE (first_name text, last_name text) LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
          SELECT u.first_name, u.last_name FROM users u
           WHERE u.id = platform_staff_name.staff_id AND u.role = 'developer' AND u.tenant_id IS NULL
        $$;
      REVOKE ALL ON FUNCTION platform_staff_name(uuid) FROM PUBLIC;
      GRANT EXECUTE ON FUNCTION platform_staff_name(uuid) TO ${TENANT_APP_ROLE};
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION platform_staff_name(uuid);`);
  }
}
