import { Controller } from '@nestjs/common';
import { type BodyOf, GroupRoutes, GroupsQuerySchema, type ParamsOf, type QueryOf, type ResponseOf } from '@cdi/contracts';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor } from '../auth/auth.decorators';
import { Endpoint, RouteBody, RouteParams, RouteQuery } from '../common/endpoint';
import { GroupsService } from './groups.service';

type Routes = typeof GroupRoutes;

@Controller()
export class GroupsController {
  constructor(private readonly service: GroupsService) {}

  /** Every group of the tenant, or one page of them when page/pageSize are given. */
  @Endpoint(GroupRoutes.adminList)
  async list(
    @CurrentActor() actor: Actor,
    @RouteQuery(GroupRoutes.adminList) query: QueryOf<Routes['adminList']>,
  ): Promise<ResponseOf<Routes['adminList']>> {
    const tenantId = tenantOf(actor);
    if (query.page !== undefined || query.pageSize !== undefined) {
      const paged = GroupsQuerySchema.parse(query);
      return { success: true, ...(await this.service.page(tenantId, paged.page, paged.pageSize)) };
    }
    const groups = await this.service.all(tenantId);
    return { success: true, groups, total: groups.length };
  }

  @Endpoint(GroupRoutes.page)
  async page(
    @CurrentActor() actor: Actor,
    @RouteQuery(GroupRoutes.page) { page, pageSize }: QueryOf<Routes['page']>,
  ): Promise<ResponseOf<Routes['page']>> {
    return { success: true, ...(await this.service.page(tenantOf(actor), page, pageSize)), page, pageSize };
  }

  @Endpoint(GroupRoutes.availableStudents)
  async availableStudents(
    @CurrentActor() actor: Actor,
    @RouteQuery(GroupRoutes.availableStudents) query: QueryOf<Routes['availableStudents']>,
  ): Promise<ResponseOf<Routes['availableStudents']>> {
    const users = await this.service.availableStudents(tenantOf(actor), query.q, query.group_id, query.pageSize);
    return { success: true, users };
  }

  @Endpoint(GroupRoutes.create)
  async create(
    @CurrentActor() actor: Actor,
    @RouteBody(GroupRoutes.create) body: BodyOf<Routes['create']>,
  ): Promise<ResponseOf<Routes['create']>> {
    return { success: true, group: await this.service.create(actor, tenantOf(actor), body) };
  }

  @Endpoint(GroupRoutes.update)
  async update(
    @CurrentActor() actor: Actor,
    @RouteParams(GroupRoutes.update) { id }: ParamsOf<Routes['update']>,
    @RouteBody(GroupRoutes.update) body: BodyOf<Routes['update']>,
  ): Promise<ResponseOf<Routes['update']>> {
    return { success: true, group: await this.service.update(actor, tenantOf(actor), id, body) };
  }

  @Endpoint(GroupRoutes.remove)
  async remove(
    @CurrentActor() actor: Actor,
    @RouteParams(GroupRoutes.remove) { id }: ParamsOf<Routes['remove']>,
  ): Promise<ResponseOf<Routes['remove']>> {
    await this.service.remove(actor, tenantOf(actor), id);
    return { success: true };
  }

  @Endpoint(GroupRoutes.addMember)
  async addMember(
    @CurrentActor() actor: Actor,
    @RouteParams(GroupRoutes.addMember) { groupId }: ParamsOf<Routes['addMember']>,
    @RouteBody(GroupRoutes.addMember) { user_id }: BodyOf<Routes['addMember']>,
  ): Promise<ResponseOf<Routes['addMember']>> {
    const { group, movedFrom } = await this.service.addMember(actor, tenantOf(actor), groupId, user_id);
    return { success: true, group, moved_from: movedFrom };
  }

  @Endpoint(GroupRoutes.assignments)
  async assignments(
    @CurrentActor() actor: Actor,
    @RouteParams(GroupRoutes.assignments) { groupId }: ParamsOf<Routes['assignments']>,
  ): Promise<ResponseOf<Routes['assignments']>> {
    return { success: true, assignments: await this.service.assignments(tenantOf(actor), groupId) };
  }

  @Endpoint(GroupRoutes.removeMember)
  async removeMember(
    @CurrentActor() actor: Actor,
    @RouteParams(GroupRoutes.removeMember) { groupId, userId }: ParamsOf<Routes['removeMember']>,
  ): Promise<ResponseOf<Routes['removeMember']>> {
    return { success: true, group: await this.service.removeMember(actor, tenantOf(actor), groupId, userId) };
  }
}
