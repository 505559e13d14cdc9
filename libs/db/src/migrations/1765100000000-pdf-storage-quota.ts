import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A centre's PDF storage quota, in bytes, set by a developer. NULL means the platform's default
 * (PDF_STORAGE_QUOTA_DEFAULT_BYTES in the contracts), so the default lives in one place and a centre
 * nobody has set follows it. Usage is not stored: it is the sum of the centre's pdf_documents, taken
 * under the upload's lock (PdfDocumentsRepository.lockAndCount), so it can never drift.
 */
export class PdfStorageQuota1765100000000 implements MigrationInterface {
  name = 'PdfStorageQuota1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE tenants
        ADD COLUMN pdf_storage_quota_bytes bigint CONSTRAINT tenants_pdf_storage_quota_positive CHECK (pdf_storage_quota_bytes > 0);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tenants DROP COLUMN pdf_storage_quota_bytes;`);
  }
}
