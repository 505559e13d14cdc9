import { z } from 'zod';
import { storableText } from './storable-text';

/**
 * Long admin work (a shuffle for a whole group, a bulk enrolment) runs as queue jobs; the admin who
 * started one hears its progress on their own /invigilate socket (it is in the room of its user), so
 * a page shows a real progress bar without polling. The job's outcome is read over REST when done.
 */
export const AdminJobEvents = {
  progress: 'job:progress',
} as const;

/** Each kind is one job of the queue catalogue; the page that started it knows what its result means. */
export const ADMIN_JOB_KINDS = ['shuffle', 'student-import'] as const;
export type AdminJobKind = (typeof ADMIN_JOB_KINDS)[number];

export const AdminJobProgressSchema = z.object({
  jobId: storableText(),
  kind: z.enum(ADMIN_JOB_KINDS),
  state: z.enum(['active', 'completed', 'failed']),
  /** Items done of the total (members shuffled, rows enrolled); total 0 while not yet known. */
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  /** Why it failed, in words for the admin; null otherwise. */
  message: storableText().nullable(),
});
export type AdminJobProgress = z.infer<typeof AdminJobProgressSchema>;

/** Who started a job: every admin job's payload carries it, so progress reaches them and no one else. */
export const AdminJobOwnerSchema = z.object({ tenantId: z.uuid(), actorId: z.uuid() });
export type AdminJobOwner = z.infer<typeof AdminJobOwnerSchema>;
