import { Injectable } from '@nestjs/common';
import { fillText as fill, type GroupInput, type GroupSummary, GroupTexts } from '@cdi/contracts';
import { type Transaction, Transactions, violatedUniqueConstraint } from '@cdi/db';
import { AuditRepository } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { ApiError } from '../common/api-error';
import { UsersRepository } from '../users/users.repository';
import { type AvailableStudentRow, type GroupWithMembers, GroupsRepository } from './groups.repository';

function toGroupSummary({ group, members }: GroupWithMembers): GroupSummary {
  return {
    id: group.id,
    name: group.name,
    size_limit: group.sizeLimit,
    created_at: group.createdAt.toISOString(),
    member_count: members.length,
    members,
  };
}

/**
 * An admin's groups: names unique per tenant (case-insensitively), an optional size limit, and one
 * group per student (adding a student moves them out of the group they were in).
 */
@Injectable()
export class GroupsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly groups: GroupsRepository,
    private readonly users: UsersRepository,
    private readonly audit: AuditRepository,
  ) {}

  async page(tenantId: string, page: number, pageSize: number): Promise<{ groups: GroupSummary[]; total: number }> {
    const result = await this.groups.page(tenantId, page, pageSize);
    return { groups: result.groups.map(toGroupSummary), total: result.total };
  }

  /** Every group of the tenant with its members, by name. */
  async all(tenantId: string): Promise<GroupSummary[]> {
    return (await this.groups.listWithMembers(tenantId)).map(toGroupSummary);
  }

  /** Active students matching a search, with the group each is in. */
  availableStudents(
    tenantId: string,
    q: string,
    exceptGroupId: string | undefined,
    limit: number,
  ): Promise<AvailableStudentRow[]> {
    return this.groups.availableStudents(tenantId, q, exceptGroupId, limit);
  }

  create(actor: Actor, tenantId: string, input: GroupInput): Promise<GroupSummary> {
    return this.inTransaction(async (m) => {
      await this.assertNameFree(tenantId, input.name, undefined, m);
      const group = await this.groups.insert(tenantId, input.name, input.size_limit, m);
      await this.audit.record(
        actor,
        {
          action: 'group.create',
          targetType: 'group',
          targetId: group.id,
          tenantId,
          details: { name: group.name, sizeLimit: group.sizeLimit },
        },
        m,
      );
      return toGroupSummary({ group, members: [] });
    });
  }

  update(actor: Actor, tenantId: string, id: string, input: GroupInput): Promise<GroupSummary> {
    return this.inTransaction(async (m) => {
      const group = await this.groups.lock(tenantId, id, m);
      if (!group) throw ApiError.notFound(GroupTexts.groupNotFound);
      await this.assertNameFree(tenantId, input.name, id, m);
      if (input.size_limit !== null) {
        const members = await this.groups.memberCount(tenantId, id, m);
        if (members > input.size_limit)
          throw ApiError.badRequest(fill(GroupTexts.sizeLimitBelowMembers, { n: members }), 'size_limit');
      }
      await this.groups.update(tenantId, id, input.name, input.size_limit, m);
      await this.audit.record(
        actor,
        {
          action: 'group.update',
          targetType: 'group',
          targetId: id,
          tenantId,
          details: {
            from: { name: group.name, sizeLimit: group.sizeLimit },
            to: { name: input.name, sizeLimit: input.size_limit },
          },
        },
        m,
      );
      return toGroupSummary((await this.groups.oneWithMembers(tenantId, id, m))!);
    });
  }

  remove(actor: Actor, tenantId: string, id: string): Promise<void> {
    return this.transactions.run(async (m) => {
      const group = await this.groups.lock(tenantId, id, m);
      if (!group) throw ApiError.notFound(GroupTexts.groupNotFound);
      const members = await this.groups.memberCount(tenantId, id, m);
      await this.groups.remove(tenantId, id, m);
      await this.audit.record(
        actor,
        { action: 'group.delete', targetType: 'group', targetId: id, tenantId, details: { name: group.name, members } },
        m,
      );
    });
  }

  /** Adds the student to the group, moving them out of their current group, within the size limit. */
  addMember(
    actor: Actor,
    tenantId: string,
    groupId: string,
    userId: string,
  ): Promise<{ group: GroupSummary; movedFrom: { id: string; name: string } | null }> {
    return this.inTransaction(async (m) => {
      const group = await this.groups.lock(tenantId, groupId, m);
      if (!group) throw ApiError.notFound(GroupTexts.groupNotFound);
      const student = await this.users.findOne(tenantId, { id: userId, role: 'test_taker' }, m);
      if (!student) throw ApiError.notFound(GroupTexts.studentNotFound);
      const current = await this.groups.groupOf(tenantId, userId, m);
      if (current?.id !== groupId) {
        if (group.sizeLimit !== null && (await this.groups.memberCount(tenantId, groupId, m)) >= group.sizeLimit)
          throw ApiError.conflict(fill(GroupTexts.groupFull, { limit: group.sizeLimit }), 'user_id');
        await this.groups.moveMember(tenantId, groupId, userId, m);
        await this.audit.record(
          actor,
          {
            action: 'group.member.add',
            targetType: 'group',
            targetId: groupId,
            tenantId,
            details: { userId, fromGroupId: current?.id ?? null },
          },
          m,
        );
      }
      const movedFrom = current && current.id !== groupId ? { id: current.id, name: current.name } : null;
      return { group: toGroupSummary((await this.groups.oneWithMembers(tenantId, groupId, m))!), movedFrom };
    });
  }

  /** The group's active assignments: the tests a member leaves when removed from it. */
  async assignments(tenantId: string, groupId: string): Promise<{ id: string; test_title: string }[]> {
    if (!(await this.groups.findOne(tenantId, { id: groupId }))) throw ApiError.notFound(GroupTexts.groupNotFound);
    return this.groups.activeAssignments(tenantId, groupId);
  }

  removeMember(actor: Actor, tenantId: string, groupId: string, userId: string): Promise<GroupSummary> {
    return this.transactions.run(async (m) => {
      const group = await this.groups.lock(tenantId, groupId, m);
      if (!group) throw ApiError.notFound(GroupTexts.groupNotFound);
      if (!(await this.groups.removeMember(tenantId, groupId, userId, m))) throw ApiError.notFound(GroupTexts.studentNotFound);
      await this.audit.record(
        actor,
        { action: 'group.member.remove', targetType: 'group', targetId: groupId, tenantId, details: { userId } },
        m,
      );
      return toGroupSummary((await this.groups.oneWithMembers(tenantId, groupId, m))!);
    });
  }

  private async assertNameFree(tenantId: string, name: string, exceptId: string | undefined, m: Transaction): Promise<void> {
    if (await this.groups.isNameTaken(tenantId, name, exceptId, m)) throw ApiError.conflict(GroupTexts.groupExists, 'name');
  }

  /** A unique-index race becomes the same answer the checks give. */
  private async inTransaction<T>(work: (m: Transaction) => Promise<T>): Promise<T> {
    try {
      return await this.transactions.run(work);
    } catch (error) {
      const constraint = violatedUniqueConstraint(error);
      if (constraint === 'groups_tenant_name_unique') throw ApiError.conflict(GroupTexts.groupExists, 'name');
      if (constraint === 'group_members_one_group' || constraint === 'group_members_pkey')
        throw ApiError.conflict(GroupTexts.failedToAddStudent, 'user_id');
      throw error;
    }
  }
}
