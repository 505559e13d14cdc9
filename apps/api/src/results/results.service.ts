import { Injectable } from '@nestjs/common';
import {
  type AssignmentResultRow,
  type AssignmentResults,
  type AttemptResult,
  type BandTables,
  type CandidateSitting,
  type ExamSection,
  fillText,
  type QuestionDifficulty,
  RESULTS_PROMISED_WITHIN_HOURS,
  type ReadingModule,
  ResultTexts,
  type SectionResult,
  type SpeakingRecord,
  storableText,
  type MarkingPolicy,
  type WritingTaskFeedback,
  releasedView,
} from '@cdi/contracts';
import { Clock, SectionMarkingRepository, type WritingTaskRecord } from '@cdi/db';
import {
  countWords,
  defaultBandTables,
  roundedTaskBand,
  scriptMarkingPolicy,
  sittingOverall,
  sittingStatus,
  validateBandTable,
  writingSectionMarking,
} from '@cdi/exam-core';
import { MarkingRequests } from '../attempts/marking-requests';
import { AuditRepository } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { ApiError } from '../common/api-error';
import { assignmentTarget, ResultsRepository, type SittingRow } from './results.repository';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const HOUR_MS = 60 * 60 * 1000;

/** The candidate's feedback per writing task: the settled criteria and band, and the comments of the marks that settled it. */
export function writingFeedback(records: readonly WritingTaskRecord[], policy: MarkingPolicy): WritingTaskFeedback[] {
  const marking = writingSectionMarking(
    records.map((r) => ({ ...r, words: countWords(r.response) })),
    policy,
  );
  return marking.tasks.map((task, i) => ({
    task: task.task,
    // Reported as bands are, to the half band; the Writing band was worked out from the exact mean.
    band: task.band === null ? null : roundedTaskBand(task.band),
    criteria: task.criteria,
    comment: task.settledBy
      .map((j) => records[i]!.comments[j] ?? '')
      .filter((c) => c.trim() !== '')
      .join('\n\n'),
    word_count: countWords(records[i]!.response),
  }));
}

/** Results of a centre's sittings and of a candidate's own: reading, releasing, re-marking, band tables. */
@Injectable()
export class ResultsService {
  constructor(
    private readonly results: ResultsRepository,
    private readonly sections: SectionMarkingRepository,
    private readonly marking: MarkingRequests,
    private readonly audit: AuditRepository,
    private readonly clock: Clock,
  ) {}

  /** The test's sections with their marking (pending until the section is closed and marked). */
  private sectionResults(row: SittingRow): SectionResult[] {
    return row.test_sections.map((section) => {
      const stored = row.results.find((r) => r.section === section);
      return {
        section,
        status: stored?.status ?? 'pending',
        raw_score: stored?.raw_score ?? null,
        max_score: stored?.max_score ?? null,
        band: stored?.status === 'marked' ? stored.band : null,
        questions: stored?.status === 'marked' ? stored.questions : [],
      };
    });
  }

  private summary(row: SittingRow) {
    const sections = this.sectionResults(row);
    const released = row.released_at !== null;
    return {
      sections,
      status: sittingStatus(row.attempt_status, sections, released),
      // Worked out as it is read: a Speaking band recorded after release counts in the released overall.
      overall: sittingOverall(sections, row.speaking_band),
    };
  }

  private speaking(row: SittingRow): SpeakingRecord | null {
    if (row.speaking_band === null || row.speaking_recorded_at === null) return null;
    return {
      band: row.speaking_band,
      examiner_name: row.speaking_examiner_name ?? '',
      recorded_at: iso(row.speaking_recorded_at)!,
    };
  }

  private async feedback(tenantId: string, row: SittingRow): Promise<WritingTaskFeedback[]> {
    if (!row.attempt_id || !row.test_sections.includes('writing')) return [];
    const state = await this.sections.writingState(tenantId, row.attempt_id);
    // The policy the script was settled under, not today's settings: released feedback stays as released.
    return writingFeedback(state.tasks, scriptMarkingPolicy(state.settledUnder, state.settings));
  }

