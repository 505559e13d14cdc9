import { Controller } from '@nestjs/common';
import { type BodyOf, MarkingRoutes, type ParamsOf, type QueryOf, type ResponseOf } from '@cdi/contracts';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor } from '../auth/auth.decorators';
import { Endpoint, RouteBody, RouteParams, RouteQuery } from '../common/endpoint';
import { MarkingService } from './marking.service';

type Routes = typeof MarkingRoutes;

/** Writing marking for a centre's examiners (its admins). */
@Controller()
export class MarkingController {
  constructor(private readonly marking: MarkingService) {}

  @Endpoint(MarkingRoutes.scripts)
  async scripts(
    @CurrentActor() actor: Actor,
    @RouteQuery(MarkingRoutes.scripts) query: QueryOf<Routes['scripts']>,
  ): Promise<ResponseOf<Routes['scripts']>> {
    return { success: true, scripts: await this.marking.scripts(actor, tenantOf(actor), query) };
  }

  @Endpoint(MarkingRoutes.settings)
  async settings(@CurrentActor() actor: Actor): Promise<ResponseOf<Routes['settings']>> {
    return { success: true, settings: await this.marking.settings(tenantOf(actor)) };
  }

  @Endpoint(MarkingRoutes.saveSettings)
  async saveSettings(
    @CurrentActor() actor: Actor,
    @RouteBody(MarkingRoutes.saveSettings) body: BodyOf<Routes['saveSettings']>,
  ): Promise<ResponseOf<Routes['saveSettings']>> {
    return { success: true, settings: await this.marking.saveSettings(actor, tenantOf(actor), body) };
  }

  @Endpoint(MarkingRoutes.script)
  async script(
    @CurrentActor() actor: Actor,
    @RouteParams(MarkingRoutes.script) { attemptId }: ParamsOf<Routes['script']>,
  ): Promise<ResponseOf<Routes['script']>> {
    return { success: true, script: await this.marking.script(actor, tenantOf(actor), attemptId) };
  }

  @Endpoint(MarkingRoutes.saveTaskMark)
  async saveMark(
    @CurrentActor() actor: Actor,
    @RouteParams(MarkingRoutes.saveTaskMark) { attemptId, task }: ParamsOf<Routes['saveTaskMark']>,
    @RouteBody(MarkingRoutes.saveTaskMark) body: BodyOf<Routes['saveTaskMark']>,
  ): Promise<ResponseOf<Routes['saveTaskMark']>> {
    return { success: true, script: await this.marking.saveMark(actor, tenantOf(actor), attemptId, task, body) };
  }
}
