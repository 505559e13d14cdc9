import { Controller } from '@nestjs/common';
import { type BodyOf, type ParamsOf, type ResponseOf, StaffRoutes } from '@cdi/contracts';
import type { Actor } from '../auth/actor';
import { CurrentActor } from '../auth/auth.decorators';
import { Endpoint, RouteBody, RouteParams } from '../common/endpoint';
import { StaffService } from './staff.service';

type Routes = typeof StaffRoutes;

/** The centre's staff: who signs in to its console and with which roles. */
@Controller()
export class StaffController {
  constructor(private readonly staff: StaffService) {}

  @Endpoint(StaffRoutes.list)
  async list(@CurrentActor() actor: Actor): Promise<ResponseOf<Routes['list']>> {
    return { success: true, staff: await this.staff.list(actor) };
  }

  @Endpoint(StaffRoutes.create)
  async create(
    @CurrentActor() actor: Actor,
    @RouteBody(StaffRoutes.create) body: BodyOf<Routes['create']>,
  ): Promise<ResponseOf<Routes['create']>> {
    return { success: true, ...(await this.staff.create(actor, body)) };
  }

  @Endpoint(StaffRoutes.update)
  async update(
    @CurrentActor() actor: Actor,
    @RouteParams(StaffRoutes.update) { id }: ParamsOf<Routes['update']>,
    @RouteBody(StaffRoutes.update) body: BodyOf<Routes['update']>,
  ): Promise<ResponseOf<Routes['update']>> {
    return { success: true, staff: await this.staff.update(actor, id, body) };
  }

  @Endpoint(StaffRoutes.remove)
  async remove(
    @CurrentActor() actor: Actor,
    @RouteParams(StaffRoutes.remove) { id }: ParamsOf<Routes['remove']>,
  ): Promise<ResponseOf<Routes['remove']>> {
    await this.staff.remove(actor, id);
    return { success: true };
  }

  @Endpoint(StaffRoutes.resetPassword)
  async resetPassword(
    @CurrentActor() actor: Actor,
    @RouteParams(StaffRoutes.resetPassword) { id }: ParamsOf<Routes['resetPassword']>,
  ): Promise<ResponseOf<Routes['resetPassword']>> {
    return { success: true, password: await this.staff.resetPassword(actor, id) };
  }
}
