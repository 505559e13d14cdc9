import { Injectable } from '@nestjs/common';
import { PdfDocumentEntity, type Transaction } from '@cdi/db';
import { DataSource, type EntityManager } from 'typeorm';

/** Whose PDFs: a tenant's id, or null for the platform's own (a developer's). */
export type PdfScope = string | null;

/** A stored PDF with its uploader's name (or e-mail, or login id) for the list. */
export interface PdfDocumentRow {
  id: string;
  file_name: string;
  size_bytes: number;
  file_key: string;
  uploaded_by: string | null;
  created_at: Date;
}

const COLUMNS = `
  d.id, d.file_name, d.size_bytes::float8 AS size_bytes, d.file_key, d.created_at,
  coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email, u.login_id) AS uploaded_by`;

/** The scope's condition: a tenant's rows, or only the platform's (tenant_id IS NULL), never both. */
function scopeCondition(scope: PdfScope, parameter: number): { sql: string; values: unknown[] } {
  return scope === null ? { sql: 'd.tenant_id IS NULL', values: [] } : { sql: `d.tenant_id = $${parameter}`, values: [scope] };
}

/** Reads and writes stored PDFs; every method takes the caller's scope and adds it to the condition. */
@Injectable()
export class PdfDocumentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private manager(transaction?: EntityManager): EntityManager {
    return transaction ?? this.dataSource.manager;
  }

  /** Newest first. */
  async list(scope: PdfScope): Promise<PdfDocumentRow[]> {
    const where = scopeCondition(scope, 1);
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM pdf_documents d LEFT JOIN users u ON u.id = d.uploaded_by
        WHERE ${where.sql} ORDER BY d.created_at DESC, d.id`,
      where.values,
    );
  }

  async findOne(scope: PdfScope, id: string, transaction?: Transaction): Promise<PdfDocumentRow | null> {
    const where = scopeCondition(scope, 2);
    const rows: PdfDocumentRow[] = await this.manager(transaction).query(
      `SELECT ${COLUMNS} FROM pdf_documents d LEFT JOIN users u ON u.id = d.uploaded_by
        WHERE d.id = $1 AND ${where.sql}`,
      [id, ...where.values],
    );
    return rows[0] ?? null;
  }

  /**
   * Holds the scope's PDFs still until the transaction ends, so two uploads at once cannot both pass
   * the count limit or the storage quota (see usedBytes); then counts.
   */
  async lockAndCount(scope: PdfScope, transaction: Transaction): Promise<number> {
    await transaction.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`pdf_documents:${scope ?? 'platform'}`]);
    const where = scopeCondition(scope, 1);
    const [row] = await transaction.query(`SELECT count(*)::int AS count FROM pdf_documents d WHERE ${where.sql}`, where.values);
    return (row as { count: number }).count;
  }

  /** Bytes the scope's PDFs take; inside the upload's transaction, after lockAndCount, it cannot change under the caller. */
  async usedBytes(scope: PdfScope, transaction?: Transaction): Promise<number> {
    const where = scopeCondition(scope, 1);
    const [row] = await this.manager(transaction).query(
      `SELECT coalesce(sum(d.size_bytes), 0)::float8 AS used FROM pdf_documents d WHERE ${where.sql}`,
      where.values,
    );
    return (row as { used: number }).used;
  }

  async insert(row: Omit<PdfDocumentEntity, 'createdAt'>, transaction: Transaction): Promise<void> {
    await transaction.getRepository(PdfDocumentEntity).insert(row);
  }

  /** Deletes the row when it is in the scope; returns it (with its file key) or null. */
  async delete(scope: PdfScope, id: string, transaction: Transaction): Promise<{ file_key: string } | null> {
    const where = scopeCondition(scope, 2);
    // A CTE so the driver answers rows, as for a SELECT.
    const rows: { file_key: string }[] = await transaction.query(
      `WITH gone AS (DELETE FROM pdf_documents d WHERE d.id = $1 AND ${where.sql} RETURNING d.file_key)
       SELECT file_key FROM gone`,
      [id, ...where.values],
    );
    return rows[0] ?? null;
  }
}
