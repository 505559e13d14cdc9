import type { ReleaseMode } from '@cdi/contracts';
import { Injectable } from '@nestjs/common';
import { AssignmentEntity, AttemptEntity, TenantScopedRepository } from '@cdi/db';
import { DataSource, type EntityManager } from 'typeorm';

export interface AssignmentRow {
  id: string;
  test_id: string;
  test_title: string;
  group_id: string | null;
  group_name: string | null;
  user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  candidate_id: string | null;
  created_at: Date;
  due_at: Date | null;
  opens_at: Date | null;
  closes_at: Date | null;
  notes: string;
  release_mode: ReleaseMode;
  active: boolean;
  started_count: number;
  submitted_count: number;
  released_count: number;
}

export interface AssignmentFilter {
  activeOnly: boolean;
  /** Only the newest assignment of each target (group or student) among those listed. */
  latestPerTarget: boolean;
}

const SELECT = `
  SELECT a.id, a.test_id, t.title AS test_title, a.group_id, g.name AS group_name, a.user_id,
         u.first_name, u.last_name, u.login_id AS candidate_id, a.created_at, a.due_at, a.opens_at, a.closes_at,
         a.notes, a.release_mode, a.active,
         (SELECT count(*) FROM attempts x
           WHERE x.assignment_id = a.id AND x.tenant_id = a.tenant_id AND x.status <> 'not_started')::int AS started_count,
         (SELECT count(*) FROM attempts x
           WHERE x.assignment_id = a.id AND x.tenant_id = a.tenant_id AND x.status = 'completed')::int AS submitted_count,
         (SELECT count(*) FROM attempts x
           WHERE x.assignment_id = a.id AND x.tenant_id = a.tenant_id AND x.status = 'completed'
             AND x.released_at IS NOT NULL)::int AS released_count`;

const FROM = `
    FROM assignments a
    JOIN tests t ON t.id = a.test_id AND t.tenant_id = a.tenant_id
    LEFT JOIN groups g ON g.id = a.group_id AND g.tenant_id = a.tenant_id
    LEFT JOIN users u ON u.id = a.user_id AND u.tenant_id = a.tenant_id`;

/** A newer assignment of the same target among those listed hides this one (served by assignments_group/_user). */
const newerForSameTarget = (activeOnly: boolean) => {
  const newer = (column: 'group_id' | 'user_id') => `NOT EXISTS (
      SELECT 1 FROM assignments b
       WHERE b.${column} = a.${column} AND b.tenant_id = a.tenant_id ${activeOnly ? 'AND b.active' : ''}
         AND (b.created_at, b.id) > (a.created_at, a.id))`;
  return `${newer('group_id')} AND ${newer('user_id')}`;
};

/** Assignments of tests to groups or students, always within one tenant. */
@Injectable()
export class AssignmentsRepository extends TenantScopedRepository<AssignmentEntity> {
  constructor(dataSource: DataSource) {
    super(dataSource, AssignmentEntity);
  }

  private where(filter: AssignmentFilter): string {
    const conditions = ['a.tenant_id = $1'];
    if (filter.activeOnly) conditions.push('a.active');
    if (filter.latestPerTarget) conditions.push(newerForSameTarget(filter.activeOnly));
    return `WHERE ${conditions.join(' AND ')}`;
  }

  /** One page of the tenant's assignments, newest first, and how many there are in all. */
  async page(
    tenantId: string,
    filter: AssignmentFilter,
    page: number,
    pageSize: number,
  ): Promise<{ rows: AssignmentRow[]; total: number }> {
    const where = this.where(filter);
    const [rows, counted] = await Promise.all([
      this.dataSource.query<AssignmentRow[]>(
        `${SELECT} ${FROM} ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT $2 OFFSET $3`,
        [tenantId, pageSize, (page - 1) * pageSize],
      ),
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM assignments a ${where}`, [tenantId]),
    ]);
    return { rows, total: counted[0]?.total ?? 0 };
  }

  /** One assignment as the list shows it, or null when the tenant has none such. */
  async one(tenantId: string, id: string, manager?: EntityManager): Promise<AssignmentRow | null> {
    const rows = await (manager ?? this.dataSource.manager).query<AssignmentRow[]>(
      `${SELECT} ${FROM} WHERE a.tenant_id = $1 AND a.id = $2`,
      [tenantId, id],
    );
    return rows[0] ?? null;
  }

  insert(assignment: Partial<AssignmentEntity>, manager: EntityManager): Promise<AssignmentEntity> {
    const repo = manager.getRepository(AssignmentEntity);
    return repo.save(repo.create(assignment));
  }

  /** Locks the assignment's row: a start and a delete of it cannot cross. */
  lock(tenantId: string, id: string, manager: EntityManager): Promise<AssignmentEntity | null> {
    return this.queryBuilder(tenantId, 'a', manager).andWhere('a.id = :id', { id }).setLock('pessimistic_write').getOne();
  }

  /**
   * How many candidates are sitting the assignment (in progress) and how many have submitted it, with
   * every attempt row of it locked: a section start (which locks its attempt) either finished before,
   * and is counted, or waits and then finds its attempt gone.
   */
  async lockedAttemptCounts(
    tenantId: string,
    id: string,
    manager: EntityManager,
  ): Promise<{ inProgress: number; submitted: number }> {
    const attempts = await manager
      .getRepository(AttemptEntity)
      .createQueryBuilder('x')
      .select(['x.id', 'x.status'])
      .where('x.tenant_id = :tenantId AND x.assignment_id = :id', { tenantId, id })
      .setLock('pessimistic_write')
      .getMany();
    const count = (status: string) => attempts.filter((attempt) => attempt.status === status).length;
    return { inProgress: count('in_progress'), submitted: count('completed') };
  }

  async updateWindow(
    tenantId: string,
    id: string,
    changes: { opensAt: Date | null; closesAt: Date | null; notes?: string; releaseMode?: ReleaseMode },
    manager: EntityManager,
  ): Promise<void> {
    await this.updateWhere(tenantId, { id }, changes, manager);
  }

  async remove(tenantId: string, id: string, manager: EntityManager): Promise<void> {
    await manager.getRepository(AssignmentEntity).delete({ tenantId, id });
  }
}
