import { Injectable } from '@nestjs/common';
import type { AssignmentCandidate, CandidateArrangementsRequest } from '@cdi/contracts';
import { DataSource, type EntityManager } from 'typeorm';

interface CandidateRow {
  user_id: string;
  first_name: string;
  last_name: string;
  login_id: string;
  profile_percent: number;
  profile_minutes: number;
  has_own: boolean;
  opens_at: Date | null;
  closes_at: Date | null;
  extra_time_percent: number | null;
  extra_time_minutes: number | null;
  attempt_status: AssignmentCandidate['attempt_status'];
}

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

function toCandidate(row: CandidateRow): AssignmentCandidate {
  return {
    user_id: row.user_id,
    name: `${row.first_name} ${row.last_name}`.trim() || row.login_id,
    candidate_id: row.login_id,
    profile: { extra_time_percent: row.profile_percent, extra_time_minutes: row.profile_minutes },
    own: row.has_own
      ? {
          opens_at: iso(row.opens_at),
          closes_at: iso(row.closes_at),
          extra_time_percent: row.extra_time_percent,
          extra_time_minutes: row.extra_time_minutes,
        }
      : null,
    attempt_status: row.attempt_status,
  };
}

/** The candidates of an assignment and their arrangements for it. Every query is scoped to the tenant. */
@Injectable()
export class AssignmentArrangementsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Everyone the assignment is for (its group's members or its student, and anyone who opened it), by name; one of them with `userId`. */
  async candidates(
    tenantId: string,
    assignmentId: string,
    userId?: string,
    manager?: EntityManager,
  ): Promise<AssignmentCandidate[]> {
    const rows = (await (manager ?? this.dataSource.manager).query(
      `WITH candidates AS (
         SELECT m.user_id FROM assignments a JOIN group_members m ON m.group_id = a.group_id AND m.tenant_id = a.tenant_id
          WHERE a.tenant_id = $1 AND a.id = $2
         UNION SELECT a.user_id FROM assignments a WHERE a.tenant_id = $1 AND a.id = $2 AND a.user_id IS NOT NULL
         UNION SELECT x.user_id FROM attempts x WHERE x.tenant_id = $1 AND x.assignment_id = $2
       )
       SELECT u.id AS user_id, u.first_name, u.last_name, u.login_id,
              u.extra_time_percent AS profile_percent, u.extra_time_minutes AS profile_minutes,
              r.user_id IS NOT NULL AS has_own, r.opens_at, r.closes_at, r.extra_time_percent, r.extra_time_minutes,
              at.status AS attempt_status
         FROM candidates c
         JOIN users u ON u.id = c.user_id AND u.tenant_id = $1 AND u.role = 'test_taker'
         LEFT JOIN assignment_arrangements r ON r.assignment_id = $2 AND r.user_id = u.id AND r.tenant_id = $1
         LEFT JOIN attempts at ON at.assignment_id = $2 AND at.user_id = u.id AND at.tenant_id = $1
        WHERE $3::uuid IS NULL OR u.id = $3
        ORDER BY u.last_name, u.first_name, u.login_id`,
      [tenantId, assignmentId, userId ?? null],
    )) as CandidateRow[];
    return rows.map(toCandidate);
  }

  async save(
    tenantId: string,
    assignmentId: string,
    userId: string,
    arrangements: Required<{ [K in keyof CandidateArrangementsRequest]: NonNullable<CandidateArrangementsRequest[K]> | null }>,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO assignment_arrangements (tenant_id, assignment_id, user_id, opens_at, closes_at, extra_time_percent, extra_time_minutes)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (assignment_id, user_id) DO UPDATE
         SET opens_at = EXCLUDED.opens_at, closes_at = EXCLUDED.closes_at, extra_time_percent = EXCLUDED.extra_time_percent,
             extra_time_minutes = EXCLUDED.extra_time_minutes, updated_at = now()`,
      [
        tenantId,
        assignmentId,
        userId,
        arrangements.opens_at,
        arrangements.closes_at,
        arrangements.extra_time_percent,
        arrangements.extra_time_minutes,
      ],
    );
  }

  async clear(tenantId: string, assignmentId: string, userId: string, manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM assignment_arrangements WHERE tenant_id = $1 AND assignment_id = $2 AND user_id = $3`, [
      tenantId,
      assignmentId,
      userId,
    ]);
  }
}
