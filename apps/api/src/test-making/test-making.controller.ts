import { Controller } from '@nestjs/common';
import { type BodyOf, type ResponseOf, TestMakingRoutes } from '@cdi/contracts';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor } from '../auth/auth.decorators';
import { Endpoint, RouteBody } from '../common/endpoint';
import { TestMakingService } from './test-making.service';

type Routes = typeof TestMakingRoutes;

@Controller()
export class TestMakingController {
  constructor(private readonly testMaking: TestMakingService) {}

  @Endpoint(TestMakingRoutes.createTest)
  async createTest(
    @CurrentActor() actor: Actor,
    @RouteBody(TestMakingRoutes.createTest) body: BodyOf<Routes['createTest']>,
  ): Promise<ResponseOf<Routes['createTest']>> {
    const { test, assignmentId } = await this.testMaking.createTest(actor, tenantOf(actor), body);
    return { success: true, test: { id: test.id, title: test.title }, assignment: assignmentId ? { id: assignmentId } : null };
  }
}
