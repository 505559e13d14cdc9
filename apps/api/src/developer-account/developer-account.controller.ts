import { Body, Controller, Ip, Put } from '@nestjs/common';
import {
  DeveloperAccountPaths,
  type Ok,
  type UpdateLoginIdRequest,
  UpdateLoginIdRequestSchema,
  type UpdatePasswordRequest,
  UpdatePasswordRequestSchema,
} from '@cdi/contracts';
import type { Actor } from '../auth/actor';
import { CurrentActor, Roles } from '../auth/auth.decorators';
import { validBody } from '../common/zod-validation.pipe';
import { DeveloperAccountService } from './developer-account.service';

@Controller()
@Roles('developer')
export class DeveloperAccountController {
  constructor(private readonly account: DeveloperAccountService) {}

  @Put(DeveloperAccountPaths.loginId)
  async changeLoginId(
    @CurrentActor() actor: Actor,
    @Ip() address: string,
    @Body(validBody(UpdateLoginIdRequestSchema)) body: UpdateLoginIdRequest,
  ): Promise<Ok> {
    await this.account.changeLoginId(actor, body, address);
    return { success: true };
  }

  @Put(DeveloperAccountPaths.password)
  async changePassword(
    @CurrentActor() actor: Actor,
    @Ip() address: string,
    @Body(validBody(UpdatePasswordRequestSchema)) body: UpdatePasswordRequest,
  ): Promise<Ok> {
    await this.account.changePassword(actor, body, address);
    return { success: true };
  }
}
