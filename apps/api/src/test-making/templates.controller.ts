import { Controller } from '@nestjs/common';
import {
  type BodyOf,
  type HistoryResponse,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  TestMakingRoutes,
} from '@cdi/contracts';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor } from '../auth/auth.decorators';
import { Endpoint, RouteBody, RouteParams, RouteQuery } from '../common/endpoint';
import { TemplatesService } from './templates.service';

type Routes = typeof TestMakingRoutes;

const asHistory = (ids: string[]): HistoryResponse => ({ success: true, history: ids.map((id) => ({ exam_upload_id: id })) });

/** Manual test making's calls: parts to pick from, templates, histories, and the exposure report. */
@Controller()
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @Endpoint(TestMakingRoutes.availableParts)
  async availableParts(@CurrentActor() actor: Actor): Promise<ResponseOf<Routes['availableParts']>> {
    return { success: true, parts: await this.templates.availableParts(tenantOf(actor)) };
  }

  @Endpoint(TestMakingRoutes.templates)
  async list(@CurrentActor() actor: Actor): Promise<ResponseOf<Routes['templates']>> {
    return { success: true, templates: await this.templates.templates(tenantOf(actor)) };
  }

  @Endpoint(TestMakingRoutes.deleteTemplate)
  async remove(
    @CurrentActor() actor: Actor,
    @RouteParams(TestMakingRoutes.deleteTemplate) { id }: ParamsOf<Routes['deleteTemplate']>,
  ): Promise<ResponseOf<Routes['deleteTemplate']>> {
    await this.templates.deleteTemplate(actor, tenantOf(actor), id);
    return { success: true };
  }

  @Endpoint(TestMakingRoutes.partsByIds)
  async partsByIds(
    @CurrentActor() actor: Actor,
    @RouteBody(TestMakingRoutes.partsByIds) body: BodyOf<Routes['partsByIds']>,
  ): Promise<ResponseOf<Routes['partsByIds']>> {
    return { success: true, parts: await this.templates.partsByIds(tenantOf(actor), body.partIds) };
  }

  @Endpoint(TestMakingRoutes.assignTemplate)
  async assign(
    @CurrentActor() actor: Actor,
    @RouteBody(TestMakingRoutes.assignTemplate) body: BodyOf<Routes['assignTemplate']>,
  ): Promise<ResponseOf<Routes['assignTemplate']>> {
    const { test, assignment } = await this.templates.assignTemplate(actor, tenantOf(actor), body);
    return { success: true, test: { id: test.id, title: test.title }, assignment: { id: assignment.id } };
  }

  @Endpoint(TestMakingRoutes.groupHistory)
  async groupHistory(
    @CurrentActor() actor: Actor,
    @RouteParams(TestMakingRoutes.groupHistory) { groupId }: ParamsOf<Routes['groupHistory']>,
  ): Promise<ResponseOf<Routes['groupHistory']>> {
    return asHistory(await this.templates.groupHistory(tenantOf(actor), groupId));
  }

  @Endpoint(TestMakingRoutes.studentHistory)
  async studentHistory(
    @CurrentActor() actor: Actor,
    @RouteParams(TestMakingRoutes.studentHistory) { studentId }: ParamsOf<Routes['studentHistory']>,
  ): Promise<ResponseOf<Routes['studentHistory']>> {
    return asHistory(await this.templates.studentHistory(tenantOf(actor), studentId));
  }

  @Endpoint(TestMakingRoutes.exposure)
  async exposure(
    @CurrentActor() actor: Actor,
    @RouteQuery(TestMakingRoutes.exposure) query: QueryOf<Routes['exposure']>,
  ): Promise<ResponseOf<Routes['exposure']>> {
    return { success: true, ...(await this.templates.exposure(tenantOf(actor), query)) };
  }
}
