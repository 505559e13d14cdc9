import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The students list stays quick with 20,000 students in a centre: a trigram index answers the
 * admin's "contains" search over name, candidate ID and e-mail (one expression, the one the list's
 * query uses), a btree serves the list's order and paging, and one finds an e-mail in a centre.
 * pg_trgm ships with PostgreSQL's contrib modules; where a server lacks it, the search still works
 * (a scan of the centre's rows through users_tenant_role) and only this index is skipped.
 */
export class StudentSearch1764300000000 implements MigrationInterface {
  name = 'StudentSearch1764300000000';

  async up(q: QueryRunner): Promise<void> {
    const [{ available }] = (await q.query(
      `SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') AS available`,
    )) as [{ available: boolean }];
    if (available) {
      await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
      await q.query(`
        CREATE INDEX users_student_search ON users
          USING gin ((lower(first_name || ' ' || last_name || ' ' || login_id || ' ' || coalesce(email, ''))) gin_trgm_ops)
          WHERE role = 'test_taker'
      `);
    }
    await q.query(`
      CREATE INDEX users_student_order ON users (tenant_id, last_name, first_name, login_id) WHERE role = 'test_taker';
      CREATE INDEX users_tenant_email ON users (tenant_id, lower(email)) WHERE email IS NOT NULL;
      CREATE INDEX attempts_user_completed ON attempts (user_id) WHERE status = 'completed';
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX IF EXISTS users_student_search;
      DROP INDEX users_student_order;
      DROP INDEX users_tenant_email;
      DROP INDEX attempts_user_completed;
    `);
  }
}
