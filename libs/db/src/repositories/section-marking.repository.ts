import {
  type BandTables,
  type Criteria,
  type ExamPart,
  type ExamSection,
  type MarkedQuestion,
  type ReadingModule,
  type SectionResultStatus,
  DEFAULT_MARKING_SETTINGS,
  type FinalMarkRule,
  type MarkingPolicy,
  type MarkingSettings,
  type Solution,
  type WritingMarkingRule,
} from '@cdi/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { TEST_SLOTS } from '../entities/test.entity';

/** One part of a closed section, as marking needs it. */
export interface PartToMark {
  part: number;
  content: ExamPart;
  solution: Solution | null;
}

/** Everything the marking of one closed section reads. */
export interface SectionToMark {
  tenantId: string;
  attemptId: string;
  section: ExamSection;
  testId: string;
  readingModule: ReadingModule;
  /** The centre's own tables; null: the published ones. */
  bandTables: Omit<BandTables, 'reading_module'> | null;
  parts: PartToMark[];
  /** Question (slot key) to the candidate's latest saved answer. */
  answers: Record<string, string>;
  /** The alternatives the centre accepted for this assignment, by the question the paper shows. */
  acceptedAlternatives: Record<string, string[]>;
}

export interface SectionMarking {
  status: SectionResultStatus;
  rawScore: number | null;
  maxScore: number | null;
  band: number | null;
  questions: MarkedQuestion[];
  /** Writing, once settled: the policy that produced its band (kept with the row, see writingState). */
  markingPolicy?: MarkingPolicy | null;
}

/** The recorded columns of a settled script as the policy it was settled under (null while it waits). */
export function settledPolicy(row: {
  marking_rule: WritingMarkingRule | null;
  marking_tolerance: string | number | null;
  marking_final: FinalMarkRule | null;
}): MarkingPolicy | null {
  if (!row.marking_rule) return null;
  return {
    rule: row.marking_rule,
    tolerance: row.marking_tolerance === null ? DEFAULT_MARKING_SETTINGS.tolerance : Number(row.marking_tolerance),
    final: row.marking_final ?? DEFAULT_MARKING_SETTINGS.final_rule,
  };
}

/** A centre's marking settings (the defaults until it saves its own). */
export async function readMarkingSettings(manager: EntityManager | DataSource, tenantId: string): Promise<MarkingSettings> {
  const [row] = (await manager.query(`SELECT second_marking, tolerance, final_rule FROM marking_settings WHERE tenant_id = $1`, [
    tenantId,
  ])) as { second_marking: boolean; tolerance: string; final_rule: FinalMarkRule }[];
  if (!row) return DEFAULT_MARKING_SETTINGS;
  return { second_marking: row.second_marking, tolerance: Number(row.tolerance), final_rule: row.final_rule };
}

/** The policy columns of section_results for a marking: set once it is marked, cleared otherwise. */
function settledColumns(marking: SectionMarking): [WritingMarkingRule | null, number | null, FinalMarkRule | null] {
  const policy = marking.status === 'marked' ? marking.markingPolicy : null;
  if (!policy) return [null, null, null];
  return policy.rule === 'second' ? [policy.rule, policy.tolerance, policy.final] : [policy.rule, null, null];
}

/** One writing task of a sitting with the marks given so far. */
export interface WritingTaskRecord {
  task: 1 | 2;
  response: string;
  /** Submitted marks, in submission order, and their comments in the same order. */
  submitted: Criteria[];
  comments: string[];
  hasDraft: boolean;
}

/** A sitting's writing tasks and the policies that apply to them (exam-core's scriptMarkingPolicy picks one). */
export interface WritingState {
  /** The policy its band was settled under; null until the script is settled. */
  settledUnder: MarkingPolicy | null;
  /** The centre's marking settings now. */
  settings: MarkingSettings;
  tasks: WritingTaskRecord[];
}

export interface DueSection {
  tenantId: string;
  attemptId: string;
  section: ExamSection;
}

/**
 * What the score-attempt job reads and writes: shared by the worker (marking) and the api (re-marking
 * and writing marks). Every query is scoped to the tenant.
 */
