import { Injectable } from '@nestjs/common';
import type { ExamSection, ExamTextSize, MarkedQuestion, SectionResultStatus, StudentListQuery } from '@cdi/contracts';
import {
  GroupEntity,
  STUDENT_SEARCH_TEXT,
  studentSearchPattern,
  TenantScopedRepository,
  type Transaction,
  UserEntity,
} from '@cdi/db';
import { DataSource, type EntityManager } from 'typeorm';
import type { NumberedPart } from '@cdi/exam-core';

/** A student with what the list and profile show beside the user row. */
export interface StudentRow {
  id: string;
  login_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  is_active: boolean;
  created_at: Date;
  last_login: Date | null;
  role: string;
  exams_taken: number;
  group_name: string | null;
  extra_time_percent: number;
  extra_time_minutes: number;
  default_text_size: ExamTextSize | null;
}

export interface CompletedSectionRow {
  attempt_id: string;
  section: ExamSection;
  completed_at: Date | null;
  test_title: string;
  part_ids: (string | null)[];
  released: boolean;
  result_status: SectionResultStatus;
  raw_score: number | null;
  max_score: number | null;
  band: number | null;
  questions: MarkedQuestion[];
}

/** What a student's results need of a part: its solutions, and its question groups for the paper's numbering. */
export interface ResultPartRow {
  id: string;
  title: string;
  solution_data: unknown;
  exam_data: NumberedPart;
}

export interface TenantGroupRow {
  id: string;
  name: string;
  size_limit: number | null;
  member_count: number;
}

/** The tenant's students (role test_taker): every query is scoped to the caller's tenant. */
@Injectable()
export class StudentsRepository extends TenantScopedRepository<UserEntity> {
  constructor(dataSource: DataSource) {
    super(dataSource, UserEntity);
  }

  private studentQuery(tenantId: string, manager?: EntityManager) {
    return this.queryBuilder(tenantId, 'u', manager)
      .andWhere(`u.role = 'test_taker'`)
      .select([
        'u.id AS id',
        'u.login_id AS login_id',
        'u.first_name AS first_name',
        'u.last_name AS last_name',
        'u.email AS email',
        'u.is_active AS is_active',
        'u.created_at AS created_at',
        'u.last_login AS last_login',
        'u.role AS role',
        'u.extra_time_percent AS extra_time_percent',
        'u.extra_time_minutes AS extra_time_minutes',
        'u.default_text_size AS default_text_size',
      ])
      .addSelect(
        `(SELECT count(*)::int FROM attempts a WHERE a.user_id = u.id AND a.tenant_id = u.tenant_id AND a.status = 'completed')`,
        'exams_taken',
      )
      .addSelect(
        `(SELECT g.name FROM group_members gm JOIN groups g ON g.id = gm.group_id
           WHERE gm.user_id = u.id AND gm.tenant_id = u.tenant_id ORDER BY gm.added_at DESC LIMIT 1)`,
        'group_name',
      );
  }

  /** One page of the tenant's students, searched and filtered, with the total that match. */
  async list(tenantId: string, query: StudentListQuery): Promise<{ rows: StudentRow[]; total: number }> {
    const filtered = this.studentQuery(tenantId);
    if (query.q) filtered.andWhere(`${STUDENT_SEARCH_TEXT} LIKE :pattern`, { pattern: studentSearchPattern(query.q) });
    if (query.status !== 'all') filtered.andWhere('u.is_active = :active', { active: query.status === 'active' });
    const [rows, total] = await Promise.all([
      filtered
        .clone()
        .orderBy('u.last_name')
        .addOrderBy('u.first_name')
        .addOrderBy('u.login_id')
        .offset((query.page - 1) * query.pageSize)
        .limit(query.pageSize)
        .getRawMany<StudentRow>(),
      filtered.clone().select('count(*)::int', 'total').getRawOne<{ total: number }>(),
    ]);
    return { rows, total: total?.total ?? 0 };
  }

  async findStudent(tenantId: string, id: string, manager?: EntityManager): Promise<StudentRow | null> {
    return (await this.studentQuery(tenantId, manager).andWhere('u.id = :id', { id }).getRawOne<StudentRow>()) ?? null;
  }

  /** The student's entity, for changes; null when not a student of this tenant. */
  findStudentEntity(tenantId: string, id: string, manager?: EntityManager): Promise<UserEntity | null> {
    return this.findOne(tenantId, { id, role: 'test_taker' }, manager);
  }

  /** Whether another user of the tenant already has this e-mail (compared ignoring case). */
  /** Which of these e-mails (lower case) the tenant's users already have. */
  async takenEmails(tenantId: string, emails: string[]): Promise<Set<string>> {
    if (emails.length === 0) return new Set();
    const rows = await this.queryBuilder(tenantId, 'u')
      .select('lower(u.email)', 'email')
      .andWhere('lower(u.email) IN (:...emails)', { emails })
      .getRawMany<{ email: string }>();
    return new Set(rows.map((r) => r.email));
  }

