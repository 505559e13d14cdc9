import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AdminConsoleTexts, capabilitiesOf, type Role, type RouteContract, Texts } from '@cdi/contracts';
import { hashSessionToken } from '@cdi/credentials';
import { Clock, SessionsRepository } from '@cdi/db';
import { ApiError } from '../common/api-error';
import { LiveSessions } from '../live/live-sessions';
import { actorOf, type AuthenticatedRequest } from './actor';
import { ROUTE_CONTRACT } from '../common/endpoint';
import { adminSessionIdle } from './admin-idle';
import { ALLOWED_ROLES, IS_PUBLIC } from './auth.decorators';
import { tokenFromRequest } from './session-tokens';

/** Global guard: resolves the caller from the token, then checks the route's roles. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsRepository,
    private readonly live: LiveSessions,
    private readonly clock: Clock,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    // Sockets are authenticated once, in their namespace's handshake middleware (live/socket-auth).
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = tokenFromRequest(request);
    if (!token) throw ApiError.unauthenticated();
    const now = this.clock.date();
    const tokenHash = hashSessionToken(token);
    const live = await this.sessions.findLive(tokenHash, now);
    if (!live) {
      // A suspended candidate reloading their exam is told why they were signed out.
      const suspended = await this.sessions.isSuspendedUsersToken(tokenHash);
      throw ApiError.unauthenticated(suspended ? Texts.accountSuspended : undefined);
    }
    if (adminSessionIdle(live, now)) {
      await this.sessions.revoke(live.session.id, now);
      this.live.endSession(live.session.id);
      throw ApiError.unauthenticated(AdminConsoleTexts.sessionIdleExpired);
    }
    if (live.user.role === 'admin') await this.sessions.touch(live.session, now);

    const { user, session } = live;
    request.actor = actorOf(user, session.id);

    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ALLOWED_ROLES, targets);
    if (roles && !roles.includes(user.role)) throw ApiError.forbidden();
    // A centre's user needs the route's capability too: their staff roles are read with the session,
    // so a change of roles holds from the next request.
    const route = this.reflector.get<RouteContract | undefined>(ROUTE_CONTRACT, context.getHandler());
    if (user.role === 'admin' && route?.capability && !capabilitiesOf(user.staffRoles).includes(route.capability))
      throw ApiError.forbidden();
    return true;
  }
}
