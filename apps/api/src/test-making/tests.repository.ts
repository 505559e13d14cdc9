import { Injectable } from '@nestjs/common';
import { AssignmentEntity, GroupMemberEntity, TenantScopedRepository, TEST_SLOTS, TestEntity } from '@cdi/db';
import { DataSource, type EntityManager, type FindOptionsWhere } from 'typeorm';

export interface AssignmentWithTest {
  assignment: AssignmentEntity;
  test: TestEntity;
}

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
