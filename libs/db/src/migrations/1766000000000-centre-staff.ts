import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The scope test of the policy tenant_rows (TenantRowSecurity), for a row whose tenant is `tenant`. */
export const IN_SCOPE = (tenant: string) => `(SELECT current_setting('app.all_tenants', true) = 'on')
  OR ${tenant} = ANY (CAST((SELECT string_to_array(NULLIF(current_setting('app.tenant_ids', true), ''), ',')) AS uuid[]))`;

/**
 * A centre's staff (ADR 0014): users of the tenant with the admin role and one or more staff roles.
 * The centre's own login, created with the tenant, keeps staff_roles null: it is the owner.
 * - assignment_invigilators: which assignments an invigilator is given (an administrator and the
 *   owner invigilate every one);
 * - a writing mark outlives nobody by accident: deleting a member of staff who has marked is refused
 *   (the mark was a cascade before, so deleting its examiner would have erased a candidate's band).
 *   NO ACTION, not RESTRICT: a tenant's deletion removes its users and its marks in one statement.
 */
export class CentreStaff1766000000000 implements MigrationInterface {
  name = 'CentreStaff1766000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN staff_roles text[],
        ADD CONSTRAINT users_staff_roles CHECK (
          staff_roles IS NULL OR (
            role = 'admin' AND cardinality(staff_roles) > 0
            AND staff_roles <@ ARRAY['administrator', 'invigilator', 'examiner']::text[]
          )
        );

      CREATE TABLE assignment_invigilators (
        tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
        assignment_id uuid NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        PRIMARY KEY (user_id, assignment_id)
      );
      CREATE INDEX assignment_invigilators_assignment ON assignment_invigilators (assignment_id);
      ALTER TABLE assignment_invigilators ENABLE ROW LEVEL SECURITY;
      CREATE POLICY tenant_rows ON assignment_invigilators USING (${IN_SCOPE('tenant_id')}) WITH CHECK (${IN_SCOPE('tenant_id')});

      ALTER TABLE writing_marks
        DROP CONSTRAINT writing_marks_marker_id_fkey,
        ADD CONSTRAINT writing_marks_marker_id_fkey FOREIGN KEY (marker_id) REFERENCES users (id) ON DELETE NO ACTION;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE writing_marks
        DROP CONSTRAINT writing_marks_marker_id_fkey,
        ADD CONSTRAINT writing_marks_marker_id_fkey FOREIGN KEY (marker_id) REFERENCES users (id) ON DELETE CASCADE;
      DROP TABLE assignment_invigilators;
      ALTER TABLE users DROP CONSTRAINT users_staff_roles, DROP COLUMN staff_roles;
    `);
  }
}
