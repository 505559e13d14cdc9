import { Controller } from '@nestjs/common';
import { type BodyOf, InvigilationRoutes, type ParamsOf, type ResponseOf } from '@cdi/contracts';
import type { Actor } from '../auth/actor';
import { CurrentActor } from '../auth/auth.decorators';
import { Endpoint, RouteBody, RouteParams } from '../common/endpoint';
import { InvigilationService } from './invigilation.service';

type Routes = typeof InvigilationRoutes;

@Controller()
export class InvigilationController {
  constructor(private readonly invigilation: InvigilationService) {}

  /** Switches automatic credit of offline time for an assignment's candidates (see AutoCreditRequestSchema). */
  @Endpoint(InvigilationRoutes.autoCredit)
  async autoCredit(
    @CurrentActor() actor: Actor,
    @RouteParams(InvigilationRoutes.autoCredit) { assignmentId }: ParamsOf<Routes['autoCredit']>,
    @RouteBody(InvigilationRoutes.autoCredit) { enabled }: BodyOf<Routes['autoCredit']>,
  ): Promise<ResponseOf<Routes['autoCredit']>> {
    await this.invigilation.setAutoCredit(actor, assignmentId, enabled);
    return { success: true, autoCreditOffline: enabled };
  }

  /** One candidate's timeline (answers, sections, invigilator actions), for the drawer and appeals. */
  @Endpoint(InvigilationRoutes.timeline)
  async timeline(
    @CurrentActor() actor: Actor,
    @RouteParams(InvigilationRoutes.timeline) { attemptId }: ParamsOf<Routes['timeline']>,
  ): Promise<ResponseOf<Routes['timeline']>> {
    return { success: true, events: await this.invigilation.timeline(actor, attemptId) };
  }

  /** The tenant's active assignments with how many candidates are online, sitting and done. */
  @Endpoint(InvigilationRoutes.assignments)
  async assignments(@CurrentActor() actor: Actor): Promise<ResponseOf<Routes['assignments']>> {
    return { success: true, assignments: await this.invigilation.activeAssignments(actor) };
  }
}
