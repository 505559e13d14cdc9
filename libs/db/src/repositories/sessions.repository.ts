import { DEFAULT_TENANT_SETTINGS, SESSION_TOUCH_INTERVAL_MS } from '@cdi/contracts';
import type { DataSource, EntityManager } from 'typeorm';
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

/**
 * Sessions are looked up by the hash of their token; revoking one makes its token useless at once.
 * The application's login has no access to the table: each call goes through one of the database
 * functions of migration AppLoginBoundary (ADR 0010), so no query can list the sessions.
 */
export class SessionsRepository {
  private liveSessionSql: string | undefined;

  constructor(private readonly dataSource: DataSource) {}

  async create(input: NewSession): Promise<SessionEntity> {
    const rows = (await this.dataSource.query(`SELECT * FROM session_create($1, $2, $3, $4, $5)`, [
      input.tokenHash,
      input.userId,
      input.expiresAt,
      input.userAgent,
      input.ipAddress,
    ])) as Record<string, unknown>[];
    return entityFromRow(this.dataSource, SessionEntity, rows[0]!, '');
  }

  /**
   * The session and its user, if the token is current: not revoked, not expired, user active. Every
   * authenticated request and socket asks this, so it is one plain query (see raw-rows).
   */
  async findLive(tokenHash: string, now: Date): Promise<LiveSession | null> {
    this.liveSessionSql ??= `SELECT ${selectColumns(this.dataSource, SessionEntity, 's', 's_')},
            ${selectColumns(this.dataSource, UserEntity, 'u', 'u_')},
            ts.session_timeout_minutes AS admin_idle_minutes
       FROM session_live($1, $2) s JOIN users u ON u.id = s.user_id
       LEFT JOIN tenant_settings ts ON ts.tenant_id = u.tenant_id
      WHERE u.is_active`;
    // Across tenants: the token is what tells whose session it is (its user and their tenant's
    // settings are read in the platform's scope). Named: each connection plans it once.
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
    const { rows } = await poolOf(this.dataSource).query<{ suspended: boolean }>(
      'SELECT session_of_suspended_user($1) AS suspended',
      [tokenHash],
    );
    return rows[0]?.suspended === true;
  }

  /**
   * Marks the session as used now, writing only when the stored time is over SESSION_TOUCH_INTERVAL_MS
   * old, so a busy admin costs one small write a minute, not one per request.
   */
  async touch(session: SessionEntity, now: Date): Promise<void> {
    if (now.getTime() - session.lastSeenAt.getTime() < SESSION_TOUCH_INTERVAL_MS) return;
    await poolOf(this.dataSource).query('SELECT session_touch($1, $2)', [session.id, now]);
  }

  async revoke(sessionId: string, now: Date): Promise<void> {
    await this.dataSource.query('SELECT session_revoke($1, $2)', [sessionId, now]);
  }

  /** Signs a user out everywhere (password changed, account suspended): a user the caller's scope shows. */
  async revokeAllForUser(userId: string, now: Date, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).query('SELECT sessions_revoke_for_user($1, $2)', [userId, now]);
  }

  /** Deletes sessions that expired or were revoked before the cutoff; returns how many. Platform's scope only. */
  async purgeEndedBefore(cutoff: Date): Promise<number> {
    const [row] = (await this.dataSource.query('SELECT sessions_purge_ended_before($1) AS purged', [cutoff])) as {
      purged: number;
    }[];
    return row!.purged;
  }
}
