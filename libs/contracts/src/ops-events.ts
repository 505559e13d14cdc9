import { z } from 'zod';
import { IngestionStages, ProcessingStatuses } from './exam-parts';
import { storableText } from './storable-text';

/** The developer's live channel. Sockets authenticate with the session token in the handshake. */
export const OPS_NAMESPACE = '/ops';

export const OpsEvents = {
  progress: 'queue:progress',
  done: 'queue:done',
  failed: 'queue:failed',
} as const;

export const QueueProgressSchema = z.object({
  queue: storableText(),
  jobId: storableText(),
  examPartId: storableText(),
  stage: z.enum(IngestionStages),
  /** 0-100 over the whole job. */
  percent: z.number().min(0).max(100),
});
export type QueueProgress = z.infer<typeof QueueProgressSchema>;

export const QueueDoneSchema = z.object({
  queue: storableText(),
  jobId: storableText(),
  examPartId: storableText(),
  status: z.enum(ProcessingStatuses),
});
export type QueueDone = z.infer<typeof QueueDoneSchema>;

export const QueueFailedSchema = QueueDoneSchema.extend({
  errors: z.array(z.object({ file: storableText(), path: storableText(), message: storableText() })),
});
export type QueueFailed = z.infer<typeof QueueFailedSchema>;

/** Developers only listen on /ops: a socket sends nothing. */
export type OpsClientToServer = Record<never, never>;

/** What the server tells a developer's page on /ops. */
export interface OpsServerToClient {
  [OpsEvents.progress]: (event: QueueProgress) => void;
  [OpsEvents.done]: (event: QueueDone) => void;
  [OpsEvents.failed]: (event: QueueFailed) => void;
}
