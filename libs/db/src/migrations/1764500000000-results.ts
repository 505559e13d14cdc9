import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Marking and results. `section_results` holds one row per closed section: written 'pending' in the
 * transaction that closes the section (so a close is never forgotten by the marking), then filled by
 * the score-attempt job. `writing_marks` holds each examiner's mark of one writing task. An attempt's
 * results reach its candidate once `released_at` is set. Band tables are data per test.
 */
export class Results1764500000000 implements MigrationInterface {
  name = 'Results1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE section_results (
        attempt_id uuid NOT NULL REFERENCES attempts (id) ON DELETE CASCADE,
        section text NOT NULL CHECK (section IN ('listening', 'reading', 'writing')),
        tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'awaiting_marking', 'marked')),
        raw_score integer,
        max_score integer,
        band numeric(3, 1) CHECK (band BETWEEN 0 AND 9),
        questions jsonb NOT NULL DEFAULT '[]'::jsonb,
        closed_at timestamptz NOT NULL DEFAULT now(),
        marked_at timestamptz,
        PRIMARY KEY (attempt_id, section)
      );
      CREATE INDEX section_results_pending ON section_results (closed_at) WHERE status = 'pending';
      CREATE INDEX section_results_tenant ON section_results (tenant_id, status);

      CREATE TABLE writing_marks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
        attempt_id uuid NOT NULL REFERENCES attempts (id) ON DELETE CASCADE,
        task smallint NOT NULL CHECK (task IN (1, 2)),
        marker_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        ta numeric(2, 1) CHECK (ta BETWEEN 0 AND 9),
        cc numeric(2, 1) CHECK (cc BETWEEN 0 AND 9),
        lr numeric(2, 1) CHECK (lr BETWEEN 0 AND 9),
        gra numeric(2, 1) CHECK (gra BETWEEN 0 AND 9),
        comment text NOT NULL DEFAULT '',
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        submitted_at timestamptz,
        UNIQUE (attempt_id, task, marker_id)
      );
      CREATE INDEX writing_marks_tenant ON writing_marks (tenant_id, attempt_id);

      CREATE TABLE marking_settings (
        tenant_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
        second_marking boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      ALTER TABLE attempts
        ADD COLUMN released_at timestamptz,
        ADD COLUMN released_by uuid REFERENCES users (id) ON DELETE SET NULL;

      ALTER TABLE tests
        ADD COLUMN reading_module text NOT NULL DEFAULT 'academic' CHECK (reading_module IN ('academic', 'general_training')),
        ADD COLUMN band_tables jsonb;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE tests DROP COLUMN band_tables, DROP COLUMN reading_module;
      ALTER TABLE attempts DROP COLUMN released_by, DROP COLUMN released_at;
      DROP TABLE marking_settings;
      DROP TABLE writing_marks;
      DROP TABLE section_results;
    `);
  }
}
