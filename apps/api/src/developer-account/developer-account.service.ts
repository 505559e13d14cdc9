import { Injectable } from '@nestjs/common';
import { Texts, type UpdateLoginIdRequest, type UpdatePasswordRequest } from '@cdi/contracts';
import { Clock, SessionsRepository, type UserEntity, violatedUniqueConstraint } from '@cdi/db';
import { AuditRepository } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { LoginThrottle } from '../auth/login-throttle';
import { PasswordCheck } from '../auth/password-check';
import { ApiError } from '../common/api-error';
import { PasswordHasher } from '@cdi/credentials';
import { LiveSessions } from '../live/live-sessions';
import { UsersRepository } from '../users/users.repository';

/**
 * A developer changing their own login id or password; both need the current password, checked under
 * the sign-in throttle so these calls are no side door for guessing it.
 */
@Injectable()
export class DeveloperAccountService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditRepository,
    private readonly live: LiveSessions,
    private readonly throttle: LoginThrottle,
    private readonly passwords: PasswordCheck,
    private readonly clock: Clock,
  ) {}

  async changeLoginId(actor: Actor, input: UpdateLoginIdRequest, address: string): Promise<void> {
    const developer = await this.verifiedDeveloper(actor, input.current_password, address);
    if (await this.users.isLoginIdTaken(input.new_candidate_id, developer.id)) {
      throw ApiError.conflict(Texts.loginIdExists, 'new_candidate_id');
    }
    try {
      await this.users.updateCredentials(developer.id, { loginId: input.new_candidate_id });
    } catch (error) {
      if (violatedUniqueConstraint(error) !== null) throw ApiError.conflict(Texts.loginIdExists, 'new_candidate_id');
      throw error;
    }
    await this.audit.record(actor, {
      action: 'developer.login-id.change',
      targetType: 'user',
      targetId: developer.id,
      tenantId: null,
      details: { from: developer.loginId, to: input.new_candidate_id },
    });
  }

  /** A new password signs the developer out everywhere, this browser included. */
  async changePassword(actor: Actor, input: UpdatePasswordRequest, address: string): Promise<void> {
    const developer = await this.verifiedDeveloper(actor, input.current_password, address);
    await this.users.updateCredentials(developer.id, { passwordHash: await this.hasher.hash(input.new_password) });
    await this.sessions.revokeAllForUser(developer.id, this.clock.date());
    this.live.endUser(developer.id);
    await this.audit.record(actor, {
      action: 'developer.password.change',
      targetType: 'user',
      targetId: developer.id,
      tenantId: null,
    });
  }

  private async verifiedDeveloper(actor: Actor, currentPassword: string, address: string): Promise<UserEntity> {
    const developer = await this.users.findDeveloper(actor.userId);
    if (!developer) throw ApiError.forbidden();
    const verified = await this.throttle.check({ address, loginId: developer.loginId }, async () =>
      (await this.passwords.matches(developer, currentPassword)) ? developer : null,
    );
    // 400, not 401: a mistyped current password must not sign the developer out.
    if (!verified) throw ApiError.badRequest(Texts.currentPasswordWrong, 'current_password');
    return verified;
  }
}
