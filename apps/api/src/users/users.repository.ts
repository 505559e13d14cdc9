import { Injectable } from '@nestjs/common';
import { normaliseLoginId } from '@cdi/contracts';
import { acrossTenants, TenantEntity, TenantScopedRepository, UserEntity } from '@cdi/db';
import { DataSource, type EntityManager, IsNull } from 'typeorm';

@Injectable()
export class UsersRepository extends TenantScopedRepository<UserEntity> {
  constructor(dataSource: DataSource) {
    super(dataSource, UserEntity);
  }

  // Login ids are unique across the platform (a candidate signs in without naming a centre),
  // so these lookups are deliberately not tenant-scoped, in the database too.

  // Stored login ids are ASCII (every schema that writes one says so), where Postgres' lower() is
  // exactly normaliseLoginId: the lookup agrees with the sign-in throttle's key and uses the
  // unique index on lower(login_id).

  findByLoginId(loginId: string): Promise<UserEntity | null> {
    return acrossTenants(() =>
      this.repository()
        .createQueryBuilder('u')
        .where('lower(u.login_id) = :loginId', { loginId: normaliseLoginId(loginId) })
        .getOne(),
    );
  }

  /**
   * Through the database function login_id_taken, which answers across tenants with a yes or no
   * only, so it works inside a tenant's transaction too (row-level security hides the other rows).
   */
  async isLoginIdTaken(loginId: string, exceptUserId?: string, manager?: EntityManager): Promise<boolean> {
    const [row] = (await (manager ?? this.dataSource.manager).query('SELECT login_id_taken($1, $2) AS taken', [
      normaliseLoginId(loginId),
      exceptUserId ?? null,
    ])) as { taken: boolean }[];
    return row!.taken;
  }

  /** Whether another of the tenant's users (a student or staff) has this e-mail, ignoring case. */
  async isEmailTaken(tenantId: string, email: string, exceptUserId?: string, manager?: EntityManager): Promise<boolean> {
    const query = this.queryBuilder(tenantId, 'u', manager).andWhere('lower(u.email) = lower(:email)', { email });
    if (exceptUserId) query.andWhere('u.id <> :exceptUserId', { exceptUserId });
    return (await query.getCount()) > 0;
  }

  /** By id across tenants: only for the signed-in user's own record, which the auth guard resolved. */
  findById(id: string): Promise<UserEntity | null> {
    return this.repository().findOne({ where: { id } });
  }

  /** Developers own no tenant: looked up by id and role. */
  findDeveloper(id: string): Promise<UserEntity | null> {
    return this.repository().findOne({ where: { id, role: 'developer' } });
  }

  /** Every tenant's owner login (not its staff), for the developer's exam filters (developer-only callers). */
  listAdminsAcrossTenants(): Promise<
    { id: string; candidate_id: string; first_name: string; last_name: string; tenant_id: string; tenant_name: string }[]
  > {
    return this.repository()
      .createQueryBuilder('u')
      .innerJoin(TenantEntity, 't', 't.id = u.tenant_id')
      .select(['u.id AS id', 'u.login_id AS candidate_id', 'u.first_name AS first_name', 'u.last_name AS last_name'])
      .addSelect(['u.tenant_id AS tenant_id', 't.name AS tenant_name'])
      .where(`u.role = 'admin' AND u.staff_roles IS NULL`)
      .orderBy('lower(t.name)')
      .addOrderBy('u.login_id')
      .getRawMany();
  }

  /** The tenant an admin belongs to (developer-only callers). */
  async findAdminTenant(adminId: string): Promise<string | null> {
    const admin = await this.repository().findOne({ where: { id: adminId, role: 'admin' } });
    return admin?.tenantId ?? null;
  }

  findStudents(tenantId: string): Promise<UserEntity[]> {
    return this.findMany(tenantId, { role: 'test_taker' }, { lastName: 'ASC', firstName: 'ASC', loginId: 'ASC' });
  }

  /** The students an admin may give a test to: suspended ones are left out. */
  findAssignableStudents(tenantId: string): Promise<UserEntity[]> {
    return this.findMany(tenantId, { role: 'test_taker', isActive: true }, { lastName: 'ASC', firstName: 'ASC', loginId: 'ASC' });
  }

  /** The tenant's owner: the login the developer created with the tenant (its staff have staff roles). */
  findTenantAdmin(tenantId: string, manager?: EntityManager): Promise<UserEntity | null> {
    return this.repository(manager).findOne({
      where: { tenantId, role: 'admin', staffRoles: IsNull() },
      order: { createdAt: 'ASC' },
    });
  }

  /** In the signing-in user's scope (AuthService.login). */
  recordLogin(userId: string, at: Date): Promise<unknown> {
    return this.repository().update({ id: userId }, { lastLogin: at });
  }

  updateCredentials(
    userId: string,
    changes: Partial<Pick<UserEntity, 'loginId' | 'passwordHash' | 'issuedPasswordSealed'>>,
    manager?: EntityManager,
  ): Promise<unknown> {
    return this.repository(manager).update({ id: userId }, changes);
  }

  insert(user: Partial<UserEntity>, manager?: EntityManager): Promise<UserEntity> {
    const repo = this.repository(manager);
    return repo.save(repo.create(user));
  }
}
