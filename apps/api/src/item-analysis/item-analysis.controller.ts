import { Controller, Res } from '@nestjs/common';
import { type BodyOf, ItemAnalysisRoutes, type ParamsOf, type ResponseOf } from '@cdi/contracts';
import { Clock } from '@cdi/db';
import type { Response } from 'express';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor } from '../auth/auth.decorators';
import { attachmentDisposition } from '../common/attachment-disposition';
import { Endpoint, RouteBody, RouteParams } from '../common/endpoint';
import { itemAnalysisWorkbook } from './item-analysis-export';
import { ItemAnalysisService } from './item-analysis.service';

type Routes = typeof ItemAnalysisRoutes;

/** Item analysis of a centre's assignments, its XLSX export, and accepting an alternative answer. */
@Controller()
export class ItemAnalysisController {
  constructor(
    private readonly items: ItemAnalysisService,
    private readonly clock: Clock,
  ) {}

  @Endpoint(ItemAnalysisRoutes.list)
  async list(@CurrentActor() actor: Actor): Promise<ResponseOf<Routes['list']>> {
    return { success: true, assignments: await this.items.list(tenantOf(actor)) };
  }

  @Endpoint(ItemAnalysisRoutes.one)
  async one(
    @CurrentActor() actor: Actor,
    @RouteParams(ItemAnalysisRoutes.one) { assignmentId }: ParamsOf<Routes['one']>,
  ): Promise<ResponseOf<Routes['one']>> {
    return { success: true, analysis: await this.items.analysis(tenantOf(actor), assignmentId) };
  }

  @Endpoint(ItemAnalysisRoutes.export)
  async export(
    @CurrentActor() actor: Actor,
    @RouteParams(ItemAnalysisRoutes.export) { assignmentId }: ParamsOf<Routes['export']>,
    @Res() response: Response,
  ): Promise<void> {
    const analysis = await this.items.analysis(tenantOf(actor), assignmentId);
    const file = await itemAnalysisWorkbook(analysis, this.clock.date());
    response.status(200);
    response.setHeader('Content-Type', file.contentType);
    response.setHeader('Content-Disposition', attachmentDisposition(file.fileName));
    response.end(file.body);
  }

  @Endpoint(ItemAnalysisRoutes.acceptAnswer)
  async acceptAnswer(
    @CurrentActor() actor: Actor,
    @RouteParams(ItemAnalysisRoutes.acceptAnswer) { assignmentId }: ParamsOf<Routes['acceptAnswer']>,
    @RouteBody(ItemAnalysisRoutes.acceptAnswer) body: BodyOf<Routes['acceptAnswer']>,
  ): Promise<ResponseOf<Routes['acceptAnswer']>> {
    return this.items.accept(actor, tenantOf(actor), assignmentId, body);
  }
}
