import { Controller } from '@nestjs/common';
import { type ParamsOf, type ResponseOf, StudentTestRoutes } from '@cdi/contracts';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor } from '../auth/auth.decorators';
import { Endpoint, RouteParams } from '../common/endpoint';
import { StudentTestsService } from './student-tests.service';

type Routes = typeof StudentTestRoutes;

/** A candidate's own assigned tests; each comes with the attempt it is sat in. */
@Controller()
export class StudentTestsController {
  constructor(private readonly studentTests: StudentTestsService) {}

  @Endpoint(StudentTestRoutes.assignedTests)
  async assignedTests(@CurrentActor() actor: Actor): Promise<ResponseOf<Routes['assignedTests']>> {
    return { success: true, assignedTests: await this.studentTests.assignedTests(tenantOf(actor), actor.userId) };
  }

  @Endpoint(StudentTestRoutes.assignedTest)
  async assignedTest(
    @CurrentActor() actor: Actor,
    @RouteParams(StudentTestRoutes.assignedTest) { testId }: ParamsOf<Routes['assignedTest']>,
  ): Promise<ResponseOf<Routes['assignedTest']>> {
    return { success: true, ...(await this.studentTests.assignedTest(tenantOf(actor), actor.userId, testId)) };
  }
}
