import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface ExamPartFigures {
  total: number;
  listening: number;
  reading: number;
  writing: number;
  completed: number;
  pending: number;
  failed: number;
  recent: number;
  hourly: number;
  previous_hour: number;
  audio: number;
  solution: number;
  images: number;
}

export interface UserFigures {
  total: number;
  admin: number;
  test_taker: number;
  developer: number;
  active: number;
}

export interface TenantFigures {
  total: number;
  active: number;
}

/**
 * The platform-wide counts behind the developer's system statistics. Developers work across
 * tenants, so these read every tenant's rows on purpose; nothing here is returned per tenant.
 */
@Injectable()
export class SystemStatsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Exam parts by section, processing status, upload time and files. Upload times are the
   * database's (created_at defaults to its now()), so the windows are measured against its clock too.
   */
  async examParts(recentMs: number, hourMs: number): Promise<ExamPartFigures> {
    const [row] = (await this.dataSource.query(
      `SELECT
         count(*)::int AS total,
         count(*) FILTER (WHERE section = 'listening')::int AS listening,
         count(*) FILTER (WHERE section = 'reading')::int AS reading,
         count(*) FILTER (WHERE section = 'writing')::int AS writing,
         count(*) FILTER (WHERE processing_status = 'completed')::int AS completed,
         count(*) FILTER (WHERE processing_status IN ('pending', 'processing'))::int AS pending,
         count(*) FILTER (WHERE processing_status = 'failed')::int AS failed,
         count(*) FILTER (WHERE created_at >= now() - make_interval(secs => $1))::int AS recent,
         count(*) FILTER (WHERE created_at >= now() - make_interval(secs => $2))::int AS hourly,
         count(*) FILTER (WHERE created_at >= now() - make_interval(secs => $2 * 2)
                            AND created_at < now() - make_interval(secs => $2))::int AS previous_hour,
         count(*) FILTER (WHERE jsonb_typeof(files -> 'audio') = 'object')::int AS audio,
         count(*) FILTER (WHERE jsonb_typeof(files -> 'solution') = 'object')::int AS solution,
         coalesce(sum(CASE WHEN jsonb_typeof(files -> 'images') = 'array'
                           THEN jsonb_array_length(files -> 'images') ELSE 0 END), 0)::int AS images
       FROM exam_parts`,
      [recentMs / 1000, hourMs / 1000],
    )) as [ExamPartFigures];
    return row;
  }

  /** Users by role, and those who signed in since `activeSince`. */
  async users(activeSince: Date): Promise<UserFigures> {
    const [row] = (await this.dataSource.query(
      `SELECT
         count(*)::int AS total,
         count(*) FILTER (WHERE role = 'admin')::int AS admin,
         count(*) FILTER (WHERE role = 'test_taker')::int AS test_taker,
         count(*) FILTER (WHERE role = 'developer')::int AS developer,
         count(*) FILTER (WHERE last_login >= $1)::int AS active
       FROM users`,
      [activeSince],
    )) as [UserFigures];
    return row;
  }

  /** Tenants, and those with at least one user who signed in since `activeSince`. */
  async tenants(activeSince: Date): Promise<TenantFigures> {
    const [row] = (await this.dataSource.query(
      `SELECT
         count(*)::int AS total,
         count(*) FILTER (WHERE EXISTS (
           SELECT 1 FROM users u WHERE u.tenant_id = t.id AND u.last_login >= $1
         ))::int AS active
       FROM tenants t`,
      [activeSince],
    )) as [TenantFigures];
    return row;
  }

  /** A round trip to Postgres through the api's pool, for the uptime checks. */
  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }
}
