import { Injectable } from '@nestjs/common';
import { AuditLogEntity, GroupMemberEntity, TenantScopedRepository, type Transaction, UserEntity } from '@cdi/db';
import { DataSource } from 'typeorm';

export interface EnrolledStudent {
  loginId: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The issued password, sealed; it is hashed at the student's first sign-in (PasswordCheck in the api). */
  issuedPasswordSealed: string;
  groupId: string | null;
}

/** Writes a bulk enrolment: the students, their group memberships and the audit entry, in the caller's transaction. */
@Injectable()
export class StudentImportRepository extends TenantScopedRepository<UserEntity> {
  constructor(dataSource: DataSource) {
    super(dataSource, UserEntity);
  }

  /**
   * Which of these login ids are taken at any centre (they sign in without naming one), upper-cased:
   * through the database function login_id_taken, which sees past row-level security with a yes or no.
   */
  async takenLoginIds(loginIds: string[], manager?: Transaction): Promise<Set<string>> {
    if (loginIds.length === 0) return new Set();
    const rows: { login_id: string }[] = await (manager ?? this.dataSource.manager).query(
      `SELECT upper(id) AS login_id FROM unnest($1::text[]) AS id WHERE login_id_taken(id, NULL)`,
      [[...new Set(loginIds.map((id) => id.toLowerCase()))]],
    );
    return new Set(rows.map((r) => r.login_id));
  }

  /**
   * Inserts every student (in chunks of one statement each) and returns their ids in the same order;
   * `inserted` hears how many are in after each chunk.
   */
  async insertStudents(
    tenantId: string,
    students: EnrolledStudent[],
    manager: Transaction,
    inserted: (count: number) => Promise<void> = async () => {},
  ): Promise<string[]> {
    const ids: string[] = [];
    for (let start = 0; start < students.length; start += 200) {
      const chunk = students.slice(start, start + 200);
      const result = await manager
        .createQueryBuilder()
        .insert()
        .into(UserEntity)
        .values(
          chunk.map((s) => ({
            tenantId,
            role: 'test_taker' as const,
            loginId: s.loginId,
            firstName: s.firstName,
            lastName: s.lastName,
            email: s.email,
            passwordHash: null,
            issuedPasswordSealed: s.issuedPasswordSealed,
          })),
        )
        .returning(['id'])
        .execute();
      ids.push(...(result.raw as { id: string }[]).map((r) => r.id));
      await inserted(ids.length);
    }
    const members = students.flatMap((s, i) => (s.groupId ? [{ groupId: s.groupId, userId: ids[i]!, tenantId }] : []));
    if (members.length) await manager.getRepository(GroupMemberEntity).insert(members);
    return ids;
  }

  /**
   * The groups of these names (any case), created where the centre has none: the ids by lower-cased
   * name. One made meanwhile by the admin under the same name is used, not duplicated.
   */
  async groupsNamed(tenantId: string, names: string[], manager: Transaction): Promise<Map<string, string>> {
    if (names.length === 0) return new Map();
    await manager.query(
      `INSERT INTO groups (tenant_id, name)
       SELECT $1, n FROM unnest($2::text[]) AS n
       ON CONFLICT (tenant_id, lower(name)) DO NOTHING`,
      [tenantId, names],
    );
    const rows: { id: string; key: string }[] = await manager.query(
      `SELECT id, lower(name) AS key FROM groups WHERE tenant_id = $1 AND lower(name) = ANY($2::text[])`,
      [tenantId, names.map((n) => n.toLowerCase())],
    );
    return new Map(rows.map((r) => [r.key, r.id]));
  }

  async recordAudit(tenantId: string, actorId: string, jobId: string, count: number, manager: Transaction): Promise<void> {
    await manager.getRepository(AuditLogEntity).insert({
      actorId,
      action: 'student.import.complete',
      targetType: 'import',
      targetId: jobId,
      tenantId,
      details: { students: count } as never,
    });
  }
}
