import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type CreateStaffBody,
  generatePassword,
  type StaffMember,
  StaffLimits,
  StaffTexts,
  type UpdateStaffBody,
} from '@cdi/contracts';
import { PasswordHasher, SecretBox } from '@cdi/credentials';
import { Clock, SessionsRepository, type Transaction, Transactions, violatedForeignKey } from '@cdi/db';
import { AuditRepository } from '../audit/audit.repository';
import { type Actor, tenantOf } from '../auth/actor';
import { ApiError } from '../common/api-error';
import { LiveSessions } from '../live/live-sessions';
import { runRefusingTakenLoginId } from '../users/login-id-race';
import { UsersRepository } from '../users/users.repository';
import { type StaffRow, StaffRepository } from './staff.repository';

function toStaffMember({ user, assignmentIds }: StaffRow): StaffMember {
  return {
    id: user.id,
    login_id: user.loginId,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    roles: user.staffRoles ?? [],
    assignment_ids: assignmentIds,
    is_active: user.isActive,
    created_at: user.createdAt.toISOString(),
    last_login: user.lastLogin?.toISOString() ?? null,
  };
}

/**
 * A centre's staff, managed by its owner and administrators (ADR 0014). Staff are users of the tenant
 * with the admin role, so sign-in, sessions, throttling and isolation treat them as the owner's login;
 * their roles decide what they may do (capabilitiesOf). The owner is no staff row and is never changed here.
 */
@Injectable()
export class StaffService {
  constructor(
    private readonly transactions: Transactions,
    private readonly staff: StaffRepository,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly hasher: PasswordHasher,
    private readonly secretBox: SecretBox,
    private readonly audit: AuditRepository,
    private readonly live: LiveSessions,
    private readonly clock: Clock,
  ) {}

  async list(actor: Actor): Promise<StaffMember[]> {
    return (await this.staff.list(tenantOf(actor))).map(toStaffMember);
  }

  /** Adds a member with an issued password, which only this answer carries. */
  async create(actor: Actor, body: CreateStaffBody): Promise<{ staff: StaffMember; password: string }> {
    const tenantId = tenantOf(actor);
    const password = generatePassword(randomInt, StaffLimits.issuedPasswordLength);
    const passwordHash = await this.hasher.hash(password);
    const staff = await this.inTransaction(async (manager) => {
      await this.refuseTaken(tenantId, body.login_id, body.email ?? null, undefined, manager);
      const user = await this.staff.insert(
        {
          tenantId,
          loginId: body.login_id,
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email ?? null,
          staffRoles: body.roles,
          passwordHash,
          issuedPasswordSealed: this.secretBox.seal(password),
        },
        manager,
      );
      await this.staff.setGivenAssignments(tenantId, user.id, body.assignment_ids ?? [], manager);
      await this.audit.record(
        actor,
        {
          action: 'staff.create',
          targetType: 'user',
          targetId: user.id,
          tenantId,
          details: { login_id: user.loginId, roles: body.roles },
        },
        manager,
      );
      return (await this.staff.one(tenantId, user.id, manager))!;
    });
    return { staff: toStaffMember(staff), password };
  }

