import { Inject, Injectable } from '@nestjs/common';
import {
  AdminJobOwnerSchema,
  checkImportTable,
  fillText,
  type ImportCredential,
  type ImportJobRow,
  type ImportPreviewResponse,
  type ImportPreviewRow,
  type ImportResultResponse,
  type ImportSkippedRow,
  isCandidateId,
  skippedRowsOf,
  Queues,
  type StudentImportPayload,
  StudentTexts,
} from '@cdi/contracts';
import { SecretBox } from '@cdi/credentials';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { AuditRepository } from '../audit/audit.repository';
import { type Actor, tenantOf } from '../auth/actor';
import { ApiError } from '../common/api-error';
import { jobWithState } from '../common/job-with-state';
import { REDIS, STUDENT_IMPORT_QUEUE } from '../infrastructure/infrastructure.module';
import { parseImportCsv } from './import-file';
import { StudentsRepository } from './students.repository';

const importQueue = Queues.studentImport;
/** How long a finished import's "credentials already shown" mark is kept. */
const DELIVERED_MARK_SECONDS = 7 * 24 * 60 * 60;

interface CheckedFile {
  problem: string | null;
  rows: (ImportPreviewRow & { group_id: string | null; new_group: string | null })[];
  /** Groups the file names that the centre does not have, as first written. */
  newGroups: string[];
}

/**
 * The bulk enrolment: a checked preview, an import job (all or nothing, or the good rows with the bad
 * ones skipped), and its credentials given out once.
 */
