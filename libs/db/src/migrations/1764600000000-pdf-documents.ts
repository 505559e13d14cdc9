import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The PDFs a centre keeps for its PDF tools. `tenant_id` NULL marks the platform's own PDFs, uploaded
 * by developers. The bytes live in the file store under `file_key`; the row only describes them.
 */
export class PdfDocuments1764600000000 implements MigrationInterface {
  name = 'PdfDocuments1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE pdf_documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tenant_id uuid REFERENCES tenants (id) ON DELETE CASCADE,
        file_name text NOT NULL,
        size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
        file_key text NOT NULL,
        uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX pdf_documents_scope ON pdf_documents (tenant_id, created_at DESC);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE pdf_documents;`);
  }
}
