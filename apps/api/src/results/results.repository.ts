import { Injectable } from '@nestjs/common';
import type { BandTables, ExamSection, MarkedQuestion, ReadingModule, ReleaseMode, SectionResultStatus } from '@cdi/contracts';
import { TEST_SLOTS } from '@cdi/db';
import { DataSource } from 'typeorm';

export interface StoredSectionResult {
  section: ExamSection;
  status: SectionResultStatus;
  raw_score: number | null;
  max_score: number | null;
  band: number | null;
  questions: MarkedQuestion[];
}

/** One sitting (or a candidate who has not begun one) with its test and its sections' marking. */
export interface SittingRow {
  user_id: string;
  release_mode: ReleaseMode;
  first_name: string;
  last_name: string;
  login_id: string;
  attempt_id: string | null;
  attempt_status: 'not_started' | 'in_progress' | 'completed' | null;
  completed_at: Date | null;
  released_at: Date | null;
  /** The Speaking band the centre recorded, its examiner's name and when; all null while not recorded. */
  speaking_band: number | null;
  speaking_examiner_name: string | null;
  speaking_recorded_at: Date | null;
  assignment_id: string;
  test_id: string;
  test_title: string;
  /** The sections the test holds parts for, in section order. */
  test_sections: ExamSection[];
  results: StoredSectionResult[];
}

export interface AssignmentHead {
  id: string;
  test_id: string;
  test_title: string;
  reading_module: ReadingModule;
  group_name: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** Who an assignment is for, as its results and item analysis name it: the group, else the student. */
export function assignmentTarget(head: Pick<AssignmentHead, 'group_name' | 'first_name' | 'last_name'>): string {
  return head.group_name ?? `${head.first_name ?? ''} ${head.last_name ?? ''}`.trim();
}

/** The sections the test holds parts for, in section order (TEST_SLOTS runs in it). */
const TEST_SECTIONS = `ARRAY(SELECT s.section FROM (VALUES ${TEST_SLOTS.map(
  (s, i) => `(${i}, '${s.section}', t.${s.column})`,
).join(', ')}) AS s(i, section, part_id) WHERE s.part_id IS NOT NULL GROUP BY s.section ORDER BY min(s.i))`;

const SITTING_COLUMNS = `
  u.id AS user_id, u.first_name, u.last_name, u.login_id,
  at.id AS attempt_id, at.status AS attempt_status, at.completed_at, at.released_at,
  at.speaking_band::float8 AS speaking_band, at.speaking_examiner_name, at.speaking_recorded_at,
  a.id AS assignment_id, a.release_mode, t.id AS test_id, t.title AS test_title,
  ${TEST_SECTIONS} AS test_sections,
  coalesce((SELECT json_agg(json_build_object('section', r.section, 'status', r.status, 'raw_score', r.raw_score,
                    'max_score', r.max_score, 'band', r.band::float8, 'questions', r.questions))
              FROM section_results r WHERE r.attempt_id = at.id AND r.tenant_id = at.tenant_id), '[]'::json) AS results`;

/** Reads results for a centre and its candidates. Every query is scoped to the tenant. */
@Injectable()
export class ResultsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async assignment(tenantId: string, assignmentId: string): Promise<AssignmentHead | null> {
    const [row] = (await this.dataSource.query(
      `SELECT a.id, t.id AS test_id, t.title AS test_title, t.reading_module, g.name AS group_name, u.first_name, u.last_name
         FROM assignments a
         JOIN tests t ON t.id = a.test_id AND t.tenant_id = a.tenant_id
         LEFT JOIN groups g ON g.id = a.group_id AND g.tenant_id = a.tenant_id
         LEFT JOIN users u ON u.id = a.user_id AND u.tenant_id = a.tenant_id
        WHERE a.tenant_id = $1 AND a.id = $2`,
      [tenantId, assignmentId],
    )) as AssignmentHead[];
    return row ?? null;
  }

  /** Everyone the assignment concerns (the group's members or the student, and anyone who sat it), by name. */
  sittingsOfAssignment(tenantId: string, assignmentId: string): Promise<SittingRow[]> {
    return this.dataSource.query(
      `WITH candidates AS (
         SELECT m.user_id FROM assignments a JOIN group_members m ON m.group_id = a.group_id AND m.tenant_id = a.tenant_id
          WHERE a.tenant_id = $1 AND a.id = $2
         UNION SELECT a.user_id FROM assignments a WHERE a.tenant_id = $1 AND a.id = $2 AND a.user_id IS NOT NULL
         UNION SELECT x.user_id FROM attempts x WHERE x.tenant_id = $1 AND x.assignment_id = $2
       )
       SELECT ${SITTING_COLUMNS}
         FROM candidates c
         JOIN users u ON u.id = c.user_id AND u.tenant_id = $1 AND u.role = 'test_taker'
         JOIN assignments a ON a.id = $2 AND a.tenant_id = $1
         JOIN tests t ON t.id = a.test_id AND t.tenant_id = a.tenant_id
         LEFT JOIN attempts at ON at.assignment_id = a.id AND at.user_id = u.id AND at.tenant_id = $1
        ORDER BY u.last_name, u.first_name, u.login_id`,
      [tenantId, assignmentId],
    );
  }

