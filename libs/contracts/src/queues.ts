import { storableText } from './storable-text';
import { z } from 'zod';
import { AdminJobOwnerSchema } from './admin-jobs';
import { ImportJobRowSchema, ImportSkippedRowSchema } from './student-import';

/**
 * The queue catalogue: every queue, its jobs and their payloads. The api only produces,
 * the worker only processes; both take names and payload schemas from here.
 */
export const Queues = {
  housekeeping: {
    name: 'housekeeping',
    jobs: {
      purgeExpiredSessions: {
        name: 'purge-expired-sessions',
        payload: z.object({ olderThanHours: z.number().int().min(0).default(0) }),
        /** Runs on this schedule (a BullMQ job scheduler), and on demand. */
        everyMs: 60 * 60 * 1000,
      },
      /** Deletes each tenant's activity log entries older than its data retention (System Settings). */
      purgeAuditLog: {
        name: 'purge-audit-log',
        payload: z.object({}),
        everyMs: 24 * 60 * 60 * 1000,
      },
    },
  },
  ingestExamPart: {
    name: 'ingest-exam-part',
    jobs: {
      ingest: {
        name: 'ingest',
        payload: z.object({ examPartId: z.uuid(), tenantId: z.uuid() }),
        attempts: 3,
      },
    },
  },
  timers: {
    name: 'timers',
    jobs: {
      /** Closes a section at its deadline (job id expire-<attempt>-<section>; moved on extension or pause). */
      section: {
        name: 'section',
        payload: z.object({ tenantId: z.uuid(), attemptId: z.uuid(), section: z.enum(['listening', 'reading', 'writing']) }),
      },
      /** Completes an attempt 4 hours after it started, with what was saved (job id expire-<attempt>). */
      attempt: {
        name: 'attempt',
        payload: z.object({ tenantId: z.uuid(), attemptId: z.uuid() }),
      },
      /**
       * The safety net under the two delayed jobs: closes every section and attempt overdue by more
       * than OVERDUE_TIMER_GRACE_MS whose job went missing (an api crash between commit and
       * scheduling, a Redis flush). One scheduler per deployment, whatever the number of workers.
       */
      sweep: {
        name: 'sweep',
        schedulerId: 'timers-sweep',
        payload: z.object({}),
        everyMs: 30_000,
      },
    },
  },
  /** Bulk enrolment: every row of one file in one transaction, all or nothing (admin job kind 'student-import'). */
  studentImport: {
    name: 'student-import',
    jobs: {
      import: {
        name: 'import',
        payload: z.object({
          owner: AdminJobOwnerSchema,
          rows: z.array(ImportJobRowSchema).min(1),
          /** Rows left out by skip_invalid, kept for the job's result. */
          skipped: z.array(ImportSkippedRowSchema).default([]),
        }),
      },
    },
  },
  /** Test making's shuffles (admin jobs of kind 'shuffle': progress on the admin's socket). */
  shuffle: {
    name: 'shuffle',
    jobs: {
      /** One composition for a group or a student, avoiding their history; the result is read over REST. */
      preview: {
        name: 'preview',
        payload: z.object({ owner: AdminJobOwnerSchema, targetType: z.enum(['group', 'student']), targetId: z.uuid() }),
      },
      /** A test of their own for each member of a group, each avoiding that member's history, assigned to them. */
      perStudent: {
        name: 'per-student',
        payload: z.object({
          owner: AdminJobOwnerSchema,
          groupId: z.uuid(),
          title: storableText().max(200).optional(),
          description: storableText().max(2000).default(''),
        }),
      },
    },
  },
  /**
   * Marking. A section's close records it as due for marking in the same transaction, then asks for
   * this job; the sweep picks up any whose job went missing. Marking is idempotent: the same answers
   * and key give the same result row, so a re-run (an admin's re-mark after a key correction) is safe.
   */
  scoreAttempt: {
    name: 'score-attempt',
    jobs: {
      section: {
        name: 'score-section',
        payload: z.object({ tenantId: z.uuid(), attemptId: z.uuid(), section: z.enum(['listening', 'reading', 'writing']) }),
        attempts: 3,
      },
      sweep: {
        name: 'sweep',
        schedulerId: 'score-attempt-sweep',
        payload: z.object({}),
        everyMs: 30_000,
      },
    },
  },
} as const;

export type ScoreSectionPayload = z.infer<typeof Queues.scoreAttempt.jobs.section.payload>;

export type StudentImportPayload = z.infer<typeof Queues.studentImport.jobs.import.payload>;
export type ShufflePreviewPayload = z.infer<typeof Queues.shuffle.jobs.preview.payload>;
export type ShufflePerStudentPayload = z.infer<typeof Queues.shuffle.jobs.perStudent.payload>;

export function sectionTimerJobId(attemptId: string, section: string): string {
  return `expire-${attemptId}-${section}`;
}

export function attemptTimerJobId(attemptId: string): string {
  return `expire-${attemptId}`;
}

export type IngestExamPartPayload = z.infer<typeof Queues.ingestExamPart.jobs.ingest.payload>;

export type PurgeExpiredSessionsPayload = z.infer<typeof Queues.housekeeping.jobs.purgeExpiredSessions.payload>;
