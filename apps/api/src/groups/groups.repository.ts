import { Injectable } from '@nestjs/common';
import { GroupEntity, GroupMemberEntity, TenantScopedRepository, UserEntity } from '@cdi/db';
import { DataSource } from 'typeorm';

export interface GroupMember {
  id: string;
  name: string;
  email: string | null;
}

export interface GroupWithMembers {
  group: GroupEntity;
  members: GroupMember[];
}

@Injectable()
export class GroupsRepository extends TenantScopedRepository<GroupEntity> {
  constructor(dataSource: DataSource) {
    super(dataSource, GroupEntity);
  }

  /** The tenant's groups by name, each with its members (two queries, whatever the number of groups). */
  async listWithMembers(tenantId: string): Promise<GroupWithMembers[]> {
    const groups = await this.queryBuilder(tenantId, 'g').orderBy('lower(g.name)').getMany();
    const rows = await this.dataSource
      .getRepository(GroupMemberEntity)
      .createQueryBuilder('m')
      .innerJoin(UserEntity, 'u', 'u.id = m.user_id AND u.tenant_id = m.tenant_id')
      .select(['m.group_id AS group_id', 'u.id AS id', 'u.first_name AS first_name', 'u.last_name AS last_name'])
      .addSelect(['u.login_id AS login_id', 'u.email AS email'])
      .where('m.tenant_id = :tenantId', { tenantId })
      .orderBy('u.last_name')
      .addOrderBy('u.first_name')
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
}