  async attemptResult(tenantId: string, attemptId: string): Promise<AttemptResult> {
    const row = await this.results.sitting(tenantId, attemptId);
    if (!row) throw ApiError.notFound(ResultTexts.notFound);
    const { sections, status, overall } = this.summary(row);
    return {
      attempt_id: attemptId,
      assignment_id: row.assignment_id,
      test_id: row.test_id,
      test_title: row.test_title,
      student: { id: row.user_id, name: `${row.first_name} ${row.last_name}`.trim(), candidate_id: row.login_id },
      status,
      completed_at: iso(row.completed_at),
      released_at: iso(row.released_at),
      overall_band: overall.band,
      overall_kind: overall.kind,
      speaking_band: row.speaking_band,
      speaking: this.speaking(row),
      sections,
      writing_feedback: await this.feedback(tenantId, row),
    };
  }

  /**
   * Records (or, with null, clears) the sitting's Speaking band with the signed-in examiner and the
   * date. The overall band follows at once, a released one included: a certificate's overall counts
   * Speaking once it is recorded. Logged with the band it replaced and whether the result was released.
   */
  async recordSpeaking(actor: Actor, tenantId: string, attemptId: string, band: number | null): Promise<AttemptResult> {
    const row = await this.results.sitting(tenantId, attemptId);
    if (!row) throw ApiError.notFound(ResultTexts.notFound);
    let speaking = null;
    if (band !== null) {
      const name = await this.results.displayName(tenantId, actor.userId);
      // The examiner's name is kept with the band: stored text, checked as every stored text is.
      const examinerName = storableText().min(1).safeParse(name);
      speaking = {
        band,
        examinerId: actor.userId,
        examinerName: examinerName.success ? examinerName.data : actor.loginId,
        at: this.clock.date(),
      };
    }
    await this.results.recordSpeaking(tenantId, attemptId, speaking);
    await this.audit.record(actor, {
      action: 'results.speaking',
      targetType: 'attempt',
      targetId: attemptId,
      tenantId,
      details: { band, previousBand: row.speaking_band, released: row.released_at !== null },
    });
    return this.attemptResult(tenantId, attemptId);
  }

  /** The candidate's completed sittings; bands, and as the release mode allows raw scores and answers against the key, only once released. */
  async mine(tenantId: string, userId: string): Promise<CandidateSitting[]> {
    const rows = await this.results.completedSittingsOf(tenantId, userId);
    return Promise.all(
      rows.map(async (row) => {
        const submittedAt = new Date(row.completed_at!);
        const released = row.released_at !== null;
        const { sections, overall } = this.summary(row);
        return {
          attempt_id: row.attempt_id!,
          test_title: row.test_title,
          submitted_at: submittedAt.toISOString(),
          expected_by: new Date(submittedAt.getTime() + RESULTS_PROMISED_WITHIN_HOURS * HOUR_MS).toISOString(),
          released,
          released_at: iso(row.released_at),
          release_mode: row.release_mode,
          overall_band: released ? overall.band : null,
          overall_kind: overall.kind,
          speaking_band: released ? row.speaking_band : null,
          // Only what the centre's release mode shows: the key never leaves the server otherwise.
          sections: released ? sections.map((section) => releasedView(section, row.release_mode)) : [],
          writing_feedback: released ? await this.feedback(tenantId, row) : [],
        };
      }),
    );
  }

