import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  type JobStartedResponse,
  type PerStudentResultResponse,
  ShuffleJobParamsSchema,
  type ShufflePerStudentRequest,
  ShufflePerStudentRequestSchema,
  type ShuffleRequest,
  ShuffleRequestSchema,
  type ShuffleResultResponse,
  TestMakingPaths,
} from '@cdi/contracts';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor, Roles } from '../auth/auth.decorators';
import { validBody, validPath } from '../common/zod-validation.pipe';
import { ShuffleService } from './shuffle.service';

/** Intelligent shuffling as jobs: start one, then read its outcome (progress comes over the admin's socket). */
@Controller()
@Roles('admin')
export class ShuffleController {
  constructor(private readonly shuffles: ShuffleService) {}

  @Post(TestMakingPaths.shuffle)
  @HttpCode(202)
  async start(
    @CurrentActor() actor: Actor,
    @Body(validBody(ShuffleRequestSchema)) body: ShuffleRequest,
  ): Promise<JobStartedResponse> {
    return { success: true, jobId: await this.shuffles.start(actor, tenantOf(actor), body) };
  }

  @Get(TestMakingPaths.shuffleJob)
  async result(
    @CurrentActor() actor: Actor,
    @Param(validPath(ShuffleJobParamsSchema)) { jobId }: { jobId: string },
  ): Promise<ShuffleResultResponse> {
    return { success: true, ...(await this.shuffles.preview(tenantOf(actor), jobId)) };
  }

  @Post(TestMakingPaths.shufflePerStudent)
  @HttpCode(202)
  async startPerStudent(
    @CurrentActor() actor: Actor,
    @Body(validBody(ShufflePerStudentRequestSchema)) body: ShufflePerStudentRequest,
  ): Promise<JobStartedResponse> {
    return { success: true, jobId: await this.shuffles.startPerStudent(actor, tenantOf(actor), body) };
  }

  @Get(TestMakingPaths.shufflePerStudentJob)
  async perStudent(
    @CurrentActor() actor: Actor,
    @Param(validPath(ShuffleJobParamsSchema)) { jobId }: { jobId: string },
  ): Promise<PerStudentResultResponse> {
    return { success: true, ...(await this.shuffles.perStudent(tenantOf(actor), jobId)) };
  }
}
