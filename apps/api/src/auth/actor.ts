import type { Role, StaffRole } from '@cdi/contracts';
import type { TenantScope, UserEntity } from '@cdi/db';
import type { Request } from 'express';
import { ApiError } from '../common/api-error';

/** Who is calling: set on the request by the auth guard, passed explicitly to services. */
export interface Actor {
  userId: string;
  role: Role;
  /** Null for developers, who work across tenants. */
  tenantId: string | null;
  loginId: string;
  sessionId: string;
  /** A centre's member of staff: their roles, as read with the session; null for the owner and everyone else. */
  staffRoles: StaffRole[] | null;
}

/** The actor of a signed-in user's session. */
export function actorOf(user: UserEntity, sessionId: string): Actor {
  return {
    userId: user.id,
    role: user.role,
    tenantId: user.tenantId,
    loginId: user.loginId,
    sessionId,
    staffRoles: user.role === 'admin' ? user.staffRoles : null,
  };
}

export interface AuthenticatedRequest extends Request {
  actor?: Actor;
}

/** The tenant every query of an admin or candidate is scoped to. */
export function tenantOf(actor: Actor): string {
  if (!actor.tenantId) throw ApiError.forbidden();
  return actor.tenantId;
}

/** Whose rows the database shows the caller: a developer works for the platform, anyone else for their tenant. */
export function tenantScopeOf(actor: Pick<Actor, 'tenantId'> | undefined): TenantScope {
  if (!actor) return 'none';
  return actor.tenantId ? { tenantIds: [actor.tenantId] } : 'platform';
}
