import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An education centre. Everything a centre owns carries its id as tenant_id. */
@Entity({ name: 'tenants' })
export class TenantEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  /** Bytes of PDFs the centre may keep; null: the platform's default (PDF_STORAGE_QUOTA_DEFAULT_BYTES). */
  @Column({
    name: 'pdf_storage_quota_bytes',
    type: 'bigint',
    nullable: true,
    // bigint comes back from pg as text; a quota (at most 1 TB) fits a JS number.
    transformer: { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) },
  })
  pdfStorageQuotaBytes!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
