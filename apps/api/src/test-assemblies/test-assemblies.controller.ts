import { Controller } from '@nestjs/common';
import { AssemblyTexts, type BodyOf, type ParamsOf, type ResponseOf, TestAssemblyRoutes } from '@cdi/contracts';
import type { Actor } from '../auth/actor';
import { CurrentActor } from '../auth/auth.decorators';
import { Endpoint, RouteBody, RouteParams } from '../common/endpoint';
import { TestAssembliesService } from './test-assemblies.service';

type Routes = typeof TestAssemblyRoutes;

@Controller()
export class TestAssembliesController {
  constructor(private readonly assemblies: TestAssembliesService) {}

  @Endpoint(TestAssemblyRoutes.list)
  async list(): Promise<ResponseOf<Routes['list']>> {
    return { success: true, assemblies: await this.assemblies.list() };
  }

  @Endpoint(TestAssemblyRoutes.create)
  async create(
    @CurrentActor() actor: Actor,
    @RouteBody(TestAssemblyRoutes.create) body: BodyOf<Routes['create']>,
  ): Promise<ResponseOf<Routes['create']>> {
    return { success: true, message: AssemblyTexts.created, assembly: await this.assemblies.create(actor, body) };
  }

  @Endpoint(TestAssemblyRoutes.detail)
  async detail(
    @RouteParams(TestAssemblyRoutes.detail) { id }: ParamsOf<Routes['detail']>,
  ): Promise<ResponseOf<Routes['detail']>> {
    return { success: true, assembly: await this.assemblies.get(id) };
  }

  @Endpoint(TestAssemblyRoutes.update)
  async update(
    @CurrentActor() actor: Actor,
    @RouteParams(TestAssemblyRoutes.update) { id }: ParamsOf<Routes['update']>,
    @RouteBody(TestAssemblyRoutes.update) body: BodyOf<Routes['update']>,
  ): Promise<ResponseOf<Routes['update']>> {
    return { success: true, message: AssemblyTexts.updated, assembly: await this.assemblies.update(actor, id, body) };
  }

  @Endpoint(TestAssemblyRoutes.remove)
  async remove(
    @CurrentActor() actor: Actor,
    @RouteParams(TestAssemblyRoutes.remove) { id }: ParamsOf<Routes['remove']>,
  ): Promise<ResponseOf<Routes['remove']>> {
    await this.assemblies.remove(actor, id);
    return { success: true };
  }

  @Endpoint(TestAssemblyRoutes.publish)
  async publish(
    @CurrentActor() actor: Actor,
    @RouteParams(TestAssemblyRoutes.publish) { id }: ParamsOf<Routes['publish']>,
    @RouteBody(TestAssemblyRoutes.publish) body: BodyOf<Routes['publish']>,
  ): Promise<ResponseOf<Routes['publish']>> {
    return { success: true, message: AssemblyTexts.published, test: await this.assemblies.publish(actor, id, body) };
  }
}
