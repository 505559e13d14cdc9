import { Injectable } from '@nestjs/common';
import type { LogFilter } from '@cdi/contracts';
import {
  AssignmentEntity,
  AttemptEntity,
  AuditLogEntity,
  ExamPartEntity,
  GroupEntity,
  TenantScopedRepository,
  TestEntity,
  UserEntity,
} from '@cdi/db';
import { DataSource, type SelectQueryBuilder } from 'typeorm';

export interface ActivityRow {
  id: string;
  actor_name: string | null;
  actor_login_id: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  target: string | null;
  test_title: string | null;
  person: string | null;
  group_name: string | null;
  details: Record<string, unknown>;
  created_at: Date;
}

/** target_id as a uuid when it is one, else null: joins on it can use the targets' primary keys. */
const asUuid = (text: string) =>
  `(CASE WHEN ${text} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN (${text})::uuid END)`;
const TARGET_UUID = asUuid('a.target_id');
/** Ids an entry's details keep (an assignment's test, group and student; a group member). */
const detailUuid = (key: string) => asUuid(`a.details->>'${key}'`);
const personName = (alias: string) =>
  `COALESCE(NULLIF(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.login_id)`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The tenant's audit log, read for the Activity Logs page and its CSV download. Dates of the filter
 * are calendar days in the tenant's time zone. Deletion past the retention is the worker's.
 */
@Injectable()
export class ActivityLogRepository extends TenantScopedRepository<AuditLogEntity> {
  constructor(dataSource: DataSource) {
    super(dataSource, AuditLogEntity);
  }

  private filtered(tenantId: string, filter: LogFilter, timeZone: string): SelectQueryBuilder<AuditLogEntity> {
    const query = this.queryBuilder(tenantId, 'a').leftJoin(UserEntity, 'actor', 'actor.id = a.actor_id');
    if (filter.actor) {
      query.andWhere(
        `(actor.login_id ILIKE :actor ESCAPE '\\' OR (actor.first_name || ' ' || actor.last_name) ILIKE :actor ESCAPE '\\')`,
        { actor: `%${escapeLike(filter.actor)}%` },
      );
    }
    if (filter.action) query.andWhere('a.action = :action', { action: filter.action });
    if (filter.from)
      query.andWhere(`a.created_at >= (CAST(:from AS date)::timestamp AT TIME ZONE :tz)`, { from: filter.from, tz: timeZone });
    if (filter.to)
      query.andWhere(`a.created_at < ((CAST(:to AS date) + 1)::timestamp AT TIME ZONE :tz)`, { to: filter.to, tz: timeZone });
    return query;
  }

  countMatching(tenantId: string, filter: LogFilter, timeZone: string): Promise<number> {
    return this.filtered(tenantId, filter, timeZone).getCount();
  }

  /**
   * Newest first; a target still in the tenant is named (a student, group, test or exam part), and so
   * are the test, student and group an assignment, a sitting or a group membership concerns.
   */
  async list(tenantId: string, filter: LogFilter, timeZone: string, offset: number, limit: number): Promise<ActivityRow[]> {
    const rows = await this.filtered(tenantId, filter, timeZone)
      .leftJoin(
        UserEntity,
        'tu',
        `a.target_type IN ('user', 'student') AND tu.id = ${TARGET_UUID} AND tu.tenant_id = a.tenant_id`,
      )
      .leftJoin(GroupEntity, 'tg', `a.target_type = 'group' AND tg.id = ${TARGET_UUID} AND tg.tenant_id = a.tenant_id`)
      .leftJoin(
        TestEntity,
        'tt',
        `a.target_type IN ('test', 'template') AND tt.id = ${TARGET_UUID} AND tt.tenant_id = a.tenant_id`,
      )
      .leftJoin(ExamPartEntity, 'te', `a.target_type = 'exam-part' AND te.id = ${TARGET_UUID} AND te.tenant_id = a.tenant_id`)
      .leftJoin(AttemptEntity, 'sit', `a.target_type = 'attempt' AND sit.id = ${TARGET_UUID} AND sit.tenant_id = a.tenant_id`)
      .leftJoin(
        AssignmentEntity,
        'asg',
        `asg.id = COALESCE(sit.assignment_id, CASE WHEN a.target_type = 'assignment' THEN ${TARGET_UUID} END) AND asg.tenant_id = a.tenant_id`,
      )
      .leftJoin(TestEntity, 'at', `at.id = COALESCE(asg.test_id, ${detailUuid('testId')}) AND at.tenant_id = a.tenant_id`)
      .leftJoin(
        UserEntity,
        'ap',
        `ap.id = COALESCE(sit.user_id, asg.user_id, ${detailUuid('userId')}) AND ap.tenant_id = a.tenant_id`,
      )
      .leftJoin(GroupEntity, 'ag', `ag.id = COALESCE(asg.group_id, ${detailUuid('groupId')}) AND ag.tenant_id = a.tenant_id`)
      .select('a.id::text', 'id')
      .addSelect(`NULLIF(trim(actor.first_name || ' ' || actor.last_name), '')`, 'actor_name')
      .addSelect('actor.login_id', 'actor_login_id')
      .addSelect('a.action', 'action')
      .addSelect('a.target_type', 'target_type')
      .addSelect('a.target_id', 'target_id')
      .addSelect(
        `COALESCE(NULLIF(trim(tu.first_name || ' ' || tu.last_name), '') || ' (' || tu.login_id || ')', tu.login_id, tg.name, tt.title, te.title)`,
        'target',
      )
      .addSelect('at.title', 'test_title')
      .addSelect(personName('ap'), 'person')
      .addSelect('ag.name', 'group_name')
      .addSelect('a.details', 'details')
      .addSelect('a.created_at', 'created_at')
      .orderBy('a.created_at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .offset(offset)
      .limit(limit)
      .getRawMany<ActivityRow>();
    return rows.map((row) => ({ ...row, actor_name: row.actor_name ?? row.actor_login_id }));
  }

  /** Every action the tenant's log holds, for the filter. */
  async actions(tenantId: string): Promise<string[]> {
    const rows = await this.queryBuilder(tenantId, 'a')
      .select('a.action', 'action')
      .distinct(true)
      .orderBy('a.action')
      .getRawMany<{ action: string }>();
    return rows.map((r) => r.action);
  }
}
