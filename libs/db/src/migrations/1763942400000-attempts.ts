import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Assembled tests (and templates) from exam parts, assignments to a group or a student, one attempt
 * per candidate per assignment, its sections with server-side deadlines, answers (newest seq wins)
 * and the append-only timeline.
 */
export class Attempts1763942400000 implements MigrationInterface {
  name = 'Attempts1763942400000';

  async up(q: QueryRunner): Promise<void> {
    const slot = (name: string) => `${name} uuid REFERENCES exam_parts (id) ON DELETE RESTRICT`;
    await q.query(`
      CREATE TABLE tests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        is_template boolean NOT NULL DEFAULT false,
        ${slot('listening_part_1_id')}, ${slot('listening_part_2_id')}, ${slot('listening_part_3_id')}, ${slot('listening_part_4_id')},
        ${slot('reading_passage_1_id')}, ${slot('reading_passage_2_id')}, ${slot('reading_passage_3_id')},
        ${slot('writing_part_1_id')}, ${slot('writing_part_2_id')},
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX tests_tenant ON tests (tenant_id, created_at DESC);

      CREATE TABLE assignments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
        test_id uuid NOT NULL REFERENCES tests (id) ON DELETE CASCADE,
        group_id uuid REFERENCES groups (id) ON DELETE CASCADE,
        user_id uuid REFERENCES users (id) ON DELETE CASCADE,
        due_at timestamptz,
        notes text NOT NULL DEFAULT '',
        active boolean NOT NULL DEFAULT true,
        assigned_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT assignments_one_target CHECK ((group_id IS NULL) <> (user_id IS NULL))
      );
      CREATE INDEX assignments_tenant ON assignments (tenant_id, active, created_at DESC);
      CREATE INDEX assignments_group ON assignments (group_id) WHERE group_id IS NOT NULL;
      CREATE INDEX assignments_user ON assignments (user_id) WHERE user_id IS NOT NULL;

      CREATE TABLE attempts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
        assignment_id uuid NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'not_started' CHECK (status IN ('not_started', 'in_progress', 'completed')),
        started_at timestamptz,
        expires_at timestamptz,
        completed_at timestamptz,
        completion_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (assignment_id, user_id)
      );
      CREATE INDEX attempts_user ON attempts (user_id);

      CREATE TABLE attempt_sections (
        attempt_id uuid NOT NULL REFERENCES attempts (id) ON DELETE CASCADE,
        section text NOT NULL CHECK (section IN ('listening', 'reading', 'writing')),
        tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'locked' CHECK (status IN ('locked', 'available', 'open', 'completed')),
        duration_seconds integer NOT NULL,
        extension_seconds integer NOT NULL DEFAULT 0,
        started_at timestamptz,
        deadline_at timestamptz,
        paused_at timestamptz,
        paused_seconds integer NOT NULL DEFAULT 0,
        completed_at timestamptz,
        end_reason text CHECK (end_reason IN ('finished', 'expired', 'forced', 'attempt-timeout')),
        PRIMARY KEY (attempt_id, section)
      );

      CREATE TABLE answers (
        attempt_id uuid NOT NULL REFERENCES attempts (id) ON DELETE CASCADE,
        section text NOT NULL,
        question text NOT NULL,
        tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
        value text NOT NULL,
        seq bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (attempt_id, section, question)
      );

      CREATE TABLE attempt_events (
        id bigserial PRIMARY KEY,
        attempt_id uuid NOT NULL REFERENCES attempts (id) ON DELETE CASCADE,
        tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
        type text NOT NULL,
        payload jsonb NOT NULL DEFAULT '{}'::jsonb,
        at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX attempt_events_attempt ON attempt_events (attempt_id, id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE attempt_events, answers, attempt_sections, attempts, assignments, tests`);
  }
}
