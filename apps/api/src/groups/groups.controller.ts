import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  type AddMemberRequest,
  AddMemberRequestSchema,
  AdminGroupsQuerySchema,
  type AdminGroupsResponse,
  AdminPaths,
  AvailableStudentsQuerySchema,
  type AvailableStudentsResponse,
  type GroupAssignmentsResponse,
  GroupIdParamSchema,
  type GroupInput,
  GroupMemberParamSchema,
  GroupMembersParamSchema,
  GroupPaths,
  GroupRequestSchema,
  type GroupResponse,
  GroupsQuerySchema,
  type GroupsPageResponse,
  type MembershipResponse,
  type Ok,
} from '@cdi/contracts';
import type { z } from 'zod';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor, Roles } from '../auth/auth.decorators';
import { validBody, validPath } from '../common/zod-validation.pipe';
import { GroupsRepository } from './groups.repository';
import { GroupsService, toGroupSummary } from './groups.service';

@Controller()
@Roles('admin')
export class GroupsController {
  constructor(
    private readonly groups: GroupsRepository,
    private readonly service: GroupsService,
  ) {}

  /** Every group of the tenant, or one page of them when page/pageSize are given. */
  @Get(AdminPaths.groups)
  async list(
    @CurrentActor() actor: Actor,
    @Query(validBody(AdminGroupsQuerySchema)) query: z.infer<typeof AdminGroupsQuerySchema>,
  ): Promise<AdminGroupsResponse> {
    const tenantId = tenantOf(actor);
    if (query.page !== undefined || query.pageSize !== undefined) {
      const paged = GroupsQuerySchema.parse(query);
      return { success: true, ...(await this.service.page(tenantId, paged.page, paged.pageSize)) };
    }
    const groups = (await this.groups.listWithMembers(tenantId)).map(toGroupSummary);
    return { success: true, groups, total: groups.length };
  }

  @Get(GroupPaths.list)
  async page(
    @CurrentActor() actor: Actor,
    @Query(validBody(GroupsQuerySchema)) { page, pageSize }: z.infer<typeof GroupsQuerySchema>,
  ): Promise<GroupsPageResponse> {
    return { success: true, ...(await this.service.page(tenantOf(actor), page, pageSize)), page, pageSize };
  }

  @Get(GroupPaths.availableStudents)
  async availableStudents(
    @CurrentActor() actor: Actor,
    @Query(validBody(AvailableStudentsQuerySchema)) query: z.infer<typeof AvailableStudentsQuerySchema>,
  ): Promise<AvailableStudentsResponse> {
    const users = await this.groups.availableStudents(tenantOf(actor), query.q, query.group_id, query.pageSize);
    return { success: true, users };
  }

  @Post(GroupPaths.list)
  async create(@CurrentActor() actor: Actor, @Body(validBody(GroupRequestSchema)) body: GroupInput): Promise<GroupResponse> {
    return { success: true, group: await this.service.create(actor, tenantOf(actor), body) };
  }

  @Put(GroupPaths.one)
  async update(
    @CurrentActor() actor: Actor,
    @Param(validPath(GroupIdParamSchema)) { id }: { id: string },
    @Body(validBody(GroupRequestSchema)) body: GroupInput,
  ): Promise<GroupResponse> {
    return { success: true, group: await this.service.update(actor, tenantOf(actor), id, body) };
  }

  @Delete(GroupPaths.one)
  async remove(@CurrentActor() actor: Actor, @Param(validPath(GroupIdParamSchema)) { id }: { id: string }): Promise<Ok> {
    await this.service.remove(actor, tenantOf(actor), id);
    return { success: true };
  }

  @Post(GroupPaths.members)
  async addMember(
    @CurrentActor() actor: Actor,
    @Param(validPath(GroupMembersParamSchema)) { groupId }: { groupId: string },
    @Body(validBody(AddMemberRequestSchema)) { user_id }: AddMemberRequest,
  ): Promise<MembershipResponse> {
    const { group, movedFrom } = await this.service.addMember(actor, tenantOf(actor), groupId, user_id);
    return { success: true, group, moved_from: movedFrom };
  }

  @Get(GroupPaths.assignments)
  async assignments(
    @CurrentActor() actor: Actor,
    @Param(validPath(GroupMembersParamSchema)) { groupId }: { groupId: string },
  ): Promise<GroupAssignmentsResponse> {
    return { success: true, assignments: await this.service.assignments(tenantOf(actor), groupId) };
  }

  @Delete(GroupPaths.member)
  async removeMember(
    @CurrentActor() actor: Actor,
    @Param(validPath(GroupMemberParamSchema)) { groupId, userId }: { groupId: string; userId: string },
  ): Promise<GroupResponse> {
    return { success: true, group: await this.service.removeMember(actor, tenantOf(actor), groupId, userId) };
  }
}
