import { Injectable } from '@nestjs/common';
import type { ExamSection } from '@cdi/contracts';
import { AssignmentEntity, ExamPartEntity, GroupMemberEntity, TenantScopedRepository, TEST_SLOTS, TestEntity } from '@cdi/db';
import { DataSource, type EntityManager, type FindOptionsSelect, type FindOptionsWhere, In } from 'typeorm';

export interface AssignmentWithTest {
  assignment: AssignmentEntity;
  test: TestEntity;
}

export type TestSlot = (typeof TEST_SLOTS)[number];

export interface PartInSlot<Part = ExamPartEntity> {
  part: Part;
  slot: TestSlot;
}

/** What serving a part's audio or image needs of it: not its questions and solutions, which can be large. */
export type PartFiles = Pick<ExamPartEntity, 'id' | 'files'>;

/** Assembled tests and their assignments, always within one tenant. */
@Injectable()
export class TestsRepository extends TenantScopedRepository<TestEntity> {
  constructor(dataSource: DataSource) {
    super(dataSource, TestEntity);
  }

  insertTest(test: Partial<TestEntity>, manager: EntityManager): Promise<TestEntity> {
    const repo = manager.getRepository(TestEntity);
    return repo.save(repo.create(test));
  }

  /** The tenant's tests and templates, newest first, without their slots. */
  listTitles(tenantId: string): Promise<Pick<TestEntity, 'id' | 'title' | 'isTemplate'>[]> {
    return this.queryBuilder(tenantId, 't').select(['t.id', 't.title', 't.isTemplate']).orderBy('t.created_at', 'DESC').getMany();
  }

  /** The tenant's templates, newest first. */
  templates(tenantId: string): Promise<TestEntity[]> {
    return this.findMany(tenantId, { isTemplate: true }, { createdAt: 'DESC' });
  }

  /** When each of the tenant's templates that the platform published was published, by test id. */
  async publishedAt(tenantId: string): Promise<Map<string, Date>> {
    const rows = await this.dataSource.query<{ test_id: string; published_at: Date }[]>(
      `SELECT test_id, max(published_at) AS published_at FROM test_assembly_publications WHERE tenant_id = $1 GROUP BY test_id`,
      [tenantId],
    );
    return new Map(rows.map((row) => [row.test_id, new Date(row.published_at)]));
  }

  template(tenantId: string, id: string, manager?: EntityManager): Promise<TestEntity | null> {
    return this.findOne(tenantId, { id, isTemplate: true }, manager);
  }

  /** Deletes one of the tenant's templates; false when there is none with that id. */
  async deleteTemplate(tenantId: string, id: string, manager: EntityManager): Promise<boolean> {
    const result = await this.repository(manager).delete({ tenantId, id, isTemplate: true });
    return (result.affected ?? 0) > 0;
  }

