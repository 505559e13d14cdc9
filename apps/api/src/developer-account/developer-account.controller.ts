import { Controller, Ip } from '@nestjs/common';
import { type BodyOf, DeveloperAccountRoutes, type ResponseOf } from '@cdi/contracts';
import type { Actor } from '../auth/actor';
import { CurrentActor } from '../auth/auth.decorators';
import { Endpoint, RouteBody } from '../common/endpoint';
import { DeveloperAccountService } from './developer-account.service';

type Routes = typeof DeveloperAccountRoutes;

@Controller()
export class DeveloperAccountController {
  constructor(private readonly account: DeveloperAccountService) {}

  @Endpoint(DeveloperAccountRoutes.loginId)
  async changeLoginId(
    @CurrentActor() actor: Actor,
    @Ip() address: string,
    @RouteBody(DeveloperAccountRoutes.loginId) body: BodyOf<Routes['loginId']>,
  ): Promise<ResponseOf<Routes['loginId']>> {
    await this.account.changeLoginId(actor, body, address);
    return { success: true };
  }

  @Endpoint(DeveloperAccountRoutes.password)
  async changePassword(
    @CurrentActor() actor: Actor,
    @Ip() address: string,
    @RouteBody(DeveloperAccountRoutes.password) body: BodyOf<Routes['password']>,
  ): Promise<ResponseOf<Routes['password']>> {
    await this.account.changePassword(actor, body, address);
    return { success: true };
  }
}
