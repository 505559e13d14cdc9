import { Injectable } from '@nestjs/common';
import {
  GroupEntity,
  GroupMemberEntity,
  STUDENT_SEARCH_TEXT,
  studentSearchPattern,
  TenantScopedRepository,
  UserEntity,
} from '@cdi/db';
import { DataSource, type EntityManager } from 'typeorm';

export interface GroupMember {
  id: string;
  name: string;
  email: string | null;
}

export interface GroupWithMembers {
  group: GroupEntity;
  members: GroupMember[];
}

export interface AvailableStudentRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  candidate_id: string;
  group_id: string | null;
  group_name: string | null;
}

@Injectable()
export class GroupsRepository extends TenantScopedRepository<GroupEntity> {
  constructor(dataSource: DataSource) {
    super(dataSource, GroupEntity);
  }

  /** The tenant's groups by name, each with its members (two queries, whatever the number of groups). */
  async listWithMembers(tenantId: string): Promise<GroupWithMembers[]> {
    const groups = await this.queryBuilder(tenantId, 'g').orderBy('lower(g.name)').getMany();
    return this.withMembers(tenantId, groups);
  }

  /** One page of the tenant's groups by name, with their members, and how many groups there are. */
  async page(tenantId: string, page: number, pageSize: number): Promise<{ groups: GroupWithMembers[]; total: number }> {
    const [groups, total] = await this.queryBuilder(tenantId, 'g')
      .orderBy('lower(g.name)')
      .addOrderBy('g.id')
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    return { groups: await this.withMembers(tenantId, groups), total };
  }

  /** One group with its members, or null when the tenant has no such group. */
  async oneWithMembers(tenantId: string, groupId: string, manager?: EntityManager): Promise<GroupWithMembers | null> {
    const group = await this.findOne(tenantId, { id: groupId }, manager);
    return group ? ((await this.withMembers(tenantId, [group], manager))[0] ?? null) : null;
  }

  private async withMembers(tenantId: string, groups: GroupEntity[], manager?: EntityManager): Promise<GroupWithMembers[]> {
    if (groups.length === 0) return [];
    const rows = await (manager ?? this.dataSource.manager)
      .getRepository(GroupMemberEntity)
      .createQueryBuilder('m')
      .innerJoin(UserEntity, 'u', 'u.id = m.user_id AND u.tenant_id = m.tenant_id')
      .select(['m.group_id AS group_id', 'u.id AS id', 'u.first_name AS first_name', 'u.last_name AS last_name'])
      .addSelect(['u.login_id AS login_id', 'u.email AS email'])
      .where('m.tenant_id = :tenantId', { tenantId })
      .andWhere('m.group_id IN (:...groupIds)', { groupIds: groups.map((g) => g.id) })
      .orderBy('u.last_name')
      .addOrderBy('u.first_name')
      .addOrderBy('u.id')
      .getRawMany<{
        group_id: string;
        id: string;
        first_name: string;
        last_name: string;
        login_id: string;
        email: string | null;
      }>();
    const byGroup = new Map<string, GroupMember[]>();
    for (const row of rows) {
      const name = `${row.first_name} ${row.last_name}`.trim() || row.login_id;
      const list = byGroup.get(row.group_id) ?? [];
      list.push({ id: row.id, name, email: row.email });
      byGroup.set(row.group_id, list);
    }
    return groups.map((group) => ({ group, members: byGroup.get(group.id) ?? [] }));
  }

  /** Whether another group of the tenant already has this name (names compare case-insensitively). */
  async isNameTaken(tenantId: string, name: string, exceptId: string | undefined, manager: EntityManager): Promise<boolean> {
    const query = this.queryBuilder(tenantId, 'g', manager).andWhere('lower(g.name) = lower(:name)', { name });
    if (exceptId) query.andWhere('g.id <> :exceptId', { exceptId });
    return (await query.getCount()) > 0;
  }

  insert(tenantId: string, name: string, sizeLimit: number | null, manager: EntityManager): Promise<GroupEntity> {
    const repo = manager.getRepository(GroupEntity);
    return repo.save(repo.create({ tenantId, name, sizeLimit }));
  }

