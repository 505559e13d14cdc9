import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  AssignmentIdParamSchema,
  AssignmentPaths,
  type AssignmentResponse,
  type AssignmentsQuery,
  AssignmentsQuerySchema,
  type AssignmentsResponse,
  CompositionParamSchema,
  type CompositionResponse,
  type CreateAssignmentInput,
  CreateAssignmentRequestSchema,
  type DeleteAssignmentQuery,
  DeleteAssignmentQuerySchema,
  type Ok,
  type UpdateAssignmentInput,
  UpdateAssignmentRequestSchema,
} from '@cdi/contracts';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor, Roles } from '../auth/auth.decorators';
import { validBody, validPath } from '../common/zod-validation.pipe';
import { AssignmentsService } from './assignments.service';

@Controller()
@Roles('admin')
export class AssignmentsController {
  constructor(private readonly assignments: AssignmentsService) {}

  @Get(AssignmentPaths.list)
  async list(
    @CurrentActor() actor: Actor,
    @Query(validBody(AssignmentsQuerySchema)) query: AssignmentsQuery,
  ): Promise<AssignmentsResponse> {
    return {
      success: true,
      ...(await this.assignments.page(tenantOf(actor), query)),
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  @Get(AssignmentPaths.composition)
  async composition(
    @CurrentActor() actor: Actor,
    @Param(validPath(CompositionParamSchema)) { testId }: { testId: string },
  ): Promise<CompositionResponse> {
    return { success: true, examParts: await this.assignments.composition(tenantOf(actor), testId) };
  }

  @Post(AssignmentPaths.create)
  async create(
    @CurrentActor() actor: Actor,
    @Body(validBody(CreateAssignmentRequestSchema)) body: CreateAssignmentInput,
  ): Promise<AssignmentResponse> {
    return { success: true, assignment: await this.assignments.create(actor, tenantOf(actor), body) };
  }

  @Put(AssignmentPaths.one)
  async update(
    @CurrentActor() actor: Actor,
    @Param(validPath(AssignmentIdParamSchema)) { id }: { id: string },
    @Body(validBody(UpdateAssignmentRequestSchema)) body: UpdateAssignmentInput,
  ): Promise<AssignmentResponse> {
    return { success: true, assignment: await this.assignments.update(actor, tenantOf(actor), id, body) };
  }

  @Delete(AssignmentPaths.one)
  async remove(
    @CurrentActor() actor: Actor,
    @Param(validPath(AssignmentIdParamSchema)) { id }: { id: string },
    @Query(validBody(DeleteAssignmentQuerySchema)) query: DeleteAssignmentQuery,
  ): Promise<Ok> {
    await this.assignments.remove(actor, tenantOf(actor), id, query.confirm_name);
    return { success: true };
  }
}