  async assignmentResults(tenantId: string, assignmentId: string): Promise<AssignmentResults> {
    const head = await this.results.assignment(tenantId, assignmentId);
    if (!head) throw ApiError.notFound(ResultTexts.notFound);
    const sittings = await this.results.sittingsOfAssignment(tenantId, assignmentId);
    const rows = sittings.map((row) => ({ row, ...this.summary(row) }));
    const skill = (sections: SectionResult[], section: ExamSection) => {
      const s = sections.find((x) => x.section === section);
      return s && s.status === 'marked' && s.band !== null
        ? { raw_score: s.raw_score ?? 0, max_score: s.max_score ?? 0, band: s.band }
        : null;
    };
    const resultRows: AssignmentResultRow[] = rows.map(({ row, sections, status, overall }) => ({
      user_id: row.user_id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      candidate_id: row.login_id,
      attempt_id: row.attempt_id,
      status,
      completed_at: iso(row.completed_at),
      listening: skill(sections, 'listening'),
      reading: skill(sections, 'reading'),
      writing_band: skill(sections, 'writing')?.band ?? null,
      speaking_band: row.speaking_band,
      overall_band: overall.band,
      overall_kind: overall.kind,
    }));
    const counts = new Map<number, number>();
    for (const r of resultRows) if (r.overall_band !== null) counts.set(r.overall_band, (counts.get(r.overall_band) ?? 0) + 1);
    return {
      assignment_id: assignmentId,
      test_id: head.test_id,
      test_title: head.test_title,
      target: assignmentTarget(head),
      reading_module: head.reading_module,
      rows: resultRows,
      distribution: [...counts].sort(([a], [b]) => a - b).map(([band, count]) => ({ band, count })),
      questions: questionDifficulty(rows.flatMap((r) => r.sections)),
    };
  }

  async releaseAttempt(actor: Actor, tenantId: string, attemptId: string): Promise<number> {
    const row = await this.results.sitting(tenantId, attemptId);
    if (!row) throw ApiError.notFound(ResultTexts.notFound);
    const { status } = this.summary(row);
    if (status === 'released') return 0;
    if (status !== 'ready') throw ApiError.conflict(ResultTexts.notReadyToRelease);
    return this.release(actor, tenantId, [attemptId], { attemptId });
  }

  /** Releases every fully marked sitting of the assignment not released yet. */
  async releaseAssignment(actor: Actor, tenantId: string, assignmentId: string): Promise<number> {
    if (!(await this.results.assignment(tenantId, assignmentId))) throw ApiError.notFound(ResultTexts.notFound);
    const ready = (await this.results.sittingsOfAssignment(tenantId, assignmentId)).filter(
      (row) => row.attempt_id && this.summary(row).status === 'ready',
    );
    if (ready.length === 0) throw ApiError.conflict(ResultTexts.nothingToRelease);
    return this.release(
      actor,
      tenantId,
      ready.map((r) => r.attempt_id!),
      { assignmentId },
    );
  }

  private async release(actor: Actor, tenantId: string, attemptIds: string[], target: Record<string, string>): Promise<number> {
    const released = await this.results.release(tenantId, attemptIds, actor.userId, this.clock.date());
    await this.audit.record(actor, {
      action: 'results.release',
      targetType: target.assignmentId ? 'assignment' : 'attempt',
      targetId: target.assignmentId ?? target.attemptId ?? null,
      tenantId,
      details: { released, attemptIds },
    });
    return released;
  }

  /**
   * Marks the assignment's Listening and Reading again with the parts' current keys and the test's
   * current band tables: the one way released results change, asked for by an admin and logged with
   * the sittings it touched and which of them were released.
   */
  async remarkAssignment(actor: Actor, tenantId: string, assignmentId: string): Promise<number> {
    const head = await this.results.assignment(tenantId, assignmentId);
    if (!head) throw ApiError.notFound(ResultTexts.notFound);
    const sections = await this.results.keyMarkedSections(tenantId, { assignmentId });
    const queued = await this.requestRemarking(tenantId, sections);
    const attemptIds = [...new Set(sections.map((s) => s.attemptId))];
    const releasedAttemptIds = [...new Set(sections.filter((s) => s.released).map((s) => s.attemptId))];
    await this.audit.record(actor, {
      action: 'results.remark',
      targetType: 'assignment',
      targetId: assignmentId,
      tenantId,
      details: {
        sections: queued,
        candidates: attemptIds.length,
        released: releasedAttemptIds.length,
        attemptIds,
        releasedAttemptIds,
      },
    });
    return queued;
  }

  /** Sets the sections pending and asks the worker to mark them again; answers how many. */
  async requestRemarking(tenantId: string, sections: { attemptId: string; section: ExamSection }[]): Promise<number> {
    const targets = sections.map(({ attemptId, section }) => ({ attemptId, section }));
    await this.results.markPending(tenantId, targets);
    await this.marking.requestAfterChange(targets.map((s) => ({ tenantId, ...s })));
    return targets.length;
  }

