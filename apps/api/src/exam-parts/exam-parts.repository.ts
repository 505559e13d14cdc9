import { Injectable } from '@nestjs/common';
import type { ExamSection } from '@cdi/contracts';
import { ExamPartEntity, TenantEntity, TenantScopedRepository, UserEntity } from '@cdi/db';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';

/** A part with what the consoles show beside it: its tenant and who uploaded it. */
export interface ExamPartRow {
  part: ExamPartEntity;
  tenantName: string;
  tenantIdentifier: string;
  uploaderFirstName: string | null;
  uploaderLastName: string | null;
}

export interface ExamPartFilter {
  section?: ExamSection;
  tenantId?: string;
  /** Only parts ingestion completed (what candidates and test building may use). */
  completedOnly?: boolean;
}

interface RawRow {
  tenant_name: string;
  tenant_identifier: string | null;
  uploader_first_name: string | null;
  uploader_last_name: string | null;
}

@Injectable()
export class ExamPartsRepository extends TenantScopedRepository<ExamPartEntity> {
  constructor(dataSource: DataSource) {
    super(dataSource, ExamPartEntity);
  }

  private withContext(query: SelectQueryBuilder<ExamPartEntity>, filter: ExamPartFilter): SelectQueryBuilder<ExamPartEntity> {
    query
      .innerJoin(TenantEntity, 't', 't.id = p.tenant_id')
      .leftJoin(UserEntity, 'u', 'u.id = p.uploaded_by')
      .addSelect('t.name', 'tenant_name')
      // The uploader is a user of the part's tenant (row security lets the tenant's work read them) or a
      // developer, whose name only platform_staff_name answers inside a tenant's scope.
      .addSelect('COALESCE(u.first_name, (SELECT s.first_name FROM platform_staff_name(p.uploaded_by) s))', 'uploader_first_name')
      .addSelect('COALESCE(u.last_name, (SELECT s.last_name FROM platform_staff_name(p.uploaded_by) s))', 'uploader_last_name')
      .addSelect(
        `(SELECT a.login_id FROM users a WHERE a.tenant_id = p.tenant_id AND a.role = 'admin' AND a.staff_roles IS NULL ORDER BY a.created_at LIMIT 1)`,
        'tenant_identifier',
      )
      .orderBy('lower(t.name)')
      .addOrderBy('lower(p.test_group)')
      .addOrderBy('p.section')
      .addOrderBy('p.part')
      .addOrderBy('p.created_at');
    if (filter.section) query.andWhere('p.section = :section', { section: filter.section });
    if (filter.completedOnly) query.andWhere(`p.processing_status = 'completed'`);
    return query;
  }

  private async rows(query: SelectQueryBuilder<ExamPartEntity>): Promise<ExamPartRow[]> {
    const { entities, raw } = await query.getRawAndEntities<RawRow>();
    return entities.map((part, i) => ({
      part,
      tenantName: raw[i]!.tenant_name,
      tenantIdentifier: raw[i]!.tenant_identifier ?? '',
      uploaderFirstName: raw[i]!.uploader_first_name,
      uploaderLastName: raw[i]!.uploader_last_name,
    }));
  }

  /** The tenant's parts. */
  listInTenant(tenantId: string, filter: ExamPartFilter = {}): Promise<ExamPartRow[]> {
    return this.rows(this.withContext(this.queryBuilder(tenantId, 'p'), filter));
  }

  /** The tenant's parts as the developer's tenant page lists them: no content, newest first. */
  listSummariesInTenant(tenantId: string): Promise<Pick<ExamPartEntity, 'id' | 'title' | 'section' | 'processingStatus'>[]> {
    return this.queryBuilder(tenantId, 'p')
      .select(['p.id', 'p.title', 'p.section', 'p.processingStatus'])
      .orderBy('p.created_at', 'DESC')
      .getMany();
  }

  async findInTenant(tenantId: string, id: string): Promise<ExamPartRow | null> {
    const [row] = await this.rows(this.withContext(this.queryBuilder(tenantId, 'p').andWhere('p.id = :id', { id }), {}));
    return row ?? null;
  }

  // Developers work across tenants: these two are the deliberate exceptions to tenant scoping,
  // reachable only from developer-only controllers.

  listAcrossTenants(filter: ExamPartFilter = {}): Promise<ExamPartRow[]> {
    const query = this.repository().createQueryBuilder('p');
    if (filter.tenantId) query.where('p.tenant_id = :tenantId', { tenantId: filter.tenantId });
    return this.rows(this.withContext(query, filter));
  }

  async findAcrossTenants(id: string): Promise<ExamPartRow | null> {
    const [row] = await this.rows(this.withContext(this.repository().createQueryBuilder('p').where('p.id = :id', { id }), {}));
    return row ?? null;
  }

  insert(part: Partial<ExamPartEntity>, manager?: EntityManager): Promise<ExamPartEntity> {
    const repo = this.repository(manager);
    return repo.save(repo.create(part));
  }

  async deleteById(id: string): Promise<void> {
    await this.repository().delete({ id });
  }
}
