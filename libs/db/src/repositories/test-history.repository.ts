import type { DataSource, EntityManager } from 'typeorm';
import { AssignmentEntity } from '../entities/assignment.entity';
import { AuditLogEntity } from '../entities/audit-log.entity';
import { ExamPartEntity } from '../entities/exam-part.entity';
import { GroupEntity, GroupMemberEntity } from '../entities/group.entity';
import { TEST_SLOTS, TestEntity } from '../entities/test.entity';
import { UserEntity } from '../entities/user.entity';

export interface BankPart {
  id: string;
  section: 'listening' | 'reading' | 'writing';
  part: number;
  title: string;
  testGroup: string;
  shuffleGroup: string | null;
  questionRange: string | null;
  createdAt: Date;
}

export interface Member {
  id: string;
  firstName: string;
  lastName: string;
  loginId: string;
  /** False for a suspended student: given no test (see the api's refuseSuspendedStudent). */
  isActive: boolean;
}

export interface NewAssignedTest {
  tenantId: string;
  actorId: string;
  title: string;
  description: string;
  /** Part ids in TEST_SLOTS order (9 entries, null for an empty slot). */
  slots: (string | null)[];
  userId: string | null;
  groupId: string | null;
  notes?: string;
  auditAction: string;
  auditDetails?: Record<string, unknown>;
}

const toMember = (user: UserEntity): Member => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  loginId: user.loginId,
  isActive: user.isActive,
});

const SLOT_COLUMNS = TEST_SLOTS.map((s) => `t.${s.column}`).join(', ');

/**
 * What test making reads and writes around the parts a student has been given, shared by the api
 * (history, exposure) and the worker (shuffles). A student's history is every part of every test
 * assigned to them, directly or through a group they are in now, whether or not they have started
 * it (docs/adr/0006-shuffle-history.md). Every query is scoped to the tenant.
 */
