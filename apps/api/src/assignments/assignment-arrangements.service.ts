import { Injectable } from '@nestjs/common';
import {
  type AssignmentCandidate,
  AssignmentArrangementTexts,
  AssignmentTexts,
  type CandidateArrangementsRequest,
} from '@cdi/contracts';
import { AttemptsRepository, Clock, type Transaction, Transactions } from '@cdi/db';
import { AuditRepository } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { ApiError } from '../common/api-error';
import { AssignmentArrangementsRepository } from './assignment-arrangements.repository';
import { AssignmentsRepository } from './assignments.repository';

/**
 * A candidate's arrangements for one assignment: their own window and extra time for this test. The
 * sections they have not started take the new time at once (AttemptsRepository.applyArrangements);
 * the window is checked whenever they start a section (AttemptsRepository.candidateTerms decides).
 */
@Injectable()
export class AssignmentArrangementsService {
  constructor(
    private readonly arrangements: AssignmentArrangementsRepository,
    private readonly assignments: AssignmentsRepository,
    private readonly attempts: AttemptsRepository,
    private readonly transactions: Transactions,
    private readonly audit: AuditRepository,
    private readonly clock: Clock,
  ) {}

  async candidates(tenantId: string, assignmentId: string): Promise<AssignmentCandidate[]> {
    if (!(await this.assignments.one(tenantId, assignmentId))) throw ApiError.notFound(AssignmentTexts.assignmentNotFound);
    return this.arrangements.candidates(tenantId, assignmentId);
  }

  set(actor: Actor, tenantId: string, assignmentId: string, userId: string, input: CandidateArrangementsRequest) {
    const own = {
      opens_at: input.opens_at ?? null,
      closes_at: input.closes_at ?? null,
      extra_time_percent: input.extra_time_percent ?? null,
      extra_time_minutes: input.extra_time_minutes ?? null,
    };
    return this.change(actor, tenantId, assignmentId, userId, async (candidate, m) => {
      const closesAt = own.closes_at ? new Date(own.closes_at) : null;
      // A closing time already past may stay as it was (the same instant, however it is written).
      const before = candidate.own?.closes_at;
      const unchanged = closesAt !== null && !!before && closesAt.getTime() === Date.parse(before);
      if (closesAt && !unchanged && closesAt.getTime() <= this.clock.date().getTime())
        throw ApiError.badRequest(AssignmentTexts.closesInPast, 'closes_at');
      await this.arrangements.save(tenantId, assignmentId, userId, own, m);
      return { ...own, cleared: false };
    });
  }

  async clear(actor: Actor, tenantId: string, assignmentId: string, userId: string): Promise<void> {
    await this.change(actor, tenantId, assignmentId, userId, async (_candidate, m) => {
      await this.arrangements.clear(tenantId, assignmentId, userId, m);
      return { cleared: true };
    });
  }

  /**
   * Under the assignment's lock: the candidate must be one of the assignment's and not have submitted
   * it; the change is written, their sections not started follow, and the activity log names them.
   */
  private change(
    actor: Actor,
    tenantId: string,
    assignmentId: string,
    userId: string,
    write: (candidate: AssignmentCandidate, m: Transaction) => Promise<Record<string, unknown>>,
  ): Promise<AssignmentCandidate> {
    return this.transactions.run(async (m) => {
      if (!(await this.assignments.lock(tenantId, assignmentId, m))) throw ApiError.notFound(AssignmentTexts.assignmentNotFound);
      const [candidate] = await this.arrangements.candidates(tenantId, assignmentId, userId, m);
      if (!candidate) throw ApiError.notFound(AssignmentArrangementTexts.candidateNotFound);
      if (candidate.attempt_status === 'completed') throw ApiError.conflict(AssignmentArrangementTexts.sittingClosed);
      const details = { ...(await write(candidate, m)), userId, by: actor.userId };
      const attempts = await this.attempts.applyArrangements(tenantId, userId, details, m, assignmentId);
      await this.audit.record(
        actor,
        {
          action: 'assignment.arrangements',
          targetType: 'assignment',
          targetId: assignmentId,
          tenantId,
          details: { ...details, attempts: attempts.length },
        },
        m,
      );
      const [changed] = await this.arrangements.candidates(tenantId, assignmentId, userId, m);
      return changed!;
    });
  }
}
