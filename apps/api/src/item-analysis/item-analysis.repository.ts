import { Injectable } from '@nestjs/common';
import type { ItemSection, MarkedQuestion } from '@cdi/contracts';
import { DataSource } from 'typeorm';

/** One marked Listening or Reading section of an assignment's sitting. */
export interface MarkedSectionRow {
  attempt_id: string;
  section: ItemSection;
  raw_score: number;
  questions: MarkedQuestion[];
  released: boolean;
}

export interface ItemAnalysisListRow {
  assignment_id: string;
  test_title: string;
  group_name: string | null;
  first_name: string | null;
  last_name: string | null;
  sittings: number;
  released: number;
  last_marked_at: Date | null;
}

/** Reads marked sections for item analysis and records accepted answers. Every query is scoped to the tenant. */
@Injectable()
export class ItemAnalysisRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Assignments with a marked Listening or Reading section, most recently marked first. */
  assignments(tenantId: string): Promise<ItemAnalysisListRow[]> {
    return this.dataSource.query(
      `SELECT a.id AS assignment_id, t.title AS test_title, g.name AS group_name, u.first_name, u.last_name,
              count(DISTINCT at.id)::int AS sittings,
              count(DISTINCT at.id) FILTER (WHERE at.released_at IS NOT NULL)::int AS released,
              max(r.marked_at) AS last_marked_at
         FROM section_results r
         JOIN attempts at ON at.id = r.attempt_id AND at.tenant_id = r.tenant_id
         JOIN assignments a ON a.id = at.assignment_id AND a.tenant_id = at.tenant_id
         JOIN tests t ON t.id = a.test_id AND t.tenant_id = a.tenant_id
         LEFT JOIN groups g ON g.id = a.group_id AND g.tenant_id = a.tenant_id
         LEFT JOIN users u ON u.id = a.user_id AND u.tenant_id = a.tenant_id
        WHERE r.tenant_id = $1 AND r.status = 'marked' AND r.section IN ('listening', 'reading') AND r.max_score > 0
        GROUP BY a.id, t.title, g.name, u.first_name, u.last_name
        ORDER BY max(r.marked_at) DESC, t.title`,
      [tenantId],
    );
  }

  /** The assignment's marked Listening and Reading sections with their questions (a section the test lacks has none). */
  markedSections(tenantId: string, assignmentId: string): Promise<MarkedSectionRow[]> {
    return this.dataSource.query(
      `SELECT r.attempt_id, r.section, r.raw_score, r.questions, at.released_at IS NOT NULL AS released
         FROM section_results r
         JOIN attempts at ON at.id = r.attempt_id AND at.tenant_id = r.tenant_id
        WHERE r.tenant_id = $1 AND at.assignment_id = $2 AND r.status = 'marked'
          AND r.section IN ('listening', 'reading') AND r.max_score > 0
        ORDER BY r.attempt_id, r.section`,
      [tenantId, assignmentId],
    );
  }

  /** Records an accepted answer; false when the same answer was already accepted for the question. */
  async accept(
    tenantId: string,
    assignmentId: string,
    entry: { section: ItemSection; question: string; answer: string },
    acceptedBy: string,
  ): Promise<boolean> {
    const inserted = (await this.dataSource.query(
      `INSERT INTO accepted_answers (tenant_id, assignment_id, section, question, answer, accepted_by)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT DO NOTHING RETURNING 1`,
      [tenantId, assignmentId, entry.section, entry.question, entry.answer, acceptedBy],
    )) as unknown[];
    return inserted.length > 0;
  }
}
