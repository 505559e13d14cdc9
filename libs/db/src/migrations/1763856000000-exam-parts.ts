import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Uploaded exam parts and what ingestion made of them. Owned by a tenant; gone with it. */
export class ExamParts1763856000000 implements MigrationInterface {
  name = 'ExamParts1763856000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE exam_parts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
        uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
        section text NOT NULL CHECK (section IN ('listening', 'reading', 'writing')),
        part integer NOT NULL CHECK (part BETWEEN 1 AND 4),
        title text NOT NULL,
        test_group text NOT NULL,
        shuffle_group text,
        processing_status text NOT NULL DEFAULT 'pending'
          CHECK (processing_status IN ('pending', 'processing', 'completed', 'failed')),
        stage text,
        errors jsonb NOT NULL DEFAULT '[]'::jsonb,
        files jsonb NOT NULL,
        exam_data jsonb,
        solution_data jsonb,
        question_range text,
        question_count integer NOT NULL DEFAULT 0,
        audio_duration_seconds real,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        processed_at timestamptz
      );
      CREATE INDEX exam_parts_tenant_section ON exam_parts (tenant_id, section, part);
      CREATE INDEX exam_parts_tenant_group ON exam_parts (tenant_id, lower(test_group));
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE exam_parts`);
  }
}
