import type { DataSource, EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { asTenant } from './tenant-isolation';

/** A row that belongs to one tenant. */
export interface TenantOwned extends ObjectLiteral {
  tenantId: string | null;
}

/**
 * The one place tenant-owned tables are read and written. Every method takes the caller's
 * tenant id and adds it to the condition, so a query that forgets the tenant cannot be written;
 * and runs in that tenant's scope (tenant-isolation), so the database enforces it as well. Inside
 * a transaction (`manager`) the transaction's own scope holds.
 */
export class TenantScopedRepository<T extends TenantOwned> {
  constructor(
    protected readonly dataSource: DataSource,
    private readonly target: EntityTarget<T>,
  ) {}

  protected repository(manager?: EntityManager): Repository<T> {
    return (manager ?? this.dataSource.manager).getRepository(this.target);
  }

  protected scoped(tenantId: string, where: FindOptionsWhere<T> = {}): FindOptionsWhere<T> {
    return { ...where, tenantId } as FindOptionsWhere<T>;
  }

  findOne(tenantId: string, where: FindOptionsWhere<T>, manager?: EntityManager): Promise<T | null> {
    return asTenant(tenantId, () => this.repository(manager).findOne({ where: this.scoped(tenantId, where) }));
  }

  findMany(
    tenantId: string,
    where: FindOptionsWhere<T> = {},
    order?: { [K in keyof T]?: 'ASC' | 'DESC' },
    manager?: EntityManager,
  ): Promise<T[]> {
    return asTenant(tenantId, () =>
      this.repository(manager).find({ where: this.scoped(tenantId, where), order: order as never }),
    );
  }

  count(tenantId: string, where: FindOptionsWhere<T> = {}, manager?: EntityManager): Promise<number> {
    return asTenant(tenantId, () => this.repository(manager).count({ where: this.scoped(tenantId, where) }));
  }

  async updateWhere(
    tenantId: string,
    where: FindOptionsWhere<T>,
    changes: QueryDeepPartialEntity<T>,
    manager?: EntityManager,
  ): Promise<number> {
    const result = await asTenant(tenantId, () => this.repository(manager).update(this.scoped(tenantId, where), changes));
    return result.affected ?? 0;
  }

  /** A query builder already restricted to the tenant; add conditions with andWhere. */
  protected queryBuilder(tenantId: string, alias: string, manager?: EntityManager) {
    return this.repository(manager)
      .createQueryBuilder(alias)
      .where(`${alias}.tenant_id = :scopeTenantId`, { scopeTenantId: tenantId });
  }
}
