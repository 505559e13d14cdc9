import { Controller } from '@nestjs/common';
import { type BodyOf, type ParamsOf, type QueryOf, type ResponseOf, StudentRoutes } from '@cdi/contracts';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor } from '../auth/auth.decorators';
import { Endpoint, RouteBody, RouteParams, RouteQuery } from '../common/endpoint';
import { StudentsService } from './students.service';

type Routes = typeof StudentRoutes;

/** An admin's view of the people in their centre; everything is scoped to the admin's tenant. */
@Controller()
export class StudentsController {
  constructor(private readonly students: StudentsService) {}

  /** The pick list of test making (templates, shuffles): the students who may be given a test, so no suspended one. */
  @Endpoint(StudentRoutes.assignable)
  async all(@CurrentActor() actor: Actor): Promise<ResponseOf<Routes['assignable']>> {
    return { success: true, students: await this.students.assignable(tenantOf(actor)) };
  }

  @Endpoint(StudentRoutes.list)
  async list(
    @CurrentActor() actor: Actor,
    @RouteQuery(StudentRoutes.list) query: QueryOf<Routes['list']>,
  ): Promise<ResponseOf<Routes['list']>> {
    const { users, total } = await this.students.list(actor, query);
    return { success: true, users, total, page: query.page, pageSize: query.pageSize };
  }

  @Endpoint(StudentRoutes.create)
  async create(
    @CurrentActor() actor: Actor,
    @RouteBody(StudentRoutes.create) body: BodyOf<Routes['create']>,
  ): Promise<ResponseOf<Routes['create']>> {
    return { success: true, user_id: await this.students.create(actor, body) };
  }

  @Endpoint(StudentRoutes.one)
  async one(
    @CurrentActor() actor: Actor,
    @RouteParams(StudentRoutes.one) { id }: ParamsOf<Routes['one']>,
  ): Promise<ResponseOf<Routes['one']>> {
    return { success: true, user: await this.students.one(actor, id) };
  }

  @Endpoint(StudentRoutes.update)
  async update(
    @CurrentActor() actor: Actor,
    @RouteParams(StudentRoutes.update) { id }: ParamsOf<Routes['update']>,
    @RouteBody(StudentRoutes.update) body: BodyOf<Routes['update']>,
  ): Promise<ResponseOf<Routes['update']>> {
    return { success: true, user: await this.students.update(actor, id, body) };
  }

  @Endpoint(StudentRoutes.remove)
  async remove(
    @CurrentActor() actor: Actor,
    @RouteParams(StudentRoutes.remove) { id }: ParamsOf<Routes['remove']>,
  ): Promise<ResponseOf<Routes['remove']>> {
    await this.students.remove(actor, id);
    return { success: true };
  }

  @Endpoint(StudentRoutes.status)
  async status(
    @CurrentActor() actor: Actor,
    @RouteParams(StudentRoutes.status) { id }: ParamsOf<Routes['status']>,
    @RouteBody(StudentRoutes.status) body: BodyOf<Routes['status']>,
  ): Promise<ResponseOf<Routes['status']>> {
    return { success: true, user: await this.students.update(actor, id, { is_active: body.is_active }) };
  }

  @Endpoint(StudentRoutes.resetPassword)
  async resetPassword(
    @CurrentActor() actor: Actor,
    @RouteParams(StudentRoutes.resetPassword) { id }: ParamsOf<Routes['resetPassword']>,
    @RouteBody(StudentRoutes.resetPassword) body: BodyOf<Routes['resetPassword']>,
  ): Promise<ResponseOf<Routes['resetPassword']>> {
    await this.students.resetPassword(actor, id, body.new_password);
    return { success: true };
  }

  @Endpoint(StudentRoutes.unlockSignIn)
  async unlockSignIn(
    @CurrentActor() actor: Actor,
    @RouteParams(StudentRoutes.unlockSignIn) { id }: ParamsOf<Routes['unlockSignIn']>,
  ): Promise<ResponseOf<Routes['unlockSignIn']>> {
    return { success: true, user: await this.students.unlockSignIn(actor, id) };
  }

  @Endpoint(StudentRoutes.arrangements)
  async arrangements(
    @CurrentActor() actor: Actor,
    @RouteParams(StudentRoutes.arrangements) { id }: ParamsOf<Routes['arrangements']>,
    @RouteBody(StudentRoutes.arrangements) body: BodyOf<Routes['arrangements']>,
  ): Promise<ResponseOf<Routes['arrangements']>> {
    return { success: true, arrangements: await this.students.setArrangements(actor, id, body) };
  }

  @Endpoint(StudentRoutes.password)
  async password(
    @CurrentActor() actor: Actor,
    @RouteParams(StudentRoutes.password) { id }: ParamsOf<Routes['password']>,
  ): Promise<ResponseOf<Routes['password']>> {
    return { success: true, password: await this.students.revealPassword(actor, id) };
  }

  @Endpoint(StudentRoutes.sitting)
  async sitting(
    @CurrentActor() actor: Actor,
    @RouteParams(StudentRoutes.sitting) { id }: ParamsOf<Routes['sitting']>,
  ): Promise<ResponseOf<Routes['sitting']>> {
    return { success: true, tests: await this.students.sitting(actor, id) };
  }

  @Endpoint(StudentRoutes.testHistory)
  async testHistory(
    @CurrentActor() actor: Actor,
    @RouteParams(StudentRoutes.testHistory) { id }: ParamsOf<Routes['testHistory']>,
  ): Promise<ResponseOf<Routes['testHistory']>> {
    return { success: true, results: await this.students.testHistory(actor, id) };
  }
}
