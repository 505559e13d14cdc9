import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import {
  AutoCreditParamsSchema,
  type AutoCreditRequest,
  AutoCreditRequestSchema,
  type AutoCreditResponse,
  type InvigilationAssignmentsResponse,
  InvigilationPaths,
  type TimelineResponse,
} from '@cdi/contracts';
import { AttemptsRepository, LiveFeed } from '@cdi/db';
import { z } from 'zod';
import { ApiError } from '../common/api-error';
import { validBody, validPath } from '../common/zod-validation.pipe';
import { AuditRepository } from '../audit/audit.repository';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor, Roles } from '../auth/auth.decorators';
import { LiveStateStore } from '../live/live-state';
import { RosterRepository } from './roster.repository';

@Controller()
@Roles('admin')
export class InvigilationController {
  constructor(
    private readonly roster: RosterRepository,
    private readonly attempts: AttemptsRepository,
    private readonly live: LiveStateStore,
    private readonly audit: AuditRepository,
    private readonly feed: LiveFeed,
  ) {}

  /** Switches automatic credit of offline time for an assignment's candidates (see AutoCreditRequestSchema). */
  @Put(InvigilationPaths.autoCredit)
  async autoCredit(
    @CurrentActor() actor: Actor,
    @Param(validPath(AutoCreditParamsSchema)) { assignmentId }: { assignmentId: string },
    @Body(validBody(AutoCreditRequestSchema)) { enabled }: AutoCreditRequest,
  ): Promise<AutoCreditResponse> {
    const tenantId = tenantOf(actor);
    if (!(await this.roster.setAutoCreditOffline(tenantId, assignmentId, enabled))) throw ApiError.notFound();
    await this.audit.record(actor, {
      action: 'invigilation.auto-credit',
      targetType: 'assignment',
      targetId: assignmentId,
      tenantId,
      details: { enabled },
    });
    this.feed.rosterSettings({ assignmentId, autoCreditOffline: enabled });
    return { success: true, autoCreditOffline: enabled };
  }

  /** One candidate's timeline (answers, sections, invigilator actions), for the drawer and appeals. */
  @Get(InvigilationPaths.timeline)
  async timeline(
    @CurrentActor() actor: Actor,
    @Param(validPath(z.object({ attemptId: z.uuid() }))) { attemptId }: { attemptId: string },
  ): Promise<TimelineResponse> {
    const tenantId = tenantOf(actor);
    if (!(await this.attempts.findOne(tenantId, { id: attemptId }))) throw ApiError.notFound();
    const events = await this.attempts.timeline(tenantId, attemptId, 5000);
    return { success: true, events: events.map((e) => ({ id: e.id, type: e.type, at: e.at.toISOString(), payload: e.payload })) };
  }

  /** The tenant's active assignments with how many candidates are online, sitting and done. */
  @Get(InvigilationPaths.assignments)
  async assignments(@CurrentActor() actor: Actor): Promise<InvigilationAssignmentsResponse> {
    const rows = await this.roster.activeAssignments(tenantOf(actor));
    const online = await this.live.online(rows.flatMap((r) => r.attemptIds));
    let offset = 0;
    return {
      success: true,
      assignments: rows.map(({ attemptIds, ...row }) => {
        const count = online.slice(offset, offset + attemptIds.length).filter(Boolean).length;
        offset += attemptIds.length;
        return { ...row, counts: { ...row.counts, online: count } };
      }),
    };
  }
}