  async update(tenantId: string, id: string, name: string, sizeLimit: number | null, manager: EntityManager): Promise<void> {
    await this.updateWhere(tenantId, { id }, { name, sizeLimit }, manager);
  }

  /** Deletes the group (its memberships and assignments go with it); false when the tenant has none such. */
  async remove(tenantId: string, id: string, manager: EntityManager): Promise<boolean> {
    const result = await manager.getRepository(GroupEntity).delete({ tenantId, id });
    return (result.affected ?? 0) > 0;
  }

  /**
   * Locks the group's row until the transaction ends: changes to one group's membership and size
   * limit queue behind each other, so two adds can never both pass the size check.
   */
  lock(tenantId: string, id: string, manager: EntityManager): Promise<GroupEntity | null> {
    return this.queryBuilder(tenantId, 'g', manager).andWhere('g.id = :id', { id }).setLock('pessimistic_write').getOne();
  }

  memberCount(tenantId: string, groupId: string, manager: EntityManager): Promise<number> {
    return manager.getRepository(GroupMemberEntity).count({ where: { tenantId, groupId } });
  }

  /** The group the student is in now, if any. */
  async groupOf(tenantId: string, userId: string, manager: EntityManager): Promise<GroupEntity | null> {
    const membership = await manager.getRepository(GroupMemberEntity).findOne({ where: { tenantId, userId } });
    return membership ? this.findOne(tenantId, { id: membership.groupId }, manager) : null;
  }

  /** Makes the student a member of the group, leaving any other group of theirs (one group per student). */
  async moveMember(tenantId: string, groupId: string, userId: string, manager: EntityManager): Promise<void> {
    const repo = manager.getRepository(GroupMemberEntity);
    await repo.delete({ tenantId, userId });
    await repo.insert({ tenantId, groupId, userId });
  }

  async removeMember(tenantId: string, groupId: string, userId: string, manager: EntityManager): Promise<boolean> {
    const result = await manager.getRepository(GroupMemberEntity).delete({ tenantId, groupId, userId });
    return (result.affected ?? 0) > 0;
  }

  /** The group's active assignments, newest first, with their tests' titles (what its members sit through it). */
  activeAssignments(tenantId: string, groupId: string): Promise<{ id: string; test_title: string }[]> {
    return this.dataSource.query(
      `SELECT a.id, t.title AS test_title
         FROM assignments a JOIN tests t ON t.id = a.test_id AND t.tenant_id = a.tenant_id
        WHERE a.tenant_id = $1 AND a.group_id = $2 AND a.active
        ORDER BY a.created_at DESC, a.id DESC`,
      [tenantId, groupId],
    );
  }

  /**
   * Active students of the tenant matching the search (names, candidate id, e-mail; a substring,
   * served by the trigram index), by name, with the group each is in; leaves out `exceptGroupId`'s
   * members.
   */
  availableStudents(
    tenantId: string,
    q: string,
    exceptGroupId: string | undefined,
    limit: number,
  ): Promise<AvailableStudentRow[]> {
    const query = this.dataSource.manager
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .leftJoin(GroupMemberEntity, 'm', 'm.user_id = u.id AND m.tenant_id = u.tenant_id')
      .leftJoin(GroupEntity, 'g', 'g.id = m.group_id AND g.tenant_id = u.tenant_id')
      .select(['u.id AS id', 'u.first_name AS first_name', 'u.last_name AS last_name', 'u.email AS email'])
      .addSelect(['u.login_id AS candidate_id', 'g.id AS group_id', 'g.name AS group_name'])
      .where(`u.tenant_id = :tenantId AND u.role = 'test_taker' AND u.is_active`, { tenantId });
    if (q) query.andWhere(`${STUDENT_SEARCH_TEXT} LIKE :pattern`, { pattern: studentSearchPattern(q) });
    if (exceptGroupId) query.andWhere('(m.group_id IS NULL OR m.group_id <> :exceptGroupId)', { exceptGroupId });
    return query
      .orderBy('u.last_name')
      .addOrderBy('u.first_name')
      .addOrderBy('u.id')
      .limit(limit)
      .getRawMany<AvailableStudentRow>();
  }
}