  /** Changes a member; suspending them ends their sessions and cuts their sockets at once. */
  async update(actor: Actor, id: string, body: UpdateStaffBody): Promise<StaffMember> {
    const tenantId = tenantOf(actor);
    let suspended = false;
    const row = await this.inTransaction(async (manager) => {
      const current = await this.staff.one(tenantId, id, manager);
      if (!current) throw ApiError.notFound(StaffTexts.notFound);
      await this.refuseTaken(tenantId, body.login_id, body.email ?? null, id, manager);
      const columns = {
        ...(body.first_name !== undefined && { firstName: body.first_name }),
        ...(body.last_name !== undefined && { lastName: body.last_name }),
        ...(body.login_id !== undefined && { loginId: body.login_id }),
        ...(body.email !== undefined && { email: body.email }),
        ...(body.roles !== undefined && { staffRoles: body.roles }),
        ...(body.is_active !== undefined && { isActive: body.is_active }),
      };
      if (Object.keys(columns).length) await this.staff.updateWhere(tenantId, { id }, columns, manager);
      if (body.assignment_ids !== undefined) await this.staff.setGivenAssignments(tenantId, id, body.assignment_ids, manager);
      suspended = body.is_active === false && current.user.isActive;
      if (suspended) await this.sessions.revokeAllForUser(id, this.clock.date(), manager);
      const changed = Object.keys(body).filter((k) => body[k as keyof UpdateStaffBody] !== undefined);
      const action =
        changed.length === 1 && body.is_active !== undefined
          ? body.is_active
            ? 'staff.activate'
            : 'staff.suspend'
          : 'staff.update';
      await this.audit.record(
        actor,
        {
          action,
          targetType: 'user',
          targetId: id,
          tenantId,
          details: { login_id: current.user.loginId, changed, roles: body.roles },
        },
        manager,
      );
      return (await this.staff.one(tenantId, id, manager))!;
    });
    if (suspended) this.live.endUser(id);
    return toStaffMember(row);
  }

  /** Issues a new password (only this answer carries it) and signs the member out everywhere. */
  async resetPassword(actor: Actor, id: string): Promise<string> {
    const tenantId = tenantOf(actor);
    const password = generatePassword(randomInt, StaffLimits.issuedPasswordLength);
    const passwordHash = await this.hasher.hash(password);
    await this.transactions.run(async (manager) => {
      const current = await this.staff.one(tenantId, id, manager);
      if (!current) throw ApiError.notFound(StaffTexts.notFound);
      await this.users.updateCredentials(id, { passwordHash, issuedPasswordSealed: this.secretBox.seal(password) }, manager);
      await this.sessions.revokeAllForUser(id, this.clock.date(), manager);
      await this.audit.record(
        actor,
        {
          action: 'staff.password-reset',
          targetType: 'user',
          targetId: id,
          tenantId,
          details: { login_id: current.user.loginId },
        },
        manager,
      );
    });
    this.live.endUser(id);
    return password;
  }

  /** Deletes a member who has marked nothing (their marks are part of candidates' results); ends their sockets. */
  async remove(actor: Actor, id: string): Promise<void> {
    const tenantId = tenantOf(actor);
    try {
      await this.transactions.run(async (manager) => {
        const current = await this.staff.one(tenantId, id, manager);
        if (!current) throw ApiError.notFound(StaffTexts.notFound);
        await this.staff.remove(tenantId, id, manager);
        await this.audit.record(
          actor,
          { action: 'staff.delete', targetType: 'user', targetId: id, tenantId, details: { login_id: current.user.loginId } },
          manager,
        );
      });
    } catch (error) {
      // The one reference to a user that is not cascaded or cleared: a writing mark they gave.
      if (violatedForeignKey(error)) throw ApiError.conflict(StaffTexts.hasMarked);
      throw error;
    }
    this.live.endUser(id);
  }

  /** Login ids are unique across the platform, e-mails within the centre. */
  private async refuseTaken(
    tenantId: string,
    loginId: string | undefined,
    email: string | null,
    exceptId: string | undefined,
    manager: Transaction,
  ): Promise<void> {
    if (loginId !== undefined && (await this.users.isLoginIdTaken(loginId, exceptId, manager)))
      throw ApiError.conflict(StaffTexts.loginIdExists, 'login_id');
    if (email && (await this.users.isEmailTaken(tenantId, email, exceptId, manager)))
      throw ApiError.conflict(StaffTexts.loginIdExists, 'email');
  }

  private inTransaction<T>(work: (manager: Transaction) => Promise<T>): Promise<T> {
    return runRefusingTakenLoginId(this.transactions, { message: StaffTexts.loginIdExists, field: 'login_id' }, work);
  }
}