  async sitting(tenantId: string, attemptId: string): Promise<SittingRow | null> {
    const [row] = (await this.dataSource.query(
      `SELECT ${SITTING_COLUMNS}
         FROM attempts at
         JOIN users u ON u.id = at.user_id AND u.tenant_id = at.tenant_id
         JOIN assignments a ON a.id = at.assignment_id AND a.tenant_id = at.tenant_id
         JOIN tests t ON t.id = a.test_id AND t.tenant_id = a.tenant_id
        WHERE at.tenant_id = $1 AND at.id = $2`,
      [tenantId, attemptId],
    )) as SittingRow[];
    return row ?? null;
  }

  /** A candidate's completed sittings, newest first. */
  completedSittingsOf(tenantId: string, userId: string): Promise<SittingRow[]> {
    return this.dataSource.query(
      `SELECT ${SITTING_COLUMNS}
         FROM attempts at
         JOIN users u ON u.id = at.user_id AND u.tenant_id = at.tenant_id
         JOIN assignments a ON a.id = at.assignment_id AND a.tenant_id = at.tenant_id
         JOIN tests t ON t.id = a.test_id AND t.tenant_id = a.tenant_id
        WHERE at.tenant_id = $1 AND at.user_id = $2 AND at.status = 'completed'
        ORDER BY at.completed_at DESC`,
      [tenantId, userId],
    );
  }

  /** Releases the given sittings that are not released yet; returns how many were. */
  async release(tenantId: string, attemptIds: string[], by: string, at: Date): Promise<number> {
    if (attemptIds.length === 0) return 0;
    // TypeORM answers an UPDATE with [returned rows, affected count].
    const [, affected] = (await this.dataSource.query(
      `UPDATE attempts SET released_at = $3, released_by = $4
        WHERE tenant_id = $1 AND id = ANY($2::uuid[]) AND released_at IS NULL`,
      [tenantId, attemptIds, at, by],
    )) as [unknown[], number];
    return affected;
  }

  /** The name a user's work is signed with (as writing marks name their examiner): first and last name, else the login ID. */
  async displayName(tenantId: string, userId: string): Promise<string | null> {
    const [row] = (await this.dataSource.query(
      `SELECT coalesce(nullif(trim(first_name || ' ' || last_name), ''), login_id) AS name
         FROM users WHERE tenant_id = $1 AND id = $2`,
      [tenantId, userId],
    )) as { name: string }[];
    return row?.name ?? null;
  }

  /** Records the sitting's Speaking band with its examiner and date, or clears all of them (null). */
  async recordSpeaking(
    tenantId: string,
    attemptId: string,
    speaking: { band: number; examinerId: string; examinerName: string; at: Date } | null,
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE attempts SET speaking_band = $3, speaking_examiner_id = $4, speaking_examiner_name = $5, speaking_recorded_at = $6
        WHERE tenant_id = $1 AND id = $2`,
      [
        tenantId,
        attemptId,
        speaking?.band ?? null,
        speaking?.examinerId ?? null,
        speaking?.examinerName ?? null,
        speaking?.at ?? null,
      ],
    );
  }

  /** Sets the sections back to pending before they are marked again, so nobody reads a stale mark as current. */
  async markPending(tenantId: string, sections: { attemptId: string; section: ExamSection }[]): Promise<void> {
    if (sections.length === 0) return;
    await this.dataSource.query(
      `UPDATE section_results r SET status = 'pending'
         FROM unnest($2::uuid[], $3::text[]) AS s(attempt_id, section)
        WHERE r.tenant_id = $1 AND r.attempt_id = s.attempt_id AND r.section = s.section`,
      [tenantId, sections.map((s) => s.attemptId), sections.map((s) => s.section)],
    );
  }

  async testBandTables(
    tenantId: string,
    testId: string,
  ): Promise<{ reading_module: ReadingModule; band_tables: Omit<BandTables, 'reading_module'> | null } | null> {
    const [row] = (await this.dataSource.query(`SELECT reading_module, band_tables FROM tests WHERE tenant_id = $1 AND id = $2`, [
      tenantId,
      testId,
    ])) as { reading_module: ReadingModule; band_tables: Omit<BandTables, 'reading_module'> | null }[];
    return row ?? null;
  }

  async saveBandTables(
    tenantId: string,
    testId: string,
    readingModule: ReadingModule,
    tables: Omit<BandTables, 'reading_module'> | null,
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE tests SET reading_module = $3, band_tables = $4::jsonb WHERE tenant_id = $1 AND id = $2`,
      [tenantId, testId, readingModule, tables === null ? null : JSON.stringify(tables)],
    );
  }

  /**
   * The Listening and Reading sections marked for the sittings of an assignment or of any assignment
   * of a test, each saying whether its sitting's results are released.
   */
  async keyMarkedSections(
    tenantId: string,
    of: { assignmentId: string } | { testId: string },
  ): Promise<{ attemptId: string; section: ExamSection; released: boolean }[]> {
    const [column, id] = 'assignmentId' in of ? ['a.id', of.assignmentId] : ['a.test_id', of.testId];
    const rows: { attempt_id: string; section: ExamSection; released: boolean }[] = await this.dataSource.query(
      `SELECT r.attempt_id, r.section, at.released_at IS NOT NULL AS released FROM section_results r
         JOIN attempts at ON at.id = r.attempt_id AND at.tenant_id = r.tenant_id
         JOIN assignments a ON a.id = at.assignment_id AND a.tenant_id = at.tenant_id
        WHERE r.tenant_id = $1 AND ${column} = $2 AND r.section IN ('listening', 'reading')`,
      [tenantId, id],
    );
    return rows.map((r) => ({ attemptId: r.attempt_id, section: r.section, released: r.released }));
  }
}
