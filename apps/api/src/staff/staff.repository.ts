import { Injectable } from '@nestjs/common';
import type { StaffRole } from '@cdi/contracts';
import { TenantScopedRepository, type Transaction, UserEntity } from '@cdi/db';
import { DataSource, type EntityManager } from 'typeorm';

/** A member of staff as stored, with the assignments they are given to invigilate. */
export interface StaffRow {
  user: UserEntity;
  assignmentIds: string[];
}

/** The centre's staff: its users with the admin role and staff roles (the owner has none and is never one of them). */
@Injectable()
export class StaffRepository extends TenantScopedRepository<UserEntity> {
  constructor(dataSource: DataSource) {
    super(dataSource, UserEntity);
  }

  async list(tenantId: string): Promise<StaffRow[]> {
    const users = await this.staffQuery(tenantId).orderBy('lower(u.last_name)').addOrderBy('lower(u.first_name)').getMany();
    const given = await this.givenAssignments(
      tenantId,
      users.map((u) => u.id),
    );
    return users.map((user) => ({ user, assignmentIds: given.get(user.id) ?? [] }));
  }

  async one(tenantId: string, id: string, manager?: EntityManager): Promise<StaffRow | null> {
    const user = await this.staffQuery(tenantId, manager).andWhere('u.id = :id', { id }).getOne();
    if (!user) return null;
    return { user, assignmentIds: (await this.givenAssignments(tenantId, [id], manager)).get(id) ?? [] };
  }

  async insert(user: Partial<UserEntity> & { staffRoles: StaffRole[] }, manager: Transaction): Promise<UserEntity> {
    const repo = this.repository(manager);
    return repo.save(repo.create({ ...user, role: 'admin' }));
  }

  async remove(tenantId: string, id: string, manager: Transaction): Promise<void> {
    await manager.query(`DELETE FROM users WHERE id = $1 AND tenant_id = $2 AND staff_roles IS NOT NULL`, [id, tenantId]);
  }

  /**
   * Gives the member exactly these assignments to invigilate; an id that is not one of the tenant's
   * assignments is left out (answers the ids kept).
   */
  async setGivenAssignments(tenantId: string, userId: string, assignmentIds: string[], manager: Transaction): Promise<string[]> {
    await manager.query(`DELETE FROM assignment_invigilators WHERE user_id = $1 AND tenant_id = $2`, [userId, tenantId]);
    if (assignmentIds.length === 0) return [];
    const rows = (await manager.query(
      `INSERT INTO assignment_invigilators (tenant_id, assignment_id, user_id)
       SELECT a.tenant_id, a.id, $2 FROM assignments a WHERE a.tenant_id = $1 AND a.id = ANY ($3::uuid[])
       RETURNING assignment_id`,
      [tenantId, userId, assignmentIds],
    )) as { assignment_id: string }[];
    return rows.map((r) => r.assignment_id);
  }

  private staffQuery(tenantId: string, manager?: EntityManager) {
    return this.repository(manager)
      .createQueryBuilder('u')
      .where(`u.tenant_id = :tenantId AND u.role = 'admin' AND u.staff_roles IS NOT NULL`, { tenantId });
  }

  private async givenAssignments(tenantId: string, userIds: string[], manager?: EntityManager): Promise<Map<string, string[]>> {
    if (userIds.length === 0) return new Map();
    const rows = (await (manager ?? this.dataSource.manager).query(
      `SELECT user_id, array_agg(assignment_id ORDER BY assignment_id) AS ids
         FROM assignment_invigilators WHERE tenant_id = $1 AND user_id = ANY ($2::uuid[]) GROUP BY user_id`,
      [tenantId, userIds],
    )) as { user_id: string; ids: string[] }[];
    return new Map(rows.map((r) => [r.user_id, r.ids]));
  }
}
