import { type DataSource, type EntityManager, IsNull } from 'typeorm';
import { SessionEntity } from '../entities/session.entity';
import { UserEntity } from '../entities/user.entity';

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
}

/** Sessions are looked up by the hash of their token; revoking one makes its token useless at once. */
export class SessionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async create(input: NewSession): Promise<SessionEntity> {
    const repo = this.dataSource.getRepository(SessionEntity);
    return repo.save(repo.create({ ...input, revokedAt: null }));
  }

  /** The session and its user, if the token is current: not revoked, not expired, user active. */
  async findLive(tokenHash: string, now: Date): Promise<LiveSession | null> {
    const row = await this.dataSource
      .getRepository(SessionEntity)
      .createQueryBuilder('s')
      .innerJoinAndMapOne('s.user', UserEntity, 'u', 'u.id = s.user_id')
      .where('s.token_hash = :tokenHash', { tokenHash })
      .andWhere('s.revoked_at IS NULL')
      .andWhere('s.expires_at > :now', { now })
      .andWhere('u.is_active')
      .getOne();
    if (!row) return null;
    const { user, ...session } = row as SessionEntity & { user: UserEntity };
    return { session: session as SessionEntity, user };
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
