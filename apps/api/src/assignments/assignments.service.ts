import { Injectable } from '@nestjs/common';
import {
  type AssignmentListItem,
  type AssignmentsQuery,
  AssignmentTexts,
  type CompositionPart,
  type CreateAssignmentInput,
  fillText,
  type UpdateAssignmentInput,
} from '@cdi/contracts';
import { Clock, Transactions } from '@cdi/db';
import { AuditRepository } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { ApiError } from '../common/api-error';
import { GroupsRepository } from '../groups/groups.repository';
import { TestsRepository } from '../test-making/tests.repository';
import { UsersRepository } from '../users/users.repository';
import { refuseSuspendedStudent } from './assignable-student';
import { type AssignmentRow, AssignmentsRepository } from './assignments.repository';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toListItem(row: AssignmentRow): AssignmentListItem {
  return {
    assignment_id: row.id,
    id: row.id,
    test_id: row.test_id,
    test_title: row.test_title || AssignmentTexts.untitledTest,
    target_type: row.group_id ? 'group' : 'student',
    group_id: row.group_id,
    group_name: row.group_name,
    user_id: row.user_id,
    first_name: row.first_name,
    last_name: row.last_name,
    candidate_id: row.candidate_id,
    assigned_at: iso(row.created_at)!,
    due_at: iso(row.due_at),
    opens_at: iso(row.opens_at),
    closes_at: iso(row.closes_at),
    notes: row.notes,
    release_mode: row.release_mode,
    active: row.active,
    started_count: row.started_count,
    submitted_count: row.submitted_count,
    released_count: row.released_count,
  };
}

