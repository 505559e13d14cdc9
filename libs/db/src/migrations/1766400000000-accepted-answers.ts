import type { MigrationInterface, QueryRunner } from 'typeorm';
import { IN_SCOPE } from './1766000000000-centre-staff';

/**
 * Alternatives a centre accepts for a typed question of one assignment, from its item analysis. The
 * marking adds them to the part's key for that assignment's sittings only: the part (and every other
 * centre's marking) is untouched. The question is the one the paper shows (as section_results has it).
 */
export class AcceptedAnswers1766400000000 implements MigrationInterface {
  name = 'AcceptedAnswers1766400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE accepted_answers (
        tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
        assignment_id uuid NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
        section text NOT NULL CHECK (section IN ('listening', 'reading')),
        question text NOT NULL,
        answer text NOT NULL CHECK (answer <> ''),
        accepted_by uuid REFERENCES users (id) ON DELETE SET NULL,
        accepted_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (assignment_id, section, question, answer)
      );
      ALTER TABLE accepted_answers ENABLE ROW LEVEL SECURITY;
      CREATE POLICY tenant_rows ON accepted_answers USING (${IN_SCOPE('tenant_id')}) WITH CHECK (${IN_SCOPE('tenant_id')});
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE accepted_answers`);
  }
}
