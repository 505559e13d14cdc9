import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import {
  AssemblyTexts,
  IdParamSchema,
  type Ok,
  type PublishAssemblyRequest,
  PublishAssemblyRequestSchema,
  type PublishAssemblyResponse,
  type SaveAssemblyInput,
  SaveAssemblyRequestSchema,
  type TestAssemblyListResponse,
  TestAssemblyPaths,
  type TestAssemblyResponse,
} from '@cdi/contracts';
import type { Actor } from '../auth/actor';
import { CurrentActor, Roles } from '../auth/auth.decorators';
import { validBody, validPath } from '../common/zod-validation.pipe';
import { TestAssembliesService } from './test-assemblies.service';

@Controller()
@Roles('developer')
export class TestAssembliesController {
  constructor(private readonly assemblies: TestAssembliesService) {}

  @Get(TestAssemblyPaths.list)
  async list(): Promise<TestAssemblyListResponse> {
    return { success: true, assemblies: await this.assemblies.list() };
  }

  @Post(TestAssemblyPaths.list)
  async create(
    @CurrentActor() actor: Actor,
    @Body(validBody(SaveAssemblyRequestSchema)) body: SaveAssemblyInput,
  ): Promise<TestAssemblyResponse> {
    return { success: true, message: AssemblyTexts.created, assembly: await this.assemblies.create(actor, body) };
  }

  @Get(TestAssemblyPaths.one)
  async detail(@Param(validPath(IdParamSchema)) { id }: { id: string }): Promise<TestAssemblyResponse> {
    return { success: true, assembly: await this.assemblies.get(id) };
  }

  @Put(TestAssemblyPaths.one)
  async update(
    @CurrentActor() actor: Actor,
    @Param(validPath(IdParamSchema)) { id }: { id: string },
    @Body(validBody(SaveAssemblyRequestSchema)) body: SaveAssemblyInput,
  ): Promise<TestAssemblyResponse> {
    return { success: true, message: AssemblyTexts.updated, assembly: await this.assemblies.update(actor, id, body) };
  }

  @Delete(TestAssemblyPaths.one)
  async remove(@CurrentActor() actor: Actor, @Param(validPath(IdParamSchema)) { id }: { id: string }): Promise<Ok> {
    await this.assemblies.remove(actor, id);
    return { success: true };
  }

  @Post(TestAssemblyPaths.publish)
  async publish(
    @CurrentActor() actor: Actor,
    @Param(validPath(IdParamSchema)) { id }: { id: string },
    @Body(validBody(PublishAssemblyRequestSchema)) body: PublishAssemblyRequest,
  ): Promise<PublishAssemblyResponse> {
    return { success: true, message: AssemblyTexts.published, test: await this.assemblies.publish(actor, id, body) };
  }
}
