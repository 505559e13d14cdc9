import { Controller } from '@nestjs/common';
import { type ParamsOf, type ResponseOf, AssignedTestRoutes } from '@cdi/contracts';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor } from '../auth/auth.decorators';
import { Endpoint, RouteParams } from '../common/endpoint';
import { AssignedTestsService } from './assigned-tests.service';

type Routes = typeof AssignedTestRoutes;

/** A candidate's own assigned tests; each comes with the attempt it is sat in. */
@Controller()
export class AssignedTestsController {
  constructor(private readonly service: AssignedTestsService) {}

  @Endpoint(AssignedTestRoutes.assignedTests)
  async assignedTests(@CurrentActor() actor: Actor): Promise<ResponseOf<Routes['assignedTests']>> {
    return { success: true, assignedTests: await this.service.assignedTests(tenantOf(actor), actor.userId) };
  }

  @Endpoint(AssignedTestRoutes.assignedTest)
  async assignedTest(
    @CurrentActor() actor: Actor,
    @RouteParams(AssignedTestRoutes.assignedTest) { testId }: ParamsOf<Routes['assignedTest']>,
  ): Promise<ResponseOf<Routes['assignedTest']>> {
    return { success: true, ...(await this.service.assignedTest(tenantOf(actor), actor.userId, testId)) };
  }
}
