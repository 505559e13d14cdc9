import { Injectable } from '@nestjs/common';
import type {
  ExamPart,
  FinalMarkRule,
  MarkingSettings,
  MarkStatus,
  SectionResultStatus,
  WritingMarkingRule,
} from '@cdi/contracts';
import { type ExamPartFiles, readMarkingSettings, STUDENT_SEARCH_TEXT, studentSearchPattern } from '@cdi/db';
import { DataSource, type EntityManager } from 'typeorm';

/** A closed writing section waiting for, or done with, its examiners. */
export interface ScriptRow {
  attempt_id: string;
  assignment_id: string;
  test_title: string;
  user_id: string;
  first_name: string;
  last_name: string;
  login_id: string;
  submitted_at: Date | null;
  writing_part_1_id: string | null;
  writing_part_2_id: string | null;
  /** The writing result row's status: 'marked' once its band is settled. */
  section_status: SectionResultStatus;
  /** The rule its band was settled under; null while it waits. */
  marking_rule: WritingMarkingRule | null;
  marking_tolerance: string | null;
  marking_final: FinalMarkRule | null;
}

export interface MarkRow {
  attempt_id: string;
  task: 1 | 2;
  marker_id: string;
  marker_name: string;
  ta: number | null;
  cc: number | null;
  lr: number | null;
  gra: number | null;
  comment: string;
  status: MarkStatus;
  updated_at: Date;
  submitted_at: Date | null;
}

export interface WritingPartRow {
  id: string;
  exam_data: ExamPart | null;
  files: ExamPartFiles;
}

export interface MarkWrite {
  criteria: { ta: number | null; cc: number | null; lr: number | null; gra: number | null };
  comment: string;
  status: MarkStatus;
}

const SCRIPT_COLUMNS = `
  r.attempt_id, at.assignment_id, t.title AS test_title, u.id AS user_id, u.first_name, u.last_name, u.login_id,
  r.closed_at AS submitted_at, t.writing_part_1_id, t.writing_part_2_id, r.status AS section_status, r.marking_rule,
  r.marking_tolerance, r.marking_final`;
const SCRIPT_FROM = `
  FROM section_results r
  JOIN attempts at ON at.id = r.attempt_id AND at.tenant_id = r.tenant_id
  JOIN users u ON u.id = at.user_id AND u.tenant_id = at.tenant_id
  JOIN assignments a ON a.id = at.assignment_id AND a.tenant_id = at.tenant_id
  JOIN tests t ON t.id = a.test_id AND t.tenant_id = a.tenant_id`;
/** Only tests with a writing task have scripts. */
const HAS_WRITING = `(t.writing_part_1_id IS NOT NULL OR t.writing_part_2_id IS NOT NULL)`;
const numeric = (v: string | null) => (v === null ? null : Number(v));

