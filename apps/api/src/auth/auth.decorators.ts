import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Role } from '@cdi/contracts';
import { ApiError } from '../common/api-error';
import type { Actor, AuthenticatedRequest } from './actor';

export const IS_PUBLIC = 'auth:isPublic';
export const ALLOWED_ROLES = 'auth:roles';

/** Every route needs a signed-in user unless marked public. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Only these roles may call the route (or every route of the controller). */
export const Roles = (...roles: Role[]) => SetMetadata(ALLOWED_ROLES, roles);

export const CurrentActor = createParamDecorator((_: unknown, context: ExecutionContext): Actor => {
  const actor = context.switchToHttp().getRequest<AuthenticatedRequest>().actor;
  if (!actor) throw ApiError.unauthenticated();
  return actor;
});
