import { Controller, Get } from '@nestjs/common';
import { type AdminGroupsResponse, AdminPaths } from '@cdi/contracts';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor, Roles } from '../auth/auth.decorators';
import { GroupsRepository } from './groups.repository';

@Controller()
@Roles('admin')
export class GroupsController {
  constructor(private readonly groups: GroupsRepository) {}

  @Get(AdminPaths.groups)
  async list(@CurrentActor() actor: Actor): Promise<AdminGroupsResponse> {
    const groups = await this.groups.listWithMembers(tenantOf(actor));
    return {
      success: true,
      groups: groups.map(({ group, members }) => ({
        id: group.id,
        name: group.name,
        size_limit: group.sizeLimit,
        created_at: group.createdAt.toISOString(),
        member_count: members.length,
        members,
      })),
    };
  }
}