/** The admin's assignments: listing, the parts of an assigned test, giving a test, and taking it back. */
@Injectable()
export class AssignmentsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly assignments: AssignmentsRepository,
    private readonly tests: TestsRepository,
    private readonly groups: GroupsRepository,
    private readonly users: UsersRepository,
    private readonly audit: AuditRepository,
    private readonly clock: Clock,
  ) {}

  async page(tenantId: string, query: AssignmentsQuery): Promise<{ assignments: AssignmentListItem[]; total: number }> {
    const { rows, total } = await this.assignments.page(
      tenantId,
      { activeOnly: query.activeOnly, latestPerTarget: query.latestPerTarget },
      query.page,
      query.pageSize,
    );
    return { assignments: rows.map(toListItem), total };
  }

  /** The parts of one of the tenant's tests, in slot order (listening, reading, writing; by part). */
  async composition(tenantId: string, testId: string): Promise<CompositionPart[]> {
    const test = await this.tests.findOne(tenantId, { id: testId });
    if (!test) throw ApiError.notFound(AssignmentTexts.testNotFound);
    return (await this.tests.partsOf(test)).map(({ part, slot }) => ({
      id: part.id,
      section: slot.section,
      part: slot.part,
      title: part.title,
      test_group: part.testGroup,
    }));
  }

  create(actor: Actor, tenantId: string, input: CreateAssignmentInput): Promise<AssignmentListItem> {
    const closesAt = input.closes_at ? new Date(input.closes_at) : null;
    if (closesAt && closesAt.getTime() <= this.clock.date().getTime())
      throw ApiError.badRequest(AssignmentTexts.closesInPast, 'closes_at');
    return this.transactions.run(async (m) => {
      const test = await this.tests.findOne(tenantId, { id: input.test_id }, m);
      if (!test) throw new ApiError(404, AssignmentTexts.testNotFound, 'test_id');
      const target = input.group_id
        ? await this.groups.findOne(tenantId, { id: input.group_id }, m)
        : await this.users.findOne(tenantId, { id: input.user_id!, role: 'test_taker' }, m);
      if (!target) throw new ApiError(404, AssignmentTexts.targetNotFound, input.group_id ? 'group_id' : 'user_id');
      // A group is given the test whatever its members' status: a suspended member cannot sign in to
      // sit it meanwhile, and sits it with the others if activated again before it closes.
      if ('isActive' in target) refuseSuspendedStudent(target, 'user_id');
      const assignment = await this.assignments.insert(
        {
          tenantId,
          testId: test.id,
          groupId: input.group_id ?? null,
          userId: input.group_id ? null : input.user_id!,
          dueAt: input.due_at ? new Date(input.due_at) : null,
          opensAt: input.opens_at ? new Date(input.opens_at) : null,
          closesAt,
          notes: input.notes,
          assignedBy: actor.userId,
        },
        m,
      );
      await this.audit.record(
        actor,
        {
          action: 'assignment.create',
          targetType: 'assignment',
          targetId: assignment.id,
          tenantId,
          details: {
            testId: test.id,
            groupId: assignment.groupId,
            userId: assignment.userId,
            opensAt: iso(assignment.opensAt),
            closesAt: iso(assignment.closesAt),
          },
        },
        m,
      );
      return toListItem((await this.assignments.one(tenantId, assignment.id, m))!);
    });
  }

  /** Sets the opening and closing times (and the notes and release mode, when given); a past closing time only if unchanged. */
  update(actor: Actor, tenantId: string, id: string, input: UpdateAssignmentInput): Promise<AssignmentListItem> {
    const opensAt = input.opens_at ? new Date(input.opens_at) : null;
    const closesAt = input.closes_at ? new Date(input.closes_at) : null;
    return this.transactions.run(async (m) => {
      const assignment = await this.assignments.lock(tenantId, id, m);
      if (!assignment) throw ApiError.notFound(AssignmentTexts.assignmentNotFound);
      const closingChanged = (closesAt?.getTime() ?? null) !== (assignment.closesAt?.getTime() ?? null);
      if (closesAt && closingChanged && closesAt.getTime() <= this.clock.date().getTime())
        throw ApiError.badRequest(AssignmentTexts.closesInPast, 'closes_at');
      await this.assignments.updateWindow(
        tenantId,
        id,
        {
          opensAt,
          closesAt,
          ...(input.notes !== undefined && { notes: input.notes }),
          ...(input.release_mode !== undefined && { releaseMode: input.release_mode }),
        },
        m,
      );
      await this.audit.record(
        actor,
        {
          action: 'assignment.update',
          targetType: 'assignment',
          targetId: id,
          tenantId,
          details: {
            from: { opensAt: iso(assignment.opensAt), closesAt: iso(assignment.closesAt) },
            to: { opensAt: iso(opensAt), closesAt: iso(closesAt) },
            notesChanged: input.notes !== undefined && input.notes !== assignment.notes,
            ...(input.release_mode !== undefined &&
              input.release_mode !== assignment.releaseMode && {
                releaseMode: { from: assignment.releaseMode, to: input.release_mode },
              }),
          },
        },
        m,
      );
      return toListItem((await this.assignments.one(tenantId, id, m))!);
    });
  }

  /**
   * Deletes an assignment with its attempts. Never while anyone sits it; once anyone has submitted it
   * (their answers and results go with it), only when the request names it: `confirmName` must be its
   * test's title, exactly.
   */
  remove(actor: Actor, tenantId: string, id: string, confirmName?: string): Promise<void> {
    return this.transactions.run(async (m) => {
      const assignment = await this.assignments.lock(tenantId, id, m);
      if (!assignment) throw ApiError.notFound(AssignmentTexts.assignmentNotFound);
      const { inProgress, submitted } = await this.assignments.lockedAttemptCounts(tenantId, id, m);
      if (inProgress > 0) throw ApiError.conflict(fillText(AssignmentTexts.cannotDeleteSitting, { n: inProgress }));
      if (submitted > 0) {
        const title = (await this.assignments.one(tenantId, id, m))!.test_title || AssignmentTexts.untitledTest;
        if (confirmName !== title) {
          throw ApiError.conflict(fillText(AssignmentTexts.confirmNameMismatch, { n: submitted, title }), 'confirm_name');
        }
      }
      await this.assignments.remove(tenantId, id, m);
      await this.audit.record(
        actor,
        {
          action: 'assignment.delete',
          targetType: 'assignment',
          targetId: id,
          tenantId,
          details: { testId: assignment.testId, groupId: assignment.groupId, userId: assignment.userId, submitted },
        },
        m,
      );
    });
  }
}
