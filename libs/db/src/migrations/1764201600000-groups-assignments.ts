import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Groups and assignments of the admin console:
 * - one group per student (a unique index on group_members.user_id; older duplicate rows are dropped,
 *   keeping each student's newest membership);
 * - the students' search index, which the group picker uses too, comes with the students list (in
 *   StudentSearch1764300000000);
 * - optional opening and closing times of an assignment, which the server enforces on start.
 */
export class GroupsAssignments1764201600000 implements MigrationInterface {
  name = 'GroupsAssignments1764201600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      DELETE FROM group_members m
       USING group_members newer
       WHERE newer.user_id = m.user_id
         AND (newer.added_at, newer.group_id) > (m.added_at, m.group_id);
      DROP INDEX group_members_user;
      CREATE UNIQUE INDEX group_members_one_group ON group_members (user_id);

      ALTER TABLE assignments
        ADD COLUMN opens_at timestamptz,
        ADD COLUMN closes_at timestamptz,
        ADD CONSTRAINT assignments_window_order CHECK (opens_at IS NULL OR closes_at IS NULL OR closes_at > opens_at);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE assignments DROP CONSTRAINT assignments_window_order, DROP COLUMN opens_at, DROP COLUMN closes_at;
      DROP INDEX group_members_one_group;
      CREATE INDEX group_members_user ON group_members (user_id);
    `);
  }
}
