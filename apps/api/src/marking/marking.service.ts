import { Injectable } from '@nestjs/common';
import {
  ExamPartPaths,
  pathTo,
  MarkingTexts,
  type MarkingSettings,
  type MarkingSettingsRequest,
  type SaveTaskMarkRequest,
  type Script,
  type ScriptListItem,
  type ScriptsQuery,
  type ScriptTask,
  type TaskMark,
  WRITING_MINIMUM_WORDS,
} from '@cdi/contracts';
import { Clock, SectionMarkingRepository, settledPolicy, Transactions } from '@cdi/db';
import { countWords, scriptMarkingPolicy, scriptStatus, settleWritingTask, writingSectionBand } from '@cdi/exam-core';
import { MarkingRequests } from '../attempts/marking-requests';
import { AuditRepository } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { ApiError } from '../common/api-error';
import { type MarkRow, MarkingRepository, type ScriptRow } from './marking.repository';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

type Criteria = { ta: number; cc: number; lr: number; gra: number };
const criteriaOf = (m: MarkRow): Criteria => ({ ta: m.ta!, cc: m.cc!, lr: m.lr!, gra: m.gra! });

function taskMark(m: MarkRow): TaskMark {
  return {
    marker_id: m.marker_id,
    marker_name: m.marker_name,
    criteria: { ta: m.ta, cc: m.cc, lr: m.lr, gra: m.gra },
    comment: m.comment,
    status: m.status,
    updated_at: iso(m.updated_at)!,
  };
}

/** How the script is marked: the policy it was settled under, else the centre's settings now. */
const policyOf = (script: ScriptRow, settings: MarkingSettings) => scriptMarkingPolicy(settledPolicy(script), settings);

/** The tasks a script's test holds, with the words written and where each task's marking stands. */
function scriptTasks(script: ScriptRow, responses: Record<string, string>, marks: MarkRow[], settings: MarkingSettings) {
  const policy = policyOf(script, settings);
  const tasks = ([1, 2] as const).filter((task) => (task === 1 ? script.writing_part_1_id : script.writing_part_2_id) !== null);
  return tasks.map((task) => {
    const response = responses[`task${task}`] ?? '';
    const own = marks.filter((m) => m.attempt_id === script.attempt_id && m.task === task);
    const words = countWords(response);
    const settlement = settleWritingTask({
      words,
      submitted: own.filter((m) => m.status === 'submitted').map(criteriaOf),
      hasDraft: own.some((m) => m.status === 'draft'),
      policy,
    });
    return { task, response, words, minimum: WRITING_MINIMUM_WORDS[task], marks: own, settlement };
  });
}

/** Writing marking: the scripts queue, one script with its marks, an examiner's mark, and the second-marking policy. */
@Injectable()
export class MarkingService {
  constructor(
    private readonly marking: MarkingRepository,
    private readonly sections: SectionMarkingRepository,
    private readonly requests: MarkingRequests,
    private readonly transactions: Transactions,
    private readonly audit: AuditRepository,
    private readonly clock: Clock,
  ) {}

  /** The scripts with where each stands and whether it waits for the caller's mark (their queue with `mine`). */
  async scripts(actor: Actor, tenantId: string, query: ScriptsQuery): Promise<ScriptListItem[]> {
    const rows = await this.marking.scripts(tenantId, { assignmentId: query.assignment_id, q: query.q || undefined });
    const ids = rows.map((r) => r.attempt_id);
    const [responses, marks, settings] = await Promise.all([
      this.marking.responses(tenantId, ids),
      this.marking.marks(tenantId, ids),
      this.marking.settings(tenantId),
    ]);
    const items = rows.map((row): ScriptListItem => {
      const tasks = scriptTasks(row, responses.get(row.attempt_id) ?? {}, marks, settings);
      return {
        attempt_id: row.attempt_id,
        assignment_id: row.assignment_id,
        test_title: row.test_title,
        student: { id: row.user_id, name: `${row.first_name} ${row.last_name}`.trim(), candidate_id: row.login_id },
        submitted_at: iso(row.submitted_at),
        status: scriptStatus(tasks.map((t) => t.settlement)),
        markers: [...new Set(tasks.flatMap((t) => t.marks.filter((m) => m.status === 'submitted').map((m) => m.marker_name)))],
        awaiting_me: tasks.some(
          (t) =>
            t.settlement.status !== 'marked' && !t.marks.some((m) => m.marker_id === actor.userId && m.status === 'submitted'),
        ),
        word_counts: tasks.map((t) => ({ task: t.task, words: t.words, minimum: t.minimum })),
        writing_band: writingSectionBand(tasks.map((t) => ({ task: t.task, band: t.settlement.band }))),
      };
    });
    return items.filter((i) => (query.status === 'all' || i.status === query.status) && (!query.mine || i.awaiting_me));
  }