/** Writing scripts and examiners' marks of a tenant. Every query is scoped to the tenant. */
@Injectable()
export class MarkingRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Writing sections marked by examiners (not pending, with a task of the test), oldest submission first. */
  scripts(tenantId: string, filter: { assignmentId?: string; q?: string }): Promise<ScriptRow[]> {
    const params: unknown[] = [tenantId];
    const where = [`r.tenant_id = $1`, `r.section = 'writing'`, `r.status <> 'pending'`, HAS_WRITING];
    if (filter.assignmentId) {
      params.push(filter.assignmentId);
      where.push(`at.assignment_id = $${params.length}`);
    }
    if (filter.q) {
      params.push(studentSearchPattern(filter.q));
      where.push(`${STUDENT_SEARCH_TEXT} LIKE $${params.length}`);
    }
    return this.dataSource.query(
      `SELECT ${SCRIPT_COLUMNS} ${SCRIPT_FROM} WHERE ${where.join(' AND ')} ORDER BY r.closed_at, u.last_name LIMIT 1000`,
      params,
    );
  }

  async script(tenantId: string, attemptId: string): Promise<ScriptRow | null> {
    const [row] = (await this.dataSource.query(
      `SELECT ${SCRIPT_COLUMNS} ${SCRIPT_FROM}
        WHERE r.tenant_id = $1 AND r.attempt_id = $2 AND r.section = 'writing' AND r.status <> 'pending' AND ${HAS_WRITING}`,
      [tenantId, attemptId],
    )) as ScriptRow[];
    return row ?? null;
  }

  /** The writing answers of the scripts ('task1', 'task2'). */
  async responses(tenantId: string, attemptIds: string[]): Promise<Map<string, Record<string, string>>> {
    const rows: { attempt_id: string; question: string; value: string }[] = attemptIds.length
      ? await this.dataSource.query(
          `SELECT attempt_id, question, value FROM answers WHERE tenant_id = $1 AND attempt_id = ANY($2::uuid[]) AND section = 'writing'`,
          [tenantId, attemptIds],
        )
      : [];
    const byAttempt = new Map<string, Record<string, string>>();
    for (const row of rows) byAttempt.set(row.attempt_id, { ...byAttempt.get(row.attempt_id), [row.question]: row.value });
    return byAttempt;
  }

  /** Every mark of the scripts, in submission order (drafts last). */
  async marks(tenantId: string, attemptIds: string[], manager?: EntityManager): Promise<MarkRow[]> {
    if (attemptIds.length === 0) return [];
    const rows: (Omit<MarkRow, 'ta' | 'cc' | 'lr' | 'gra'> & Record<'ta' | 'cc' | 'lr' | 'gra', string | null>)[] = await (
      manager ?? this.dataSource.manager
    ).query(
      `SELECT m.attempt_id, m.task, m.marker_id, trim(u.first_name || ' ' || u.last_name) AS marker_name,
              m.ta, m.cc, m.lr, m.gra, m.comment, m.status, m.updated_at, m.submitted_at
         FROM writing_marks m JOIN users u ON u.id = m.marker_id
        WHERE m.tenant_id = $1 AND m.attempt_id = ANY($2::uuid[])
        ORDER BY m.submitted_at NULLS LAST, m.created_at`,
      [tenantId, attemptIds],
    );
    return rows.map((r) => ({
      ...r,
      task: Number(r.task) as 1 | 2,
      ta: numeric(r.ta),
      cc: numeric(r.cc),
      lr: numeric(r.lr),
      gra: numeric(r.gra),
    }));
  }

  /** The writing parts' content (prompt, chart) by id. */
  async writingParts(tenantId: string, partIds: string[]): Promise<Map<string, WritingPartRow>> {
    if (partIds.length === 0) return new Map();
    const rows: WritingPartRow[] = await this.dataSource.query(
      `SELECT id, exam_data, files FROM exam_parts WHERE tenant_id = $1 AND id = ANY($2::uuid[])`,
      [tenantId, partIds],
    );
    return new Map(rows.map((r) => [r.id, r]));
  }

  async saveMark(
    tenantId: string,
    attemptId: string,
    task: 1 | 2,
    markerId: string,
    mark: MarkWrite,
    now: Date,
    manager: EntityManager,
  ): Promise<void> {
    const { ta, cc, lr, gra } = mark.criteria;
    await manager.query(
      `INSERT INTO writing_marks (tenant_id, attempt_id, task, marker_id, ta, cc, lr, gra, comment, status, created_at, updated_at, submitted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, CASE WHEN $10 = 'submitted' THEN $11::timestamptz END)
       ON CONFLICT (attempt_id, task, marker_id) DO UPDATE
          SET ta = $5, cc = $6, lr = $7, gra = $8, comment = $9, status = $10, updated_at = $11,
              submitted_at = CASE WHEN $10 = 'submitted' THEN $11::timestamptz END`,
      [tenantId, attemptId, task, markerId, ta, cc, lr, gra, mark.comment, mark.status, now],
    );
  }

  settings(tenantId: string): Promise<MarkingSettings> {
    return readMarkingSettings(this.dataSource, tenantId);
  }

  async saveSettings(tenantId: string, settings: MarkingSettings, now: Date): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO marking_settings (tenant_id, second_marking, tolerance, final_rule, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (tenant_id) DO UPDATE SET second_marking = $2, tolerance = $3, final_rule = $4, updated_at = $5`,
      [tenantId, settings.second_marking, settings.tolerance, settings.final_rule, now],
    );
  }
}