@Injectable()
export class StudentImportService {
  constructor(
    private readonly students: StudentsRepository,
    private readonly secretBox: SecretBox,
    private readonly audit: AuditRepository,
    @Inject(STUDENT_IMPORT_QUEUE) private readonly queue: Queue,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async preview(actor: Actor, csv: string, createGroups: string[]): Promise<Omit<ImportPreviewResponse, 'success'>> {
    const checked = await this.check(tenantOf(actor), csv, createGroups);
    const rows = checked.rows.map(({ group_id: _groupId, new_group: _newGroup, ...row }) => row);
    const invalid = rows.filter((r) => r.status === 'error').length;
    return {
      problem: checked.problem,
      rows,
      total: rows.length,
      valid: rows.length - invalid,
      invalid,
      new_groups: checked.newGroups,
    };
  }

  /**
   * Checks the file again (nothing is trusted from the preview) and queues the enrolment: of every row
   * when every row is good, or with `skipInvalid` of the good rows, the bad ones kept with their reasons
   * for the job's result.
   */
  async start(actor: Actor, csv: string, createGroups: string[], skipInvalid = false): Promise<{ jobId: string; total: number }> {
    const tenantId = tenantOf(actor);
    const checked = await this.check(tenantId, csv, createGroups);
    if (checked.problem) throw ApiError.badRequest(checked.problem, 'csv');
    const skipped = skippedRowsOf(checked.rows);
    if (skipped.length > 0 && !skipInvalid)
      throw ApiError.badRequest(fillText(StudentTexts.importHasBadRows, { n: skipped.length }), 'csv');
    const good = checked.rows.filter((r) => r.status === 'ok');
    if (good.length === 0) throw ApiError.badRequest(StudentTexts.importNothingToImport, 'csv');
    // Only groups a good row joins are created.
    const newGroups = [...new Set(good.flatMap((r) => (r.new_group ? [r.new_group] : [])))];
    const rows: ImportJobRow[] = good.map((r) => ({
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.email,
      candidate_id: r.candidate_id,
      group_id: r.group_id,
      new_group: r.new_group,
    }));
    const payload: StudentImportPayload = importQueue.jobs.import.payload.parse({
      owner: { tenantId, actorId: actor.userId },
      rows,
      skipped,
    });
    const jobId = randomUUID();
    await this.queue.add(importQueue.jobs.import.name, payload, {
      jobId,
      // A failure is the file's or the data's: a retry would fail the same way.
      attempts: 1,
      removeOnComplete: { age: DELIVERED_MARK_SECONDS },
      removeOnFail: { age: DELIVERED_MARK_SECONDS },
    });
    await this.audit.record(actor, {
      action: 'student.import',
      targetType: 'import',
      targetId: jobId,
      tenantId,
      details: {
        rows: rows.length,
        ...(skipped.length > 0 && { skipped: skipped.length }),
        ...(newGroups.length > 0 && { newGroups }),
      },
    });
    return { jobId, total: rows.length };
  }

  /** How the import stands; once done, the generated credentials, given out once and audited. */
  async result(actor: Actor, jobId: string): Promise<Omit<ImportResultResponse, 'success'>> {
    const tenantId = tenantOf(actor);
    // Read as jobWithState reads it: otherwise a job finishing meanwhile reads as completed with no
    // return value yet, and its credentials would be marked given out, empty.
    const { job, state } = await jobWithState(this.queue, jobId);
    const data = (job?.data ?? {}) as { owner?: unknown; rows?: unknown[]; skipped?: ImportSkippedRow[]; delivered?: boolean };
    const owner = AdminJobOwnerSchema.safeParse(data.owner);
    // Another tenant's (or another admin's) import does not exist for the caller.
    if (!job || !owner.success || owner.data.tenantId !== tenantId || owner.data.actorId !== actor.userId)
      throw ApiError.notFound(StudentTexts.importJobNotFound);
    const progress = (typeof job.progress === 'object' ? job.progress : {}) as { done?: number; total?: number };
    const total = progress.total ?? data.rows?.length ?? 0;
    const skipped = data.skipped ?? [];
    if (state === 'failed')
      return {
        state: 'failed',
        done: 0,
        total,
        message: job.failedReason || StudentTexts.importFailed,
        credentials: null,
        skipped,
      };
    if (state !== 'completed')
      return {
        state: state === 'active' ? 'active' : 'waiting',
        done: progress.done ?? 0,
        total,
        message: null,
        credentials: null,
        skipped,
      };

    const first = await this.redis.set(`student-import:delivered:${jobId}`, '1', 'EX', DELIVERED_MARK_SECONDS, 'NX');
    if (first !== 'OK' || data.delivered) throw ApiError.conflict(StudentTexts.importCredentialsGone);
    const userIds = ((job.returnvalue ?? {}) as { userIds?: string[] }).userIds ?? [];
    const rows = await this.students.credentialsOf(tenantId, userIds);
    const credentials: ImportCredential[] = rows.map((r) => ({
      candidate_id: r.login_id,
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.email,
      group: r.group_name,
      password: this.openOrBlank(r.issued_password_sealed),
    }));
    await this.audit.record(actor, {
      action: 'password.reveal',
      targetType: 'import',
      targetId: jobId,
      tenantId,
      details: { students: credentials.length },
    });
    // The names and e-mails need not stay in Redis once enrolled.
    await job.updateData({ owner: owner.data, rows: [], skipped: [], delivered: true }).catch(() => undefined);
    return { state: 'completed', done: userIds.length, total: userIds.length, message: null, credentials, skipped };
  }

  /** A sealed password, or blank when none is on record or the key that sealed it is gone. */
  private openOrBlank(sealed: string | null): string {
    if (!sealed) return '';
    try {
      return this.secretBox.open(sealed);
    } catch {
      return '';
    }
  }

  /**
   * The file's own rules, then what only the database knows, each asked once for the whole file: ids
   * taken at any centre, e-mails taken at this one, the centre's groups and their room. A group the
   * centre lacks is a problem unless `createGroups` names it (any case): then the import creates it.
   */
  private async check(tenantId: string, csv: string, createGroups: string[]): Promise<CheckedFile> {
    const table = parseImportCsv(csv);
    if (!table) return { problem: StudentTexts.importFileUnreadable, rows: [], newGroups: [] };
    const file = checkImportTable(table);
    if (file.problem) return { problem: file.problem, rows: [], newGroups: [] };
    const ids = file.rows.flatMap((r) => (r.candidate_id && isCandidateId(r.candidate_id) ? [r.candidate_id] : []));
    const emails = file.rows.map((r) => r.email).filter(Boolean);
    const [takenIds, takenEmails, groups] = await Promise.all([
      this.students.takenLoginIds(ids),
      this.students.takenEmails(tenantId, emails),
      this.students.tenantGroups(tenantId),
    ]);
    const groupByName = new Map(groups.map((g) => [g.name.trim().toLowerCase(), g]));
    const toCreate = new Set(createGroups.map((name) => name.trim().toLowerCase()));
    // Each missing group under the spelling of its first mention, so "Evening" and "evening" are one group.
    const newGroups = new Map<string, string>();
    for (const row of file.rows) {
      const key = row.group?.toLowerCase();
      if (key && !groupByName.has(key) && !newGroups.has(key)) newGroups.set(key, row.group!);
    }
    const joining = new Map<string, number>();
    for (const row of file.rows) {
      const group = row.group ? groupByName.get(row.group.toLowerCase()) : undefined;
      if (group) joining.set(group.id, (joining.get(group.id) ?? 0) + 1);
    }
    const rows = file.rows.map((row) => {
      const reasons = [...row.reasons];
      if (row.candidate_id && takenIds.has(row.candidate_id)) reasons.push(StudentTexts.importCandidateIdTaken);
      if (row.email && takenEmails.has(row.email)) reasons.push(StudentTexts.importEmailTaken);
      let groupId: string | null = null;
      let newGroup: string | null = null;
      if (row.group) {
        const key = row.group.toLowerCase();
        const group = groupByName.get(key);
        if (!group) {
          if (toCreate.has(key)) newGroup = newGroups.get(key)!;
          else reasons.push(fillText(StudentTexts.importUnknownGroup, { group: row.group }));
        } else {
          groupId = group.id;
          if (group.size_limit !== null && group.member_count + (joining.get(group.id) ?? 0) > group.size_limit)
            reasons.push(fillText(StudentTexts.importGroupFull, { group: group.name, limit: group.size_limit }));
        }
      }
      const { reasons: _own, ...fields } = row;
      return {
        ...fields,
        status: reasons.length ? ('error' as const) : ('ok' as const),
        reasons,
        group_id: groupId,
        new_group: newGroup,
      };
    });
    return { problem: null, rows, newGroups: [...newGroups.values()] };
  }
}
