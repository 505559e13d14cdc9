import { DEFAULT_TENANT_SETTINGS, SESSION_TOUCH_INTERVAL_MS } from '@cdi/contracts';
import { type DataSource, type EntityManager, IsNull } from 'typeorm';
import { SessionEntity } from '../entities/session.entity';
import { UserEntity } from '../entities/user.entity';
import { entityFromRow, poolOf, selectColumns } from '../raw-rows';
import { acrossTenants } from '../tenant-isolation';

export interface NewSession {
  tokenHash: string;
  userId: string;
  expiresAt: Date;
  userAgent: string | null;
  ipAddress: string | null;
}

export interface LiveSession {
  session: SessionEntity;
  user: UserEntity;
  /** The idle timeout of the user's tenant's admin sessions, in minutes (the default when it saved none). */
  adminIdleMinutes: number;
}

/** Sessions are looked up by the hash of their token; revoking one makes its token useless at once. */
export class SessionsRepository {
  private liveSessionSql: string | undefined;

  constructor(private readonly dataSource: DataSource) {}

  async create(input: NewSession): Promise<SessionEntity> {
    const repo = this.dataSource.getRepository(SessionEntity);
    return repo.save(repo.create({ ...input, revokedAt: null }));
  }

  /**
   * The session and its user, if the token is current: not revoked, not expired, user active. Every
   * authenticated request and socket asks this, so it is one plain query (see raw-rows).
   */
  async findLive(tokenHash: string, now: Date): Promise<LiveSession | null> {
    this.liveSessionSql ??= `SELECT ${selectColumns(this.dataSource, SessionEntity, 's', 's_')},
            ${selectColumns(this.dataSource, UserEntity, 'u', 'u_')},
            ts.session_timeout_minutes AS admin_idle_minutes
       FROM sessions s JOIN users u ON u.id = s.user_id
       LEFT JOIN tenant_settings ts ON ts.tenant_id = u.tenant_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND u.is_active`;
    // Across tenants: the token is what tells whose session it is. Named: each connection plans it once.
    const { rows } = await acrossTenants(() =>
      poolOf(this.dataSource).query<Record<string, unknown>>({
        name: 'live-session',
        text: this.liveSessionSql!,
        values: [tokenHash, now],
      }),
    );
    const row = rows[0];
    if (!row) return null;
    return {
      session: entityFromRow(this.dataSource, SessionEntity, row, 's_'),
      user: entityFromRow(this.dataSource, UserEntity, row, 'u_'),
      adminIdleMinutes: (row.admin_idle_minutes as number | null) ?? DEFAULT_TENANT_SETTINGS.session_timeout_minutes,
    };
  }

  /**
   * Whether a token findLive refused belongs to a suspended user (suspension revokes their sessions):
   * the refusal then says the account is suspended rather than that the session expired.
   */
  async isSuspendedUsersToken(tokenHash: string): Promise<boolean> {
    const { rows } = await acrossTenants(() =>
      poolOf(this.dataSource).query(
        `SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1 AND NOT u.is_active`,
        [tokenHash],
      ),
    );
    return rows.length > 0;
  }

  /**
   * Marks the session as used now, writing only when the stored time is over SESSION_TOUCH_INTERVAL_MS
   * old, so a busy admin costs one small write a minute, not one per request.
   */
  async touch(session: SessionEntity, now: Date): Promise<void> {
    if (now.getTime() - session.lastSeenAt.getTime() < SESSION_TOUCH_INTERVAL_MS) return;
    await poolOf(this.dataSource).query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1 AND last_seen_at < $2', [
      session.id,
      now,
    ]);
  }

  async revoke(sessionId: string, now: Date): Promise<void> {
    await this.dataSource.getRepository(SessionEntity).update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: now });
  }

  /** Signs a user out everywhere (password changed, account suspended). */
  async revokeAllForUser(userId: string, now: Date, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager)
      .createQueryBuilder()
      .update(SessionEntity)
      .set({ revokedAt: now })
      .where('user_id = :userId AND revoked_at IS NULL', { userId })
      .execute();
  }

  /** Deletes sessions that expired or were revoked before the cutoff; returns how many. */
  async purgeEndedBefore(cutoff: Date): Promise<number> {
    const result = await this.dataSource
      .createQueryBuilder()
      .delete()
      .from(SessionEntity)
      .where('expires_at < :cutoff OR revoked_at < :cutoff', { cutoff })
      .execute();
    return result.affected ?? 0;
  }
}
