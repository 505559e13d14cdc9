import { Injectable } from '@nestjs/common';
import { Clock, TenantEntity } from '@cdi/db';
import { DataSource, type EntityManager } from 'typeorm';

export interface TenantSummaryRow {
  id: string;
  name: string;
  created_at: Date;
  admin_login_id: string | null;
  student_count: number;
  test_count: number;
  exam_part_count: number;
  sittings_in_progress: number;
  pdf_storage_used_bytes: number;
  /** Null: the platform's default. */
  pdf_storage_quota_bytes: number | null;
}

/**
 * The tenants table itself. Only developers reach it (they work across tenants); what a tenant
 * owns is read through tenant-scoped repositories.
 */
@Injectable()
export class TenantsRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * A sitting in progress is an attempt started and not yet run out (the timer sweep closes the rest),
   * by the clock that set its expiry.
   */
  private summaries(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager)
      .createQueryBuilder()
      .select(['t.id AS id', 't.name AS name', 't.created_at AS created_at'])
      .addSelect(
        `(SELECT a.login_id FROM users a WHERE a.tenant_id = t.id AND a.role = 'admin' AND a.staff_roles IS NULL ORDER BY a.created_at LIMIT 1)`,
        'admin_login_id',
      )
      .addSelect(`(SELECT count(*) FROM users s WHERE s.tenant_id = t.id AND s.role = 'test_taker')::int`, 'student_count')
      .addSelect(`(SELECT count(*) FROM tests x WHERE x.tenant_id = t.id)::int`, 'test_count')
      .addSelect(`(SELECT count(*) FROM exam_parts p WHERE p.tenant_id = t.id)::int`, 'exam_part_count')
      .addSelect(
        `(SELECT count(*) FROM attempts r WHERE r.tenant_id = t.id AND r.status = 'in_progress'
           AND (r.expires_at IS NULL OR r.expires_at > :now))::int`,
        'sittings_in_progress',
      )
      .addSelect(
        `(SELECT coalesce(sum(d.size_bytes), 0) FROM pdf_documents d WHERE d.tenant_id = t.id)::float8`,
        'pdf_storage_used_bytes',
      )
      .addSelect('t.pdf_storage_quota_bytes::float8', 'pdf_storage_quota_bytes')
      .from(TenantEntity, 't')
      .setParameter('now', this.clock.date());
  }

  listSummaries(): Promise<TenantSummaryRow[]> {
    return this.summaries().orderBy('lower(t.name)').getRawMany<TenantSummaryRow>();
  }

  async findSummary(id: string, manager?: EntityManager): Promise<TenantSummaryRow | null> {
    return (await this.summaries(manager).where('t.id = :id', { id }).getRawOne<TenantSummaryRow>()) ?? null;
  }

  findById(id: string, manager?: EntityManager): Promise<TenantEntity | null> {
    return (manager ?? this.dataSource.manager).getRepository(TenantEntity).findOne({ where: { id } });
  }

  async isNameTaken(name: string, exceptId?: string, manager?: EntityManager): Promise<boolean> {
    const query = (manager ?? this.dataSource.manager)
      .getRepository(TenantEntity)
      .createQueryBuilder('t')
      .where('lower(t.name) = lower(:name)', { name });
    if (exceptId) query.andWhere('t.id <> :exceptId', { exceptId });
    return (await query.getCount()) > 0;
  }

  insert(name: string, manager: EntityManager): Promise<TenantEntity> {
    const repo = manager.getRepository(TenantEntity);
    return repo.save(repo.create({ name }));
  }

  async rename(id: string, name: string, manager: EntityManager): Promise<void> {
    await manager.getRepository(TenantEntity).update({ id }, { name });
  }

  /** Sets the centre's PDF storage quota in bytes. */
  async setPdfStorageQuota(id: string, bytes: number, manager: EntityManager): Promise<void> {
    await manager.getRepository(TenantEntity).update({ id }, { pdfStorageQuotaBytes: bytes });
  }

  /** Removes the tenant and, through ON DELETE CASCADE, every row it owns (its files are the caller's). */
  async delete(id: string, manager: EntityManager): Promise<boolean> {
    const result = await manager.getRepository(TenantEntity).delete({ id });
    return (result.affected ?? 0) > 0;
  }
}
