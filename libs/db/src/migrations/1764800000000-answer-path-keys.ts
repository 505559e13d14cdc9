import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables every saved answer writes a row to (the answer itself, and its line in the timeline). */
const ANSWER_PATH_TABLES = ['answers', 'attempt_events'];

/**
 * Cheaper keys on the answer path, found with EXPLAIN ANALYZE of the answer batch (ADR 0011).
 *
 * - Each inserted row was checked against two parents, its attempt and its tenant. The tenant check
 *   locked the tenant's one row from every batch at once (FOR KEY SHARE, so MultiXacts whenever two
 *   batches overlap). One key on (attempt_id, tenant_id) now does both jobs in one check, and more:
 *   the row's tenant must be its attempt's. Deleting a tenant still removes these rows, through its
 *   attempts.
 * - An answer is rewritten on every autosave. With full pages, each new version went to another page
 *   and added an index entry; room left in each page keeps the versions on it (HOT updates).
 */
export class AnswerPathKeys1764800000000 implements MigrationInterface {
  name = 'AnswerPathKeys1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE attempts ADD CONSTRAINT attempts_id_tenant_id_key UNIQUE (id, tenant_id)`);
    for (const table of ANSWER_PATH_TABLES) {
      await q.query(
        `ALTER TABLE ${table}
           DROP CONSTRAINT ${table}_attempt_id_fkey,
           DROP CONSTRAINT ${table}_tenant_id_fkey,
           ADD CONSTRAINT ${table}_attempt_tenant_fkey FOREIGN KEY (attempt_id, tenant_id)
             REFERENCES attempts (id, tenant_id) ON DELETE CASCADE`,
      );
    }
    await q.query(`ALTER TABLE answers SET (fillfactor = 70)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE answers RESET (fillfactor)`);
    for (const table of ANSWER_PATH_TABLES) {
      await q.query(
        `ALTER TABLE ${table}
           DROP CONSTRAINT ${table}_attempt_tenant_fkey,
           ADD CONSTRAINT ${table}_attempt_id_fkey FOREIGN KEY (attempt_id) REFERENCES attempts (id) ON DELETE CASCADE,
           ADD CONSTRAINT ${table}_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE CASCADE`,
      );
    }
    await q.query(`ALTER TABLE attempts DROP CONSTRAINT attempts_id_tenant_id_key`);
  }
}