export class TestHistoryRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The tenant's parts a test may be built from (ingestion completed), oldest first. */
  async usableParts(tenantId: string): Promise<BankPart[]> {
    const parts = await this.dataSource.getRepository(ExamPartEntity).find({
      where: { tenantId, processingStatus: 'completed' },
      select: {
        id: true,
        section: true,
        part: true,
        title: true,
        testGroup: true,
        shuffleGroup: true,
        questionRange: true,
        createdAt: true,
      },
      order: { testGroup: 'ASC', section: 'ASC', part: 'ASC', createdAt: 'ASC' },
    });
    return parts.map(({ id, section, part, title, testGroup, shuffleGroup, questionRange, createdAt }) => ({
      id,
      section,
      part,
      title,
      testGroup,
      shuffleGroup,
      questionRange,
      createdAt,
    }));
  }

  group(tenantId: string, groupId: string): Promise<GroupEntity | null> {
    return this.dataSource.getRepository(GroupEntity).findOneBy({ tenantId, id: groupId });
  }

  async student(tenantId: string, studentId: string): Promise<Member | null> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ tenantId, id: studentId, role: 'test_taker' });
    return user && toMember(user);
  }

  /**
   * The group's members (students), by last then first name; `activeOnly` leaves out suspended ones,
   * for what gives each member a test of their own.
   */
  async members(tenantId: string, groupId: string, { activeOnly = false }: { activeOnly?: boolean } = {}): Promise<Member[]> {
    const query = this.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .innerJoin(GroupMemberEntity, 'm', 'm.user_id = u.id AND m.tenant_id = u.tenant_id')
      .where('u.tenant_id = :tenantId AND m.group_id = :groupId AND u.role = :role', { tenantId, groupId, role: 'test_taker' });
    if (activeOnly) query.andWhere('u.is_active');
    const rows = await query.orderBy('u.last_name').addOrderBy('u.first_name').getMany();
    return rows.map(toMember);
  }

  /** Each student's history (part ids), in one query whatever the number of students. */
  async histories(tenantId: string, studentIds: string[]): Promise<Map<string, Set<string>>> {
    const result = new Map(studentIds.map((id) => [id, new Set<string>()]));
    if (studentIds.length === 0) return result;
    const rows: { user_id: string; part_id: string }[] = await this.dataSource.query(
      `SELECT DISTINCT given.user_id, slot.part_id
         FROM (
           SELECT a.test_id, a.user_id FROM assignments a
            WHERE a.tenant_id = $1 AND a.user_id = ANY($2::uuid[])
           UNION ALL
           SELECT a.test_id, m.user_id FROM assignments a
             JOIN group_members m ON m.group_id = a.group_id AND m.tenant_id = a.tenant_id
            WHERE a.tenant_id = $1 AND m.user_id = ANY($2::uuid[])
         ) given
         JOIN tests t ON t.id = given.test_id AND t.tenant_id = $1
         CROSS JOIN LATERAL unnest(ARRAY[${SLOT_COLUMNS}]) AS slot(part_id)
        WHERE slot.part_id IS NOT NULL`,
      [tenantId, studentIds],
    );
    for (const row of rows) result.get(row.user_id)?.add(row.part_id);
    return result;
  }

  /** A group's history: the parts of the tests assigned to the group, and every member's own history. */
  async groupHistory(tenantId: string, groupId: string): Promise<Set<string>> {
    const members = await this.members(tenantId, groupId);
    const histories = await this.histories(
      tenantId,
      members.map((m) => m.id),
    );
    const rows: { part_id: string }[] = await this.dataSource.query(
      `SELECT DISTINCT slot.part_id
         FROM assignments a
         JOIN tests t ON t.id = a.test_id AND t.tenant_id = a.tenant_id
         CROSS JOIN LATERAL unnest(ARRAY[${SLOT_COLUMNS}]) AS slot(part_id)
        WHERE a.tenant_id = $1 AND a.group_id = $2 AND slot.part_id IS NOT NULL`,
      [tenantId, groupId],
    );
    const all = new Set(rows.map((r) => r.part_id));
    for (const history of histories.values()) for (const id of history) all.add(id);
    return all;
  }

  /**
   * The students a per-student shuffle job has already given a test (from its audit rows), so a job
   * run again after a worker died mid-way skips them instead of giving them a second test.
   */
  async studentsDoneByJob(tenantId: string, jobId: string): Promise<Set<string>> {
    const rows: { user_id: string }[] = await this.dataSource.query(
      `SELECT details->>'userId' AS user_id FROM audit_log
        WHERE tenant_id = $1 AND action = 'assignment.create' AND details->>'jobId' = $2`,
      [tenantId, jobId],
    );
    return new Set(rows.map((r) => r.user_id));
  }

  /** Creates a test and its assignment, with the audit row, in one transaction. */
  async createAssignedTest(
    input: NewAssignedTest,
    manager?: EntityManager,
  ): Promise<{ test: TestEntity; assignment: AssignmentEntity }> {
    const work = async (m: EntityManager) => {
      const tests = m.getRepository(TestEntity);
      const test = await tests.save(
        tests.create({
          tenantId: input.tenantId,
          title: input.title,
          description: input.description,
          isTemplate: false,
          createdBy: input.actorId,
          ...Object.fromEntries(TEST_SLOTS.map((slot, i) => [slot.property, input.slots[i] ?? null])),
        }),
      );
      const assignments = m.getRepository(AssignmentEntity);
      const assignment = await assignments.save(
        assignments.create({
          tenantId: input.tenantId,
          testId: test.id,
          groupId: input.groupId,
          userId: input.userId,
          dueAt: null,
          notes: input.notes ?? '',
          assignedBy: input.actorId,
        }),
      );
      await m.getRepository(AuditLogEntity).insert({
        actorId: input.actorId,
        action: input.auditAction,
        targetType: 'assignment',
        targetId: assignment.id,
        tenantId: input.tenantId,
        details: {
          testId: test.id,
          title: test.title,
          groupId: input.groupId,
          userId: input.userId,
          ...input.auditDetails,
        } as never,
      });
      return { test, assignment };
    };
    return manager ? work(manager) : this.dataSource.transaction(work);
  }
}
