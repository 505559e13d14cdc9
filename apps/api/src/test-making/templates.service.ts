import { Injectable } from '@nestjs/common';
import {
  type AssignTemplateRequest,
  type AvailablePartsResponse,
  type ExposureQuery,
  type ExposureResponse,
  type Template,
  type TestMakingPart,
  TestMakingTexts,
} from '@cdi/contracts';
import { type AssignmentEntity, TestHistoryRepository, type TestEntity, Transactions } from '@cdi/db';
import { fullTestsLeft, partsLeft } from '@cdi/exam-core';
import { AuditRepository } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { refuseSuspendedStudent } from '../assignments/assignable-student';
import { ApiError } from '../common/api-error';
import { slotsOf, toTemplate, toTestMakingPart } from './test-making.mapper';
import { TestsRepository } from './tests.repository';

/** Test making around the hand-built composition: the parts to pick from, templates, histories and exposure. */
@Injectable()
export class TemplatesService {
  constructor(
    private readonly transactions: Transactions,
    private readonly tests: TestsRepository,
    private readonly history: TestHistoryRepository,
    private readonly audit: AuditRepository,
  ) {}

  /** The tenant's usable parts by section, then test group (groups in name order, parts by number). */
  async availableParts(tenantId: string): Promise<AvailablePartsResponse['parts']> {
    const parts: AvailablePartsResponse['parts'] = { listening: {}, reading: {}, writing: {} };
    for (const part of await this.history.usableParts(tenantId)) {
      const bySection = parts[part.section];
      (bySection[part.testGroup] ??= []).push(toTestMakingPart(part));
    }
    for (const section of Object.values(parts))
      for (const list of Object.values(section)) list.sort((a, b) => a.part - b.part || a.created_at.localeCompare(b.created_at));
    return parts;
  }

  async templates(tenantId: string): Promise<Template[]> {
    const [templates, published] = await Promise.all([this.tests.templates(tenantId), this.tests.publishedAt(tenantId)]);
    return templates.map((template) => toTemplate(template, published.get(template.id) ?? null));
  }

  async partsByIds(tenantId: string, ids: string[]): Promise<TestMakingPart[]> {
    const parts = await this.tests.partsByIds(tenantId, [...new Set(ids)]);
    const order = new Map(ids.map((id, i) => [id, i]));
    return parts.sort((a, b) => order.get(a.id)! - order.get(b.id)!).map(toTestMakingPart);
  }

  async deleteTemplate(actor: Actor, tenantId: string, id: string): Promise<void> {
    await this.transactions.run(async (m) => {
      const template = await this.tests.template(tenantId, id, m);
      if (!template || !(await this.tests.deleteTemplate(tenantId, id, m)))
        throw ApiError.notFound(TestMakingTexts.templateNotFound);
      await this.audit.record(
        actor,
        { action: 'template.delete', targetType: 'test', targetId: id, tenantId, details: { title: template.title } },
        m,
      );
    });
  }

  /**
   * Gives a template to one group or student: a copy of it (a test of its own, not a template) is
   * assigned, so the template can later be changed or deleted without touching what was assigned.
   */
  async assignTemplate(
    actor: Actor,
    tenantId: string,
    input: AssignTemplateRequest,
  ): Promise<{ test: TestEntity; assignment: AssignmentEntity }> {
    const groupId = input.assignedToGroupId ?? null;
    const userId = input.assignedToUserId ?? null;
    if (!groupId && !userId) throw ApiError.badRequest(TestMakingTexts.assignTargetRequired, 'assignedToGroupId');
    if (groupId && userId) throw ApiError.badRequest(TestMakingTexts.oneTarget, 'assignedToGroupId');
    return this.transactions.run(async (m) => {
      const template = await this.tests.template(tenantId, input.templateId, m);
      if (!template) throw ApiError.notFound(TestMakingTexts.templateNotFound);
      const target = groupId ? await this.history.group(tenantId, groupId) : await this.history.student(tenantId, userId!);
      if (!target) throw new ApiError(404, TestMakingTexts.targetNotFound, groupId ? 'assignedToGroupId' : 'assignedToUserId');
      // A group's suspended members keep their place (see AssignmentsService.create).
      if ('isActive' in target) refuseSuspendedStudent(target, 'assignedToUserId');
      return this.history.createAssignedTest(
        {
          tenantId,
          actorId: actor.userId,
          title: template.title,
          description: template.description,
          slots: slotsOf(template),
          groupId,
          userId,
          notes: input.notes,
          auditAction: 'assignment.create',
          auditDetails: { templateId: template.id },
        },
        m,
      );
    });
  }

  async groupHistory(tenantId: string, groupId: string): Promise<string[]> {
    if (!(await this.history.group(tenantId, groupId))) throw ApiError.notFound(TestMakingTexts.groupNotFound);
    return [...(await this.history.groupHistory(tenantId, groupId))];
  }

  async studentHistory(tenantId: string, studentId: string): Promise<string[]> {
    if (!(await this.history.student(tenantId, studentId))) throw ApiError.notFound(TestMakingTexts.studentNotFound);
    return [...((await this.history.histories(tenantId, [studentId])).get(studentId) ?? [])];
  }

  /** For a group's members or one student: what each has been given and what the bank has left for them. */
  async exposure(tenantId: string, query: ExposureQuery): Promise<Omit<ExposureResponse, 'success'>> {
    if (Boolean(query.groupId) === Boolean(query.studentId)) throw ApiError.badRequest(TestMakingTexts.exposureTarget, 'groupId');
    let students;
    if (query.groupId) {
      if (!(await this.history.group(tenantId, query.groupId))) throw ApiError.notFound(TestMakingTexts.groupNotFound);
      // Suspended members are given no test of their own: a shuffle per student leaves them out too.
      students = await this.history.members(tenantId, query.groupId, { activeOnly: true });
    } else {
      const student = await this.history.student(tenantId, query.studentId!);
      if (!student) throw ApiError.notFound(TestMakingTexts.studentNotFound);
      students = [student];
    }
    const bank = await this.history.usableParts(tenantId);
    const histories = await this.history.histories(
      tenantId,
      students.map((s) => s.id),
    );
    return {
      bank: partsLeft(bank, []),
      students: students.map((s) => {
        const seen = [...(histories.get(s.id) ?? [])];
        const left = partsLeft(bank, seen);
        return {
          id: s.id,
          name: `${s.firstName} ${s.lastName}`.trim() || s.loginId,
          candidate_id: s.loginId,
          seen,
          left,
          full_tests_left: fullTestsLeft(left),
        };
      }),
    };
  }
}
