import { Injectable } from '@nestjs/common';
import { type CreateTestRequest, type ExamSection, TestMakingTexts } from '@cdi/contracts';
import { type ExamPartEntity, TEST_SLOTS, type TestEntity, Transactions } from '@cdi/db';
import { placementProblem } from '@cdi/exam-core';
import { AuditRepository } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { ApiError } from '../common/api-error';
import { GroupsRepository } from '../groups/groups.repository';
import { refuseSuspendedStudent } from '../assignments/assignable-student';
import { UsersRepository } from '../users/users.repository';
import { TestsRepository } from './tests.repository';

const SLOT_FIELDS = { listening: 'listeningParts', reading: 'readingParts', writing: 'writingParts' } as const;

/** Builds a test from completed parts of the admin's tenant, and assigns it when a target is given. */
@Injectable()
export class TestMakingService {
  constructor(
    private readonly transactions: Transactions,
    private readonly tests: TestsRepository,
    private readonly groups: GroupsRepository,
    private readonly users: UsersRepository,
    private readonly audit: AuditRepository,
  ) {}

  async createTest(
    actor: Actor,
    tenantId: string,
    input: CreateTestRequest,
  ): Promise<{ test: TestEntity; assignmentId: string | null }> {
    const slots = TEST_SLOTS.map((slot) => ({ ...slot, partId: input[SLOT_FIELDS[slot.section]][slot.part - 1] ?? null }));
    const ids = slots.flatMap((s) => (s.partId ? [s.partId] : []));
    if (ids.length === 0) throw ApiError.badRequest(TestMakingTexts.atLeastOnePart, 'listeningParts');
    if (input.assignedToGroupId && input.assignedToUserId)
      throw ApiError.badRequest(TestMakingTexts.oneTarget, 'assignedToGroupId');

    return this.transactions.run(async (m) => {
      const parts = await this.tests.completedParts(tenantId, ids, m);
      const used: string[] = [];
      const placed: { slot: number; part: ExamPartEntity }[] = [];
      for (const slot of slots) {
        if (!slot.partId) continue;
        const part = parts.find((p) => p.id === slot.partId);
        if (!part) throw ApiError.badRequest(TestMakingTexts.partNotFound, SLOT_FIELDS[slot.section]);
        const section = slot.section as ExamSection;
        const others = placed.filter((p) => p.part.section === section);
        const problem = placementProblem(part, { section, number: slot.part }, used, others);
        if (problem) throw ApiError.badRequest(problem, SLOT_FIELDS[slot.section]);
        used.push(part.id);
        placed.push({ slot: slot.part, part });
      }
      const test = await this.tests.insertTest(
        {
          tenantId,
          title: input.title,
          description: input.description,
          isTemplate: input.isTemplate,
          createdBy: actor.userId,
          ...Object.fromEntries(slots.map((s) => [s.property, s.partId])),
        },
        m,
      );

      let assignmentId: string | null = null;
      if (input.assignedToGroupId || input.assignedToUserId) {
        const target = input.assignedToGroupId
          ? await this.groups.findOne(tenantId, { id: input.assignedToGroupId }, m)
          : await this.users.findOne(tenantId, { id: input.assignedToUserId!, role: 'test_taker' }, m);
        if (!target)
          throw new ApiError(
            404,
            TestMakingTexts.targetNotFound,
            input.assignedToGroupId ? 'assignedToGroupId' : 'assignedToUserId',
          );
        // A group's suspended members keep their place (see AssignmentsService.create).
        if ('isActive' in target) refuseSuspendedStudent(target, 'assignedToUserId');
        const assignment = await this.tests.insertAssignment(
          {
            tenantId,
            testId: test.id,
            groupId: input.assignedToGroupId ?? null,
            userId: input.assignedToUserId ?? null,
            dueAt: input.dueAt ? new Date(input.dueAt) : null,
            assignedBy: actor.userId,
          },
          m,
        );
        assignmentId = assignment.id;
      }
      await this.audit.record(
        actor,
        {
          action: input.isTemplate ? 'template.create' : 'test.create',
          targetType: 'test',
          targetId: test.id,
          tenantId,
          details: { title: test.title, assignmentId },
        },
        m,
      );
      return { test, assignmentId };
    });
  }
}