export class SectionMarkingRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The section with its parts, keys and saved answers; null when the attempt or its result row is gone. */
  async sectionToMark(tenantId: string, attemptId: string, section: ExamSection): Promise<SectionToMark | null> {
    const slots = TEST_SLOTS.filter((s) => s.section === section);
    const [test] = (await this.dataSource.query(
      `SELECT t.id, s.id AS assignment_id, t.reading_module, t.band_tables, ${slots.map((s) => `t.${s.column}`).join(', ')}
         FROM section_results r
         JOIN attempts a ON a.id = r.attempt_id AND a.tenant_id = r.tenant_id
         JOIN assignments s ON s.id = a.assignment_id AND s.tenant_id = a.tenant_id
         JOIN tests t ON t.id = s.test_id AND t.tenant_id = s.tenant_id
        WHERE r.tenant_id = $1 AND r.attempt_id = $2 AND r.section = $3`,
      [tenantId, attemptId, section],
    )) as Record<string, unknown>[];
    if (!test) return null;
    const [parts, answers, acceptedAlternatives] = await Promise.all([
      this.partsInSlotOrder(
        tenantId,
        slots.map((s) => test[s.column] as string | null),
      ),
      this.dataSource.query(`SELECT question, value FROM answers WHERE tenant_id = $1 AND attempt_id = $2 AND section = $3`, [
        tenantId,
        attemptId,
        section,
      ]) as Promise<{ question: string; value: string }[]>,
      this.acceptedAlternatives(tenantId, test.assignment_id as string, section),
    ]);
    return {
      tenantId,
      attemptId,
      section,
      testId: test.id as string,
      readingModule: test.reading_module as ReadingModule,
      bandTables: test.band_tables as SectionToMark['bandTables'],
      parts,
      answers: Object.fromEntries(answers.map((a) => [a.question, a.value])),
      acceptedAlternatives,
    };
  }

  /** The alternatives a centre accepted for an assignment's section, by shown question, in the order accepted. */
  async acceptedAlternatives(tenantId: string, assignmentId: string, section: ExamSection): Promise<Record<string, string[]>> {
    const rows = (await this.dataSource.query(
      `SELECT question, answer FROM accepted_answers
        WHERE tenant_id = $1 AND assignment_id = $2 AND section = $3 ORDER BY accepted_at, answer`,
      [tenantId, assignmentId, section],
    )) as { question: string; answer: string }[];
    const byQuestion: Record<string, string[]> = {};
    for (const { question, answer } of rows) (byQuestion[question] ??= []).push(answer);
    return byQuestion;
  }

  /** A test's parts of one section with their keys, in slot order; an empty list for another centre's test. */
  async sectionParts(tenantId: string, testId: string, section: ExamSection): Promise<PartToMark[]> {
    const slots = TEST_SLOTS.filter((s) => s.section === section);
    const [test] = (await this.dataSource.query(
      `SELECT ${slots.map((s) => s.column).join(', ')} FROM tests WHERE tenant_id = $1 AND id = $2`,
      [tenantId, testId],
    )) as Record<string, string | null>[];
    return test
      ? this.partsInSlotOrder(
          tenantId,
          slots.map((s) => test[s.column] ?? null),
        )
      : [];
  }

  /** The parts in the slots' order (the order the candidate met them, which numbers the paper), empty slots left out. */
  private async partsInSlotOrder(tenantId: string, slotPartIds: readonly (string | null)[]): Promise<PartToMark[]> {
    const partIds = slotPartIds.filter((id): id is string => id !== null);
    const rows = (await this.dataSource.query(
      `SELECT id, part, exam_data, solution_data FROM exam_parts WHERE tenant_id = $1 AND id = ANY($2::uuid[])`,
      [tenantId, partIds],
    )) as { id: string; part: number; exam_data: ExamPart | null; solution_data: Solution | null }[];
    return partIds.flatMap((id) => {
      const p = rows.find((row) => row.id === id);
      return p?.exam_data ? [{ part: p.part, content: p.exam_data, solution: p.solution_data }] : [];
    });
  }

  /** Locks a section's result row: marks and markings of one script settle one after the other. */
  async lockSection(tenantId: string, attemptId: string, section: ExamSection, manager: EntityManager): Promise<void> {
    await manager.query(`SELECT 1 FROM section_results WHERE tenant_id = $1 AND attempt_id = $2 AND section = $3 FOR UPDATE`, [
      tenantId,
      attemptId,
      section,
    ]);
  }

  /** Writes the marking; the same marking written twice leaves the same row. */
  async saveMarking(
    tenantId: string,
    attemptId: string,
    section: ExamSection,
    marking: SectionMarking,
    now: Date,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.query(
      `UPDATE section_results
          SET status = $4, raw_score = $5, max_score = $6, band = $7, questions = $8::jsonb, marked_at = $9,
              marking_rule = $10, marking_tolerance = $11, marking_final = $12
        WHERE tenant_id = $1 AND attempt_id = $2 AND section = $3`,
      [
        tenantId,
        attemptId,
        section,
        marking.status,
        marking.rawScore,
        marking.maxScore,
        marking.band,
        JSON.stringify(marking.questions),
        marking.status === 'marked' ? now : null,
        ...settledColumns(marking),
      ],
    );
  }

  /**
   * A sitting's writing as its marking needs it: each task of the test with the words written,
   * the submitted marks in submission order and whether a draft exists, the rule its band was
   * settled under (null while it waits) and the centre's current second-marking setting.
   */
  async writingState(
    tenantId: string,
    attemptId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<WritingState> {
    const [test] = (await manager.query(
      `SELECT t.writing_part_1_id, t.writing_part_2_id, r.marking_rule, r.marking_tolerance, r.marking_final
         FROM attempts a
         LEFT JOIN section_results r ON r.tenant_id = a.tenant_id AND r.attempt_id = a.id AND r.section = 'writing'
         JOIN assignments s ON s.id = a.assignment_id AND s.tenant_id = a.tenant_id
         JOIN tests t ON t.id = s.test_id AND t.tenant_id = s.tenant_id
        WHERE a.tenant_id = $1 AND a.id = $2`,
      [tenantId, attemptId],
    )) as ({
      writing_part_1_id: string | null;
      writing_part_2_id: string | null;
    } & Parameters<typeof settledPolicy>[0])[];
    const settings = await readMarkingSettings(manager, tenantId);
    if (!test) return { settledUnder: null, settings, tasks: [] };
    const [answers, marks] = await Promise.all([
      manager.query(`SELECT question, value FROM answers WHERE tenant_id = $1 AND attempt_id = $2 AND section = 'writing'`, [
        tenantId,
        attemptId,
      ]) as Promise<{ question: string; value: string }[]>,
      manager.query(
        `SELECT task, ta, cc, lr, gra, status, comment FROM writing_marks
          WHERE tenant_id = $1 AND attempt_id = $2 ORDER BY submitted_at NULLS LAST, created_at`,
        [tenantId, attemptId],
      ) as Promise<{ task: number; ta: string; cc: string; lr: string; gra: string; status: string; comment: string }[]>,
    ]);
    const present = ([1, 2] as const).filter((task) => (task === 1 ? test.writing_part_1_id : test.writing_part_2_id) !== null);
    return {
      settledUnder: settledPolicy(test),
      settings,
      tasks: present.map((task) => {
        const own = marks.filter((m) => m.task === task);
        const submitted = own.filter((m) => m.status === 'submitted');
        return {
          task,
          response: answers.find((a) => a.question === `task${task}`)?.value ?? '',
          submitted: submitted.map((m) => ({ ta: Number(m.ta), cc: Number(m.cc), lr: Number(m.lr), gra: Number(m.gra) })),
          comments: submitted.map((m) => m.comment),
          hasDraft: own.some((m) => m.status === 'draft'),
        };
      }),
    };
  }

  /** Sections closed more than `olderThanMs` ago still waiting for their first marking (the sweep's work). */
  async overduePending(now: Date, olderThanMs: number, limit: number): Promise<DueSection[]> {
    const rows: { tenant_id: string; attempt_id: string; section: ExamSection }[] = await this.dataSource.query(
      `SELECT tenant_id, attempt_id, section FROM section_results
        WHERE status = 'pending' AND closed_at < $1::timestamptz - make_interval(secs => $2::float8 / 1000)
        ORDER BY closed_at LIMIT $3`,
      [now, olderThanMs, limit],
    );
    return rows.map((r) => ({ tenantId: r.tenant_id, attemptId: r.attempt_id, section: r.section }));
  }
}
