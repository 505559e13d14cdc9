import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  fillText,
  formatBytes,
  PDF_MAX_DOCUMENTS,
  PDF_MIME,
  PDF_STORAGE_QUOTA_DEFAULT_BYTES,
  type PdfDocument,
  PdfDocumentSchema,
  pdfFileName,
  type PdfStorage,
  PdfTexts,
  UploadTexts,
} from '@cdi/contracts';
import { FileStore, pdfDocumentKey, type Transaction, Transactions } from '@cdi/db';
import { AuditRepository } from '../audit/audit.repository';
import { type Actor, tenantOf } from '../auth/actor';
import { ApiError } from '../common/api-error';
import type { UploadedFile } from '../common/receive-multipart';
import { sniffFileType } from '../exam-parts/upload/sniff-file-type';
import { TenantsRepository } from '../tenants/tenants.repository';
import { type PdfDocumentRow, PdfDocumentsRepository, type PdfScope } from './pdf-documents.repository';

/** An admin works with its centre's PDFs; a developer with the platform's own (tenant_id NULL). */
export function pdfScopeOf(actor: Actor): PdfScope {
  return actor.role === 'developer' ? null : tenantOf(actor);
}

export function toPdfDocument(row: PdfDocumentRow): PdfDocument {
  return {
    id: row.id,
    // Cleaned again on the way out: a name stored before names were cleaned shows (and downloads) clean too.
    file_name: pdfFileName(row.file_name),
    size_bytes: Number(row.size_bytes),
    uploaded_by: row.uploaded_by,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** A PDF's listing, and its bytes' place in the store. */
export interface StoredPdf {
  document: PdfDocument;
  store: FileStore;
  key: string;
}

/** Keeps, lists, serves and deletes the PDFs of the PDF tools, each in its owner's scope. */
@Injectable()
export class PdfDocumentsService {
  constructor(
    private readonly pdfs: PdfDocumentsRepository,
    private readonly fileStore: FileStore,
    private readonly transactions: Transactions,
    private readonly audit: AuditRepository,
    private readonly tenants: TenantsRepository,
  ) {}

  async list(actor: Actor): Promise<PdfDocument[]> {
    return (await this.pdfs.list(pdfScopeOf(actor))).map(toPdfDocument);
  }

  /** A centre's usage and quota; null for the platform's own PDFs (a developer's), which have none. */
  async storage(actor: Actor, transaction?: Transaction): Promise<PdfStorage | null> {
    const scope = pdfScopeOf(actor);
    if (scope === null) return null;
    // One after the other: inside a transaction both go through its one connection.
    const used = await this.pdfs.usedBytes(scope, transaction);
    const tenant = await this.tenants.findById(scope, transaction);
    return { used_bytes: used, quota_bytes: tenant?.pdfStorageQuotaBytes ?? PDF_STORAGE_QUOTA_DEFAULT_BYTES };
  }

  async upload(actor: Actor, file: UploadedFile | undefined): Promise<PdfDocument> {
    const scope = pdfScopeOf(actor);
    if (!file) throw ApiError.badRequest(PdfTexts.chooseNonPdf, 'file');
    // The bytes decide, whatever the name or declared type say.
    if ((await sniffFileType(file.buffer)) !== PDF_MIME) throw ApiError.badRequest(PdfTexts.dropNonPdf, 'file');
    const name = PdfDocumentSchema.shape.file_name.safeParse(pdfFileName(file.originalname));
    if (!name.success) throw ApiError.badRequest(name.error.issues[0]?.message ?? UploadTexts.unreadable, 'file');

    const id = randomUUID();
    const fileKey = pdfDocumentKey(scope, id);
    try {
      await this.transactions.run(async (transaction) => {
        if ((await this.pdfs.lockAndCount(scope, transaction)) >= PDF_MAX_DOCUMENTS) {
          throw ApiError.conflict(PdfTexts.tooMany);
        }
        // Under the same lock: concurrent uploads of one centre are summed one after another.
        const storage = await this.storage(actor, transaction);
        if (storage && storage.used_bytes + file.size > storage.quota_bytes) {
          // 413: this request's payload is more than the centre has left (not 507, which says the
          // server itself is out of space, nor 409, which would say a retry after a change could pass
          // as it is: only deleting PDFs or a larger quota makes room).
          throw new ApiError(
            413,
            fillText(PdfTexts.storageFull, {
              used: formatBytes(storage.used_bytes),
              quota: formatBytes(storage.quota_bytes),
              size: formatBytes(file.size),
            }),
            'file',
          );
        }
        await this.fileStore.put(fileKey, file.buffer);
        await this.pdfs.insert(
          { id, tenantId: scope, fileName: name.data, sizeBytes: file.size, fileKey, uploadedBy: actor.userId },
          transaction,
        );
        await this.audit.record(
          actor,
          {
            action: 'pdf.upload',
            targetType: 'pdf',
            targetId: id,
            tenantId: scope,
            details: { fileName: name.data, sizeBytes: file.size },
          },
          transaction,
        );
      });
    } catch (error) {
      // No orphan file behind a row that was never committed.
      await this.fileStore.remove(fileKey).catch(() => undefined);
      throw error;
    }
    return toPdfDocument((await this.pdfs.findOne(scope, id))!);
  }

  async file(actor: Actor, id: string): Promise<StoredPdf> {
    const row = await this.pdfs.findOne(pdfScopeOf(actor), id);
    if (!row) throw ApiError.notFound(PdfTexts.notFound);
    return { document: toPdfDocument(row), store: this.fileStore, key: row.file_key };
  }

  async remove(actor: Actor, id: string): Promise<void> {
    const scope = pdfScopeOf(actor);
    const gone = await this.transactions.run(async (transaction) => {
      const deleted = await this.pdfs.delete(scope, id, transaction);
      if (!deleted) throw ApiError.notFound(PdfTexts.notFound);
      await this.audit.record(actor, { action: 'pdf.delete', targetType: 'pdf', targetId: id, tenantId: scope }, transaction);
      return deleted;
    });
    // After the commit: a failed delete leaves the file, never a row without one.
    await this.fileStore.remove(gone.file_key);
  }
}
