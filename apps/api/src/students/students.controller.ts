import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  type AdminStudentsResponse,
  AdminPaths,
  type CreateStudentBody,
  CreateStudentRequestSchema,
  type CreateStudentResponse,
  IdParamSchema,
  type Ok,
  type ResetPasswordRequest,
  ResetPasswordRequestSchema,
  type RevealPasswordResponse,
  type StudentListQuery,
  StudentListQuerySchema,
  type StudentListResponse,
  StudentPaths,
  type StudentResponse,
  type StudentSittingResponse,
  type StudentStatusRequest,
  StudentStatusRequestSchema,
  type StudentSummary,
  type TestHistoryResponse,
  type UpdateStudentBody,
  UpdateStudentRequestSchema,
} from '@cdi/contracts';
import type { UserEntity } from '@cdi/db';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor, Roles } from '../auth/auth.decorators';
import { validBody, validPath } from '../common/zod-validation.pipe';
import { UsersRepository } from '../users/users.repository';
import { StudentsService } from './students.service';

function toStudentSummary(user: UserEntity): StudentSummary {
  return {
    id: user.id,
    candidate_id: user.loginId,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    is_active: user.isActive,
    created_at: user.createdAt.toISOString(),
    last_login: user.lastLogin?.toISOString() ?? null,
    role: user.role,
  };
}

type IdParam = { id: string };

/** An admin's view of the people in their centre (spec 3 §7 "Users"); everything is scoped to the admin's tenant. */
@Controller()
@Roles('admin')
export class StudentsController {
  constructor(
    private readonly users: UsersRepository,
    private readonly students: StudentsService,
  ) {}

  /** The pick list of test making (templates, shuffles): the students who may be given a test, so no suspended one. */
  @Get(AdminPaths.students)
  async all(@CurrentActor() actor: Actor): Promise<AdminStudentsResponse> {
    return { success: true, students: (await this.users.findAssignableStudents(tenantOf(actor))).map(toStudentSummary) };
  }

  @Get(StudentPaths.users)
  async list(
    @CurrentActor() actor: Actor,
    @Query(validBody(StudentListQuerySchema)) query: StudentListQuery,
  ): Promise<StudentListResponse> {
    const { users, total } = await this.students.list(actor, query);
    return { success: true, users, total, page: query.page, pageSize: query.pageSize };
  }

  @Post(StudentPaths.users)
  async create(
    @CurrentActor() actor: Actor,
    @Body(validBody(CreateStudentRequestSchema)) body: CreateStudentBody,
  ): Promise<CreateStudentResponse> {
    return { success: true, user_id: await this.students.create(actor, body) };
  }

  @Get(StudentPaths.user)
  async one(@CurrentActor() actor: Actor, @Param(validPath(IdParamSchema)) { id }: IdParam): Promise<StudentResponse> {
    return { success: true, user: await this.students.one(actor, id) };
  }

  @Put(StudentPaths.user)
  async update(
    @CurrentActor() actor: Actor,
    @Param(validPath(IdParamSchema)) { id }: IdParam,
    @Body(validBody(UpdateStudentRequestSchema)) body: UpdateStudentBody,
  ): Promise<StudentResponse> {
    return { success: true, user: await this.students.update(actor, id, body) };
  }

  @Delete(StudentPaths.user)
  async remove(@CurrentActor() actor: Actor, @Param(validPath(IdParamSchema)) { id }: IdParam): Promise<Ok> {
    await this.students.remove(actor, id);
    return { success: true };
  }

  @Put(StudentPaths.status)
  async status(
    @CurrentActor() actor: Actor,
    @Param(validPath(IdParamSchema)) { id }: IdParam,
    @Body(validBody(StudentStatusRequestSchema)) body: StudentStatusRequest,
  ): Promise<StudentResponse> {
    return { success: true, user: await this.students.update(actor, id, { is_active: body.is_active }) };
  }

  @Put(StudentPaths.resetPassword)
  async resetPassword(
    @CurrentActor() actor: Actor,
    @Param(validPath(IdParamSchema)) { id }: IdParam,
    @Body(validBody(ResetPasswordRequestSchema)) body: ResetPasswordRequest,
  ): Promise<Ok> {
    await this.students.resetPassword(actor, id, body.new_password);
    return { success: true };
  }

  @Post(StudentPaths.unlockSignIn)
  @HttpCode(200)
  async unlockSignIn(@CurrentActor() actor: Actor, @Param(validPath(IdParamSchema)) { id }: IdParam): Promise<StudentResponse> {
    return { success: true, user: await this.students.unlockSignIn(actor, id) };
  }

  @Get(StudentPaths.password)
  async password(
    @CurrentActor() actor: Actor,
    @Param(validPath(IdParamSchema)) { id }: IdParam,
  ): Promise<RevealPasswordResponse> {
    return { success: true, password: await this.students.revealPassword(actor, id) };
  }

  @Get(StudentPaths.sitting)
  async sitting(@CurrentActor() actor: Actor, @Param(validPath(IdParamSchema)) { id }: IdParam): Promise<StudentSittingResponse> {
    return { success: true, tests: await this.students.sitting(actor, id) };
  }

  @Get(StudentPaths.testHistory)
  async testHistory(
    @CurrentActor() actor: Actor,
    @Param(validPath(IdParamSchema)) { id }: IdParam,
  ): Promise<TestHistoryResponse> {
    return { success: true, results: await this.students.testHistory(actor, id) };
  }
}