  async bandTables(tenantId: string, testId: string): Promise<{ is_default: boolean; tables: BandTables }> {
    const test = await this.results.testBandTables(tenantId, testId);
    if (!test) throw ApiError.notFound(ResultTexts.notFound);
    const published = defaultBandTables(test.reading_module);
    return {
      is_default: test.band_tables === null,
      tables: test.band_tables ? { reading_module: test.reading_module, ...test.band_tables } : published,
    };
  }

  /**
   * Saves a test's tables (the published ones again when they are sent unchanged) and re-bands its
   * marked sittings that are not released with them. Released results stay as released until an
   * admin re-marks them (remarkAssignment).
   */
  async saveBandTables(
    actor: Actor,
    tenantId: string,
    testId: string,
    tables: BandTables,
  ): Promise<{ is_default: boolean; tables: BandTables }> {
    if (!(await this.results.testBandTables(tenantId, testId))) throw ApiError.notFound(ResultTexts.notFound);
    for (const section of ['listening', 'reading'] as const) {
      const [problem] = validateBandTable(tables[section]);
      if (problem)
        throw ApiError.badRequest(fillText(ResultTexts.invalidBandTable, { problem: `${section}: ${problem}` }), section);
    }
    const readingModule: ReadingModule = tables.reading_module;
    const published = defaultBandTables(readingModule);
    const isDefault =
      JSON.stringify([tables.listening, tables.reading]) === JSON.stringify([published.listening, published.reading]);
    await this.results.saveBandTables(
      tenantId,
      testId,
      readingModule,
      isDefault ? null : { listening: tables.listening, reading: tables.reading },
    );
    const unreleased = (await this.results.keyMarkedSections(tenantId, { testId })).filter((s) => !s.released);
    const requeued = await this.requestRemarking(tenantId, unreleased);
    await this.audit.record(actor, {
      action: 'results.band-tables',
      targetType: 'test',
      targetId: testId,
      tenantId,
      details: { readingModule, isDefault, requeued },
    });
    return this.bandTables(tenantId, testId);
  }

  /** The rows of the group export, in RESULTS_EXPORT_COLUMNS order. */
  async exportRows(
    tenantId: string,
    assignmentId: string,
  ): Promise<{ title: string; rows: (string | number | Date | null)[][] }> {
    const results = await this.assignmentResults(tenantId, assignmentId);
    return {
      title: results.test_title,
      rows: results.rows.map((r) => [
        r.candidate_id,
        r.name,
        ResultTexts.statuses[r.status],
        r.listening?.raw_score ?? null,
        r.listening?.band ?? null,
        r.reading?.raw_score ?? null,
        r.reading?.band ?? null,
        r.writing_band,
        r.speaking_band,
        r.overall_band,
        ResultTexts.overallBases[r.overall_kind],
        r.completed_at ? new Date(r.completed_at) : null,
      ]),
    };
  }
}

/** Share of marked sittings that earned each Listening and Reading slot's every mark, in section and question order. */
export function questionDifficulty(sections: readonly SectionResult[]): QuestionDifficulty[] {
  const tally = new Map<string, QuestionDifficulty & { right: number }>();
  for (const s of sections) {
    if (s.section === 'writing' || s.status !== 'marked') continue;
    for (const q of s.questions) {
      const key = `${s.section}:${q.question}`;
      const entry = tally.get(key) ?? { section: s.section, question: q.question, share_correct: 0, marked: 0, right: 0 };
      entry.marked += 1;
      if (q.correct) entry.right += 1;
      tally.set(key, entry);
    }
  }
  const order = (d: QuestionDifficulty) => (d.section === 'listening' ? 0 : 1000) + Number(d.question);
  return [...tally.values()]
    .map(({ right, ...d }) => ({ ...d, share_correct: d.marked ? right / d.marked : 0 }))
    .sort((a, b) => order(a) - order(b));
}