  /** The tenant's completed parts among the ids (the parts of a template being loaded). */
  partsByIds(tenantId: string, ids: string[]): Promise<ExamPartEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.dataSource
      .getRepository(ExamPartEntity)
      .find({ where: { tenantId, id: In(ids), processingStatus: 'completed' } });
  }

  insertAssignment(assignment: Partial<AssignmentEntity>, manager: EntityManager): Promise<AssignmentEntity> {
    const repo = manager.getRepository(AssignmentEntity);
    return repo.save(repo.create(assignment));
  }

  /** The titles of the tenant's tests and templates that hold the part in any slot, oldest first. */
  async titlesUsingPart(tenantId: string, partId: string): Promise<string[]> {
    const tests = await this.repository().find({
      where: TEST_SLOTS.map((slot) => this.scoped(tenantId, { [slot.property]: partId } as FindOptionsWhere<TestEntity>)),
      select: { id: true, title: true },
      order: { createdAt: 'ASC' },
    });
    return tests.map((test) => test.title);
  }

  /**
   * How far a part's key reaches: the tenant's tests (not templates) with the part in a slot, and the
   * section results of the part's section already marked on attempts at those tests.
   */
  async keyUsage(tenantId: string, partId: string, section: ExamSection): Promise<{ tests: number; marked: number }> {
    const inSlot = TEST_SLOTS.filter((slot) => slot.section === section)
      .map((slot) => `t.${slot.column} = $2`)
      .join(' OR ');
    const [row] = await this.dataSource.query<{ tests: number; marked: number }[]>(
      `SELECT
         (SELECT count(*)::int FROM tests t WHERE t.tenant_id = $1 AND NOT t.is_template AND (${inSlot})) AS tests,
         (SELECT count(*)::int FROM section_results r
            JOIN attempts a ON a.id = r.attempt_id AND a.tenant_id = $1
            JOIN assignments s ON s.id = a.assignment_id AND s.tenant_id = $1
            JOIN tests t ON t.id = s.test_id AND t.tenant_id = $1
           WHERE r.tenant_id = $1 AND r.section = $3 AND r.status = 'marked' AND (${inSlot})) AS marked`,
      [tenantId, partId, section],
    );
    return { tests: row?.tests ?? 0, marked: row?.marked ?? 0 };
  }

  /** The test an assignment of the tenant sets. */
  async testOfAssignment(tenantId: string, assignmentId: string): Promise<TestEntity> {
    const assignment = await this.dataSource.getRepository(AssignmentEntity).findOneByOrFail({ tenantId, id: assignmentId });
    return this.repository().findOneByOrFail({ tenantId, id: assignment.testId });
  }

  /**
   * The parts in the test's slots (of one section when given), in slot order; a slot that is empty
   * or whose part is gone is left out.
   */
  partsOf(test: TestEntity, section?: ExamSection): Promise<PartInSlot[]> {
    return this.inSlots(test, section, undefined);
  }

  /** As partsOf, with only each part's files: for every audio and image request of a sitting. */
  partFilesOf(test: TestEntity, section: ExamSection): Promise<PartInSlot<PartFiles>[]> {
    return this.inSlots(test, section, { id: true, files: true });
  }

  /** With `select`, the entities hold only those columns; the public methods type them as such. */
  private async inSlots(
    test: TestEntity,
    section: ExamSection | undefined,
    select: FindOptionsSelect<ExamPartEntity> | undefined,
  ): Promise<PartInSlot[]> {
    const slots = TEST_SLOTS.filter((slot) => test[slot.property] && (!section || slot.section === section));
    if (slots.length === 0) return [];
    const parts = await this.dataSource
      .getRepository(ExamPartEntity)
      .find({ select, where: { tenantId: test.tenantId, id: In(slots.map((slot) => test[slot.property]!)) } });
    return slots.flatMap((slot) => {
      const part = parts.find((p) => p.id === test[slot.property]);
      return part ? [{ part, slot }] : [];
    });
  }

  /** Those of the given parts that are the tenant's and completed: the ones a test may be built from. */
  completedParts(tenantId: string, ids: string[], manager: EntityManager): Promise<ExamPartEntity[]> {
    return manager.getRepository(ExamPartEntity).find({ where: { tenantId, id: In(ids), processingStatus: 'completed' } });
  }

  /** The active assignments reaching a student: to them directly or to a group they are in. Newest first. */
  async forStudent(tenantId: string, userId: string): Promise<AssignmentWithTest[]> {
    const rows = await this.dataSource
      .getRepository(AssignmentEntity)
      .createQueryBuilder('a')
      .innerJoinAndMapOne('a.test', TestEntity, 't', 't.id = a.test_id AND t.tenant_id = a.tenant_id')
      .where('a.tenant_id = :tenantId AND a.active', { tenantId })
      .andWhere(
        `(a.user_id = :userId OR a.group_id IN (${this.dataSource
          .getRepository(GroupMemberEntity)
          .createQueryBuilder('m')
          .select('m.group_id')
          .where('m.user_id = :userId AND m.tenant_id = :tenantId')
          .getQuery()}))`,
        { userId, tenantId },
      )
      .orderBy('a.created_at', 'DESC')
      .getMany();
    return rows.map((row) => {
      const { test, ...assignment } = row as AssignmentEntity & { test: TestEntity };
      return { assignment: assignment as AssignmentEntity, test };
    });
  }
}
