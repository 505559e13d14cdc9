import { Controller } from '@nestjs/common';
import {
  AssignmentArrangementRoutes,
  AssignmentRoutes,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@cdi/contracts';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor } from '../auth/auth.decorators';
import { Endpoint, RouteBody, RouteParams, RouteQuery } from '../common/endpoint';
import { AssignmentArrangementsService } from './assignment-arrangements.service';
import { AssignmentsService } from './assignments.service';

type Routes = typeof AssignmentRoutes;
type ArrangementRoutes = typeof AssignmentArrangementRoutes;

@Controller()
export class AssignmentsController {
  constructor(
    private readonly assignments: AssignmentsService,
    private readonly arrangements: AssignmentArrangementsService,
  ) {}

  @Endpoint(AssignmentArrangementRoutes.list)
  async arrangementsList(
    @CurrentActor() actor: Actor,
    @RouteParams(AssignmentArrangementRoutes.list) { id }: ParamsOf<ArrangementRoutes['list']>,
  ): Promise<ResponseOf<ArrangementRoutes['list']>> {
    return { success: true, candidates: await this.arrangements.candidates(tenantOf(actor), id) };
  }

  @Endpoint(AssignmentArrangementRoutes.set)
  async setArrangements(
    @CurrentActor() actor: Actor,
    @RouteParams(AssignmentArrangementRoutes.set) { id, userId }: ParamsOf<ArrangementRoutes['set']>,
    @RouteBody(AssignmentArrangementRoutes.set) body: BodyOf<ArrangementRoutes['set']>,
  ): Promise<ResponseOf<ArrangementRoutes['set']>> {
    return { success: true, candidate: await this.arrangements.set(actor, tenantOf(actor), id, userId, body) };
  }

  @Endpoint(AssignmentArrangementRoutes.clear)
  async clearArrangements(
    @CurrentActor() actor: Actor,
    @RouteParams(AssignmentArrangementRoutes.clear) { id, userId }: ParamsOf<ArrangementRoutes['clear']>,
  ): Promise<ResponseOf<ArrangementRoutes['clear']>> {
    await this.arrangements.clear(actor, tenantOf(actor), id, userId);
    return { success: true };
  }

  @Endpoint(AssignmentRoutes.list)
  async list(
    @CurrentActor() actor: Actor,
    @RouteQuery(AssignmentRoutes.list) query: QueryOf<Routes['list']>,
  ): Promise<ResponseOf<Routes['list']>> {
    return {
      success: true,
      ...(await this.assignments.page(tenantOf(actor), query)),
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  @Endpoint(AssignmentRoutes.composition)
  async composition(
    @CurrentActor() actor: Actor,
    @RouteParams(AssignmentRoutes.composition) { testId }: ParamsOf<Routes['composition']>,
  ): Promise<ResponseOf<Routes['composition']>> {
    return { success: true, examParts: await this.assignments.composition(tenantOf(actor), testId) };
  }

  @Endpoint(AssignmentRoutes.create)
  async create(
    @CurrentActor() actor: Actor,
    @RouteBody(AssignmentRoutes.create) body: BodyOf<Routes['create']>,
  ): Promise<ResponseOf<Routes['create']>> {
    return { success: true, assignment: await this.assignments.create(actor, tenantOf(actor), body) };
  }

  @Endpoint(AssignmentRoutes.update)
  async update(
    @CurrentActor() actor: Actor,
    @RouteParams(AssignmentRoutes.update) { id }: ParamsOf<Routes['update']>,
    @RouteBody(AssignmentRoutes.update) body: BodyOf<Routes['update']>,
  ): Promise<ResponseOf<Routes['update']>> {
    return { success: true, assignment: await this.assignments.update(actor, tenantOf(actor), id, body) };
  }

  @Endpoint(AssignmentRoutes.remove)
  async remove(
    @CurrentActor() actor: Actor,
    @RouteParams(AssignmentRoutes.remove) { id }: ParamsOf<Routes['remove']>,
    @RouteQuery(AssignmentRoutes.remove) query: QueryOf<Routes['remove']>,
  ): Promise<ResponseOf<Routes['remove']>> {
    await this.assignments.remove(actor, tenantOf(actor), id, query.confirm_name);
    return { success: true };
  }
}
