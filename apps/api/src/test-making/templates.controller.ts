import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  type AssignTemplateRequest,
  AssignTemplateRequestSchema,
  type AssignTemplateResponse,
  type AvailablePartsResponse,
  type ExposureQuery,
  ExposureQuerySchema,
  type ExposureResponse,
  GroupHistoryParamsSchema,
  type HistoryResponse,
  type Ok,
  type PartsByIdsRequest,
  PartsByIdsRequestSchema,
  type PartsByIdsResponse,
  StudentHistoryParamsSchema,
  TemplateParamsSchema,
  type TemplatesResponse,
  TestMakingPaths,
} from '@cdi/contracts';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor, Roles } from '../auth/auth.decorators';
import { validBody, validPath } from '../common/zod-validation.pipe';
import { TemplatesService } from './templates.service';

const asHistory = (ids: string[]): HistoryResponse => ({ success: true, history: ids.map((id) => ({ exam_upload_id: id })) });

/** Manual test making's calls (spec 3 §7): parts to pick from, templates, histories, and the exposure report. */
@Controller()
@Roles('admin')
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @Get(TestMakingPaths.availableParts)
  async availableParts(@CurrentActor() actor: Actor): Promise<AvailablePartsResponse> {
    return { success: true, parts: await this.templates.availableParts(tenantOf(actor)) };
  }

  @Get(TestMakingPaths.templates)
  async list(@CurrentActor() actor: Actor): Promise<TemplatesResponse> {
    return { success: true, templates: await this.templates.templates(tenantOf(actor)) };
  }

  @Delete(TestMakingPaths.template)
  async remove(@CurrentActor() actor: Actor, @Param(validPath(TemplateParamsSchema)) { id }: { id: string }): Promise<Ok> {
    await this.templates.deleteTemplate(actor, tenantOf(actor), id);
    return { success: true };
  }

  @Post(TestMakingPaths.partsByIds)
  @HttpCode(200)
  async partsByIds(
    @CurrentActor() actor: Actor,
    @Body(validBody(PartsByIdsRequestSchema)) body: PartsByIdsRequest,
  ): Promise<PartsByIdsResponse> {
    return { success: true, parts: await this.templates.partsByIds(tenantOf(actor), body.partIds) };
  }

  @Post(TestMakingPaths.assignTemplate)
  async assign(
    @CurrentActor() actor: Actor,
    @Body(validBody(AssignTemplateRequestSchema)) body: AssignTemplateRequest,
  ): Promise<AssignTemplateResponse> {
    const { test, assignment } = await this.templates.assignTemplate(actor, tenantOf(actor), body);
    return { success: true, test: { id: test.id, title: test.title }, assignment: { id: assignment.id } };
  }

  @Get(TestMakingPaths.groupHistory)
  async groupHistory(
    @CurrentActor() actor: Actor,
    @Param(validPath(GroupHistoryParamsSchema)) { groupId }: { groupId: string },
  ): Promise<HistoryResponse> {
    return asHistory(await this.templates.groupHistory(tenantOf(actor), groupId));
  }

  @Get(TestMakingPaths.studentHistory)
  async studentHistory(
    @CurrentActor() actor: Actor,
    @Param(validPath(StudentHistoryParamsSchema)) { studentId }: { studentId: string },
  ): Promise<HistoryResponse> {
    return asHistory(await this.templates.studentHistory(tenantOf(actor), studentId));
  }

  @Get(TestMakingPaths.exposure)
  async exposure(
    @CurrentActor() actor: Actor,
    @Query(validBody(ExposureQuerySchema)) query: ExposureQuery,
  ): Promise<ExposureResponse> {
    return { success: true, ...(await this.templates.exposure(tenantOf(actor), query)) };
  }
}
