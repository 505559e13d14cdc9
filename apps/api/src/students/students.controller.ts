import { Controller, Get, Param } from '@nestjs/common';
import {
  type AdminStudentsResponse,
  AdminPaths,
  IdParamSchema,
  type StudentSummary,
  Texts,
  type UserResponse,
} from '@cdi/contracts';
import type { UserEntity } from '@cdi/db';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor, Roles } from '../auth/auth.decorators';
import { ApiError } from '../common/api-error';
import { validPath } from '../common/zod-validation.pipe';
import { UsersRepository } from '../users/users.repository';

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

/** An admin's view of the people in their centre. */
@Controller()
@Roles('admin')
export class StudentsController {
  constructor(private readonly users: UsersRepository) {}

  @Get(AdminPaths.students)
  async list(@CurrentActor() actor: Actor): Promise<AdminStudentsResponse> {
    return { success: true, students: (await this.users.findStudents(tenantOf(actor))).map(toStudentSummary) };
  }

  @Get(AdminPaths.user)
  async one(@CurrentActor() actor: Actor, @Param(validPath(IdParamSchema)) { id }: { id: string }): Promise<UserResponse> {
    const user = await this.users.findOne(tenantOf(actor), { id });
    if (!user) throw ApiError.notFound(Texts.studentNotFound);
    return { success: true, user: toStudentSummary(user) };
  }
}
