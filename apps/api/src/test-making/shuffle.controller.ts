import { Controller } from '@nestjs/common';
import { type BodyOf, type ParamsOf, type ResponseOf, TestMakingRoutes } from '@cdi/contracts';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor } from '../auth/auth.decorators';
import { Endpoint, RouteBody, RouteParams } from '../common/endpoint';
import { ShuffleService } from './shuffle.service';

type Routes = typeof TestMakingRoutes;

/** Intelligent shuffling as jobs: start one, then read its outcome (progress comes over the admin's socket). */
@Controller()
export class ShuffleController {
  constructor(private readonly shuffles: ShuffleService) {}

  @Endpoint(TestMakingRoutes.shuffle)
  async start(
    @CurrentActor() actor: Actor,
    @RouteBody(TestMakingRoutes.shuffle) body: BodyOf<Routes['shuffle']>,
  ): Promise<ResponseOf<Routes['shuffle']>> {
    return { success: true, jobId: await this.shuffles.start(actor, tenantOf(actor), body) };
  }

  @Endpoint(TestMakingRoutes.shuffleJob)
  async result(
    @CurrentActor() actor: Actor,
    @RouteParams(TestMakingRoutes.shuffleJob) { jobId }: ParamsOf<Routes['shuffleJob']>,
  ): Promise<ResponseOf<Routes['shuffleJob']>> {
    return { success: true, ...(await this.shuffles.preview(tenantOf(actor), jobId)) };
  }

  @Endpoint(TestMakingRoutes.shufflePerStudent)
  async startPerStudent(
    @CurrentActor() actor: Actor,
    @RouteBody(TestMakingRoutes.shufflePerStudent) body: BodyOf<Routes['shufflePerStudent']>,
  ): Promise<ResponseOf<Routes['shufflePerStudent']>> {
    return { success: true, jobId: await this.shuffles.startPerStudent(actor, tenantOf(actor), body) };
  }

  @Endpoint(TestMakingRoutes.shufflePerStudentJob)
  async perStudent(
    @CurrentActor() actor: Actor,
    @RouteParams(TestMakingRoutes.shufflePerStudentJob) { jobId }: ParamsOf<Routes['shufflePerStudentJob']>,
  ): Promise<ResponseOf<Routes['shufflePerStudentJob']>> {
    return { success: true, ...(await this.shuffles.perStudent(tenantOf(actor), jobId)) };
  }
}
