import { Injectable } from '@nestjs/common';
import { capabilitiesOf, type LoginRequest, SESSION_LIFETIME_MS, type SessionUser, Texts } from '@cdi/contracts';
import { hashSessionToken, newSessionToken, PasswordHasher } from '@cdi/credentials';
import { Clock, inTenantScope, SessionsRepository, type UserEntity } from '@cdi/db';
import { AuditRepository } from '../audit/audit.repository';
import { ApiError } from '../common/api-error';
import { TenantsRepository } from '../tenants/tenants.repository';
import { UsersRepository } from '../users/users.repository';
import { type Actor, actorOf, tenantScopeOf } from './actor';
import { LiveSessions } from '../live/live-sessions';
import { LoginThrottle } from './login-throttle';
import { PasswordCheck } from './password-check';

export interface ClientInfo {
  address: string;
  userAgent: string | null;
}

export interface SignedIn {
  user: SessionUser;
  token: string;
  expiresAt: Date;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly hasher: PasswordHasher,
    private readonly passwords: PasswordCheck,
    private readonly throttle: LoginThrottle,
    private readonly tenants: TenantsRepository,
    private readonly live: LiveSessions,
    private readonly audit: AuditRepository,
    private readonly clock: Clock,
  ) {}

  async login({ candidate_id: loginId, password }: LoginRequest, client: ClientInfo): Promise<SignedIn> {
    const user = await this.throttle.check({ address: client.address, loginId }, async () => {
      const found = await this.users.findByLoginId(loginId);
      if (!found) return this.hasher.verifyDecoy(password).then(() => null);
      return (await this.passwords.matches(found, password)) ? found : null;
    });
    if (!user) throw ApiError.unauthenticated(Texts.invalidCredentials);
    if (!user.isActive) throw ApiError.forbidden(Texts.accountSuspended);

    // The rest of the sign-in is the user's own: it runs in their tenant's scope.
    return inTenantScope(tenantScopeOf({ tenantId: user.tenantId }), async () => {
      const now = this.clock.date();
      const token = newSessionToken();
      const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
      const session = await this.sessions.create({
        tokenHash: hashSessionToken(token),
        userId: user.id,
        expiresAt,
        userAgent: client.userAgent?.slice(0, 500) ?? null,
        ipAddress: client.address,
      });
      await this.users.recordLogin(user.id, now);
      await this.passwords.hashIfFirstSignIn(user, password);
      await this.audit.record(actorOf(user, session.id), {
        action: 'auth.login',
        targetType: 'user',
        targetId: user.id,
        tenantId: user.tenantId,
        details: { role: user.role },
      });
      return { user: await this.describe(user), token, expiresAt };
    });
  }

  async me(actor: Actor): Promise<SessionUser> {
    const user = await this.users.findById(actor.userId);
    if (!user) throw ApiError.unauthenticated();
    return this.describe(user);
  }

  /** Revokes the token's session: it stops working on every replica at once. A dead token is ignored. */
  async logout(token: string | null): Promise<void> {
    if (!token) return;
    const now = this.clock.date();
    const live = await this.sessions.findLive(hashSessionToken(token), now);
    if (!live) return;
    await this.sessions.revoke(live.session.id, now);
    this.live.endSession(live.session.id);
    const { user, session } = live;
    await inTenantScope(tenantScopeOf({ tenantId: user.tenantId }), () =>
      this.audit.record(actorOf(user, session.id), {
        action: 'auth.logout',
        targetType: 'user',
        targetId: user.id,
        tenantId: user.tenantId,
        details: { role: user.role },
      }),
    );
  }

  private async describe(user: UserEntity): Promise<SessionUser> {
    const tenant = user.tenantId ? await this.tenants.findById(user.tenantId) : null;
    return toSessionUser(user, tenant?.name ?? null);
  }
}

export function toSessionUser(user: UserEntity, tenantName: string | null): SessionUser {
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return {
    id: user.id,
    candidate_id: user.loginId,
    role: user.role,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    name: fullName || user.loginId,
    tenant_id: user.tenantId,
    tenant_name: tenantName,
    staff_roles: user.role === 'admin' ? user.staffRoles : null,
    capabilities: user.role === 'admin' ? capabilitiesOf(user.staffRoles) : [],
    default_text_size: user.role === 'test_taker' ? user.defaultTextSize : null,
  };
}
