import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** bigint comes back from pg as text; a PDF's size always fits a JS number. */
const sizeColumn = { to: (v: number) => v, from: (v: string) => Number(v) };

/** A stored PDF of the PDF tools: a centre's, or the platform's own when tenant_id is null. */
@Entity({ name: 'pdf_documents' })
export class PdfDocumentEntity {
  @PrimaryColumn({ type: 'uuid' }) id!: string;
  /** Null: the platform's own PDFs, uploaded by developers. */
  @Column({ name: 'tenant_id', type: 'uuid', nullable: true }) tenantId!: string | null;
  @Column({ name: 'file_name', type: 'text' }) fileName!: string;
  @Column({ name: 'size_bytes', type: 'bigint', transformer: sizeColumn }) sizeBytes!: number;
  @Column({ name: 'file_key', type: 'text' }) fileKey!: string;
  @Column({ name: 'uploaded_by', type: 'uuid', nullable: true }) uploadedBy!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