  async script(actor: Actor, tenantId: string, attemptId: string): Promise<Script> {
    const row = await this.marking.script(tenantId, attemptId);
    if (!row) throw ApiError.notFound(MarkingTexts.notFound);
    const [responses, marks, settings, parts] = await Promise.all([
      this.marking.responses(tenantId, [attemptId]),
      this.marking.marks(tenantId, [attemptId]),
      this.marking.settings(tenantId),
      this.marking.writingParts(
        tenantId,
        [row.writing_part_1_id, row.writing_part_2_id].filter((id): id is string => id !== null),
      ),
    ]);
    const tasks = scriptTasks(row, responses.get(attemptId) ?? {}, marks, settings);
    const policy = policyOf(row, settings);
    const scriptTasksOut = tasks.map((t): ScriptTask => {
      const partId = t.task === 1 ? row.writing_part_1_id : row.writing_part_2_id;
      const content = partId ? parts.get(partId)?.exam_data : null;
      const writing = content?.section === 'writing' ? content : null;
      const mine = t.marks.find((m) => m.marker_id === actor.userId) ?? null;
      // Blind second marking: another examiner's mark shows once mine is in, or once the task is settled.
      const seeOthers = policy.rule === 'single' || mine?.status === 'submitted' || t.settlement.status === 'marked';
      return {
        task: t.task,
        title: writing?.title ?? null,
        question_type: writing?.question_type ?? null,
        prompt: writing?.prompt ?? '',
        chart: (writing && 'chart' in writing ? writing.chart : null) ?? null,
        image_url: partId ? imageUrl(partId, writing?.image?.file, parts.get(partId)?.files.images ?? []) : null,
        response: t.response,
        word_count: t.words,
        minimum_words: t.minimum,
        under_length: t.words < t.minimum,
        my_mark: mine ? taskMark(mine) : null,
        other_marks: seeOthers
          ? t.marks.filter((m) => m.marker_id !== actor.userId && m.status === 'submitted').map(taskMark)
          : [],
        status: t.settlement.status,
        band: t.settlement.band,
      };
    });
    return {
      attempt_id: attemptId,
      assignment_id: row.assignment_id,
      test_title: row.test_title,
      student: { id: row.user_id, name: `${row.first_name} ${row.last_name}`.trim(), candidate_id: row.login_id },
      submitted_at: iso(row.submitted_at),
      second_marking: policy.rule === 'second',
      tolerance: policy.tolerance,
      final_rule: policy.final,
      status: scriptStatus(tasks.map((t) => t.settlement)),
      tasks: scriptTasksOut,
      writing_band: writingSectionBand(tasks.map((t) => ({ task: t.task, band: t.settlement.band }))),
    };
  }

  /** Saves the examiner's mark of a task; a submitted mark then re-bands the script's Writing. */
  async saveMark(actor: Actor, tenantId: string, attemptId: string, task: 1 | 2, body: SaveTaskMarkRequest): Promise<Script> {
    const row = await this.marking.script(tenantId, attemptId);
    if (!row) throw ApiError.notFound(MarkingTexts.notFound);
    if ((task === 1 ? row.writing_part_1_id : row.writing_part_2_id) === null) throw ApiError.notFound(MarkingTexts.taskNotFound);
    await this.transactions.run(async (m) => {
      await this.sections.lockSection(tenantId, attemptId, 'writing', m);
      const [responses, marks, settings] = await Promise.all([
        this.marking.responses(tenantId, [attemptId]),
        this.marking.marks(tenantId, [attemptId], m),
        this.marking.settings(tenantId),
      ]);
      const current = scriptTasks(row, responses.get(attemptId) ?? {}, marks, settings).find((t) => t.task === task)!;
      const mine = current.marks.find((mark) => mark.marker_id === actor.userId);
      if (mine?.status === 'submitted') throw ApiError.conflict(MarkingTexts.alreadySubmitted);
      if (current.settlement.status === 'marked') throw ApiError.conflict(MarkingTexts.alreadyMarked);
      const now = this.clock.date();
      await this.marking.saveMark(tenantId, attemptId, task, actor.userId, body, now, m);
      await this.audit.record(
        actor,
        {
          action: body.status === 'submitted' ? 'marking.submit' : 'marking.draft',
          targetType: 'attempt',
          targetId: attemptId,
          tenantId,
          details: { task, criteria: body.criteria },
        },
        m,
      );
    });
    if (body.status === 'submitted') await this.requests.requestAfterChange([{ tenantId, attemptId, section: 'writing' }]);
    return this.script(actor, tenantId, attemptId);
  }

  settings(tenantId: string): Promise<MarkingSettings> {
    return this.marking.settings(tenantId);
  }

  /**
   * A change of the marking settings applies to the scripts still waiting (they may now be settled,
   * or need a second or a senior mark): they are banded again. A settled script keeps the policy it was
   * settled under, so its band, and a released result, stay as they are.
   */
  async saveSettings(actor: Actor, tenantId: string, change: MarkingSettingsRequest): Promise<MarkingSettings> {
    const settings = { ...(await this.marking.settings(tenantId)), ...definedOnly(change) };
    await this.marking.saveSettings(tenantId, settings, this.clock.date());
    await this.audit.record(actor, {
      action: 'marking.settings',
      targetType: 'tenant',
      targetId: tenantId,
      tenantId,
      details: { secondMarking: settings.second_marking, tolerance: settings.tolerance, finalRule: settings.final_rule },
    });
    const waiting = (await this.marking.scripts(tenantId, {})).filter((s) => s.section_status !== 'marked');
    await this.requests.request(waiting.map((s) => ({ tenantId, attemptId: s.attempt_id, section: 'writing' as const })));
    return settings;
  }
}

/** The fields a partial change gives (a left-out field keeps its saved value). */
function definedOnly<T extends object>(change: T): Partial<T> {
  return Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** Where an admin fetches the task's image: the part's image of that file name, by its index. */
function imageUrl(partId: string, file: string | undefined, images: readonly { name: string }[]): string | null {
  const index = file === undefined ? -1 : images.findIndex((image) => image.name === file);
  return index < 0 ? null : pathTo(ExamPartPaths.adminImage, { id: partId, index: String(index) });
}
