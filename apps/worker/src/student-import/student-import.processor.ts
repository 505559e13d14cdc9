import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type AdminJobOwner,
  type AdminJobProgress,
  fillText,
  generateCandidateId,
  generatePassword,
  Queues,
  StudentTexts,
} from '@cdi/contracts';
import { appSecretOf, SecretBox } from '@cdi/credentials';
import { AdminJobFeed, Transactions } from '@cdi/db';
import type { Job } from 'bullmq';
import { randomInt } from 'node:crypto';
import type { QueueProcessor } from '../queues/queue-processor';
import { WORKER_ENV, type WorkerEnv } from '../worker-env';
import { type EnrolledStudent, StudentImportRepository } from './student-import.repository';

const queue = Queues.studentImport;

/** A failure the admin can act on: its message is shown as it is. */
class ImportRefused extends Error {}

/**
 * Enrols a checked file: writes every student, their group and the audit entry in ONE transaction, so
 * an import lands whole or not at all (progress is reported as the students go in). Candidate IDs left blank are generated (unique across the platform); passwords are always
 * generated, kept sealed for the credentials sheet, never in the job's data.
 */
@Injectable()
export class StudentImportProcessor implements QueueProcessor {
  readonly queueName = queue.name;
  private readonly logger = new Logger('StudentImport');

  constructor(
    private readonly repository: StudentImportRepository,
    private readonly transactions: Transactions,
    @Inject(AdminJobFeed) private readonly feed: AdminJobFeed,
    @Inject(WORKER_ENV) private readonly env: WorkerEnv,
  ) {}

  async process(job: Job): Promise<{ userIds: string[] }> {
    const { owner, rows } = queue.jobs.import.payload.parse(job.data);
    const jobId = job.id ?? '';
    const total = rows.length;
    const report = async (state: AdminJobProgress['state'], done: number, message: string | null = null) => {
      this.feed.progress(owner, { jobId, kind: 'student-import', state, done, total, message });
      if (state === 'active') await job.updateProgress({ done, total });
    };
    try {
      const secret = appSecretOf(this.env);
      if (!secret) throw new Error('The worker has no APP_SECRET to seal issued passwords with');
      const box = new SecretBox(secret);
      await report('active', 0);

      // No hashing here: each student's issued password is sealed (for the login slips) and hashed at
      // their first sign-in, so thousands enrol in seconds (argon2 for each took minutes).
      const students: EnrolledStudent[] = rows.map((row) => {
        const password = generatePassword(randomInt);
        return {
          loginId: row.candidate_id ?? '',
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          issuedPasswordSealed: box.seal(password),
          groupId: row.group_id,
        };
      });

      const userIds = await this.transactions.run(async (manager) => {
        // Groups the admin chose to create with the import: made in the same transaction, so they exist only if the students do.
        const newGroups = [...new Set(rows.flatMap((r) => (r.new_group ? [r.new_group] : [])))];
        const created = await this.repository.groupsNamed(owner.tenantId, newGroups, manager);
        rows.forEach((row, i) => {
          if (row.new_group) students[i]!.groupId = created.get(row.new_group.toLowerCase()) ?? null;
        });
        await this.assignCandidateIds(
          students,
          rows.map((r) => r.candidate_id),
          manager,
        );
        const ids = await this.repository.insertStudents(owner.tenantId, students, manager, (count) =>
          count < total ? report('active', count) : Promise.resolve(),
        );
        await this.repository.recordAudit(owner.tenantId, owner.actorId, jobId, ids.length, manager);
        return ids;
      });
      await report('completed', total);
      return { userIds };
    } catch (error) {
      const message = error instanceof ImportRefused ? error.message : StudentTexts.importFailed;
      this.logger.warn(`Import ${jobId} failed: ${(error as Error).message}`);
      this.feed.progress(owner as AdminJobOwner, { jobId, kind: 'student-import', state: 'failed', done: 0, total, message });
      throw error instanceof ImportRefused ? error : new Error(StudentTexts.importFailed);
    }
  }

  /**
   * The file's own ids must still be free (someone may have taken one since the preview); blank ones
   * get generated ids that no user and no other row has.
   */
  private async assignCandidateIds(
    students: EnrolledStudent[],
    fileIds: (string | null)[],
    manager: Parameters<StudentImportRepository['takenLoginIds']>[1],
  ): Promise<void> {
    const given = fileIds.filter((id): id is string => id !== null);
    const taken = await this.repository.takenLoginIds(given, manager);
    const clash = given.find((id) => taken.has(id));
    if (clash)
      throw new ImportRefused(
        `${clash}: ${StudentTexts.importCandidateIdTaken}. ${fillText(StudentTexts.importHasBadRows, { n: 1 })}`,
      );
    const used = new Set(given);
    let missing = students.filter((s) => s.loginId === '');
    while (missing.length > 0) {
      for (const student of missing) {
        let id = generateCandidateId(randomInt);
        while (used.has(id)) id = generateCandidateId(randomInt);
        student.loginId = id;
        used.add(id);
      }
      const takenNow = await this.repository.takenLoginIds(
        missing.map((s) => s.loginId),
        manager,
      );
      missing = missing.filter((s) => takenNow.has(s.loginId));
      for (const student of missing) student.loginId = '';
    }
  }
}
