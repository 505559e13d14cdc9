import { Body, Controller, Post } from '@nestjs/common';
import { type CreateTestRequest, CreateTestRequestSchema, type CreateTestResponse, TestMakingPaths } from '@cdi/contracts';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor, Roles } from '../auth/auth.decorators';
import { validBody } from '../common/zod-validation.pipe';
import { TestMakingService } from './test-making.service';

@Controller()
@Roles('admin')
export class TestMakingController {
  constructor(private readonly testMaking: TestMakingService) {}

  @Post(TestMakingPaths.createTest)
  async createTest(
    @CurrentActor() actor: Actor,
    @Body(validBody(CreateTestRequestSchema)) body: CreateTestRequest,
  ): Promise<CreateTestResponse> {
    const { test, assignmentId } = await this.testMaking.createTest(actor, tenantOf(actor), body);
    return { success: true, test: { id: test.id, title: test.title }, assignment: assignmentId ? { id: assignmentId } : null };
  }
}