  /**
   * Which of these login ids are taken at any centre (they sign in without naming one), upper-cased:
   * one statement through the database function login_id_taken, which answers across tenants with a
   * yes or no only, where row-level security hides other centres' users from this one's work.
   */
  async takenLoginIds(loginIds: string[]): Promise<Set<string>> {
    if (loginIds.length === 0) return new Set();
    const rows: { login_id: string }[] = await this.dataSource.query(
      `SELECT upper(id) AS login_id FROM unnest($1::text[]) AS id WHERE login_id_taken(id, NULL)`,
      [[...new Set(loginIds.map((id) => id.toLowerCase()))]],
    );
    return new Set(rows.map((r) => r.login_id));
  }

  /** The tenant's groups with their member counts, for matching an enrolment file's group column. */
  tenantGroups(tenantId: string): Promise<TenantGroupRow[]> {
    return this.dataSource
      .getRepository(GroupEntity)
      .createQueryBuilder('g')
      .select(['g.id AS id', 'g.name AS name', 'g.size_limit AS size_limit'])
      .addSelect(`(SELECT count(*)::int FROM group_members gm WHERE gm.group_id = g.id)`, 'member_count')
      .where('g.tenant_id = :tenantId', { tenantId })
      .getRawMany<TenantGroupRow>();
  }

  async insertStudent(user: Partial<UserEntity>, manager: Transaction): Promise<UserEntity> {
    const repo = this.repository(manager);
    return repo.save(repo.create({ ...user, role: 'test_taker' }));
  }

  async deleteStudent(tenantId: string, id: string, manager: Transaction): Promise<boolean> {
    const result = await this.repository(manager).delete(this.scoped(tenantId, { id, role: 'test_taker' }));
    return (result.affected ?? 0) > 0;
  }

  /** The student's completed sections, newest first, each with its test's title and the section's part ids. */
  completedSections(tenantId: string, userId: string): Promise<CompletedSectionRow[]> {
    return this.dataSource.query(
      `SELECT s.attempt_id, s.section, s.completed_at, t.title AS test_title, a.released_at IS NOT NULL AS released,
              coalesce(r.status, 'pending') AS result_status, r.raw_score, r.max_score, r.band::float8 AS band,
              coalesce(r.questions, '[]'::jsonb) AS questions,
              CASE s.section
                WHEN 'listening' THEN ARRAY[t.listening_part_1_id, t.listening_part_2_id, t.listening_part_3_id, t.listening_part_4_id]
                WHEN 'reading' THEN ARRAY[t.reading_passage_1_id, t.reading_passage_2_id, t.reading_passage_3_id]
                ELSE ARRAY[t.writing_part_1_id, t.writing_part_2_id]
              END AS part_ids
         FROM attempt_sections s
         JOIN attempts a ON a.id = s.attempt_id AND a.tenant_id = s.tenant_id
         JOIN assignments asg ON asg.id = a.assignment_id AND asg.tenant_id = a.tenant_id
         JOIN tests t ON t.id = asg.test_id AND t.tenant_id = asg.tenant_id
         LEFT JOIN section_results r ON r.attempt_id = s.attempt_id AND r.section = s.section AND r.tenant_id = s.tenant_id
        WHERE a.tenant_id = $1 AND a.user_id = $2 AND s.status = 'completed'
        ORDER BY s.completed_at DESC NULLS LAST, s.section`,
      [tenantId, userId],
    );
  }

  /** The titles of the tests the student is sitting now (an attempt in progress), for the suspend confirmation. */
  async testsBeingSat(tenantId: string, userId: string): Promise<string[]> {
    const rows: { title: string }[] = await this.dataSource.query(
      `SELECT t.title
         FROM attempts a
         JOIN assignments asg ON asg.id = a.assignment_id AND asg.tenant_id = a.tenant_id
         JOIN tests t ON t.id = asg.test_id AND t.tenant_id = asg.tenant_id
        WHERE a.tenant_id = $1 AND a.user_id = $2 AND a.status = 'in_progress'
        ORDER BY a.started_at`,
      [tenantId, userId],
    );
    return rows.map((row) => row.title);
  }

  answersOf(
    tenantId: string,
    attemptIds: string[],
  ): Promise<{ attempt_id: string; section: string; question: string; value: string }[]> {
    if (attemptIds.length === 0) return Promise.resolve([]);
    return this.dataSource.query(
      `SELECT attempt_id, section, question, value FROM answers WHERE tenant_id = $1 AND attempt_id = ANY($2::uuid[])`,
      [tenantId, attemptIds],
    );
  }

  resultParts(tenantId: string, partIds: string[]): Promise<ResultPartRow[]> {
    if (partIds.length === 0) return Promise.resolve([]);
    return this.dataSource.query(
      // Only the question groups of the content: the numbering needs nothing else, and a passage's text is long.
      `SELECT id, title, solution_data, jsonb_build_object('questionGroups', exam_data->'questionGroups') AS exam_data
         FROM exam_parts WHERE tenant_id = $1 AND id = ANY($2::uuid[])`,
      [tenantId, partIds],
    );
  }

  /** The enrolled students of a finished import, in the order given, with their sealed issued passwords. */
  async credentialsOf(tenantId: string, ids: string[]): Promise<(StudentRow & { issued_password_sealed: string | null })[]> {
    if (ids.length === 0) return [];
    const rows = await this.studentQuery(tenantId)
      .addSelect('u.issued_password_sealed', 'issued_password_sealed')
      .andWhere('u.id IN (:...ids)', { ids })
      .getRawMany<StudentRow & { issued_password_sealed: string | null }>();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}
