import { z } from 'zod';
import { EXAM_SECTIONS } from '../exam-content/constants';
import type { ExamRefusal, SectionState } from './exam-events';
import { AttemptStatuses } from './sections';
import { AdminJobEvents, type AdminJobProgress } from '../admin-jobs';
import type { SessionSocketServerToClient } from '../session-sockets';
import { defineRoute, JSON_BODY } from '../routes/define-route';
import { storableText } from '../storable-text';

/** The invigilator's live channel: admins watch an assignment being sat. */
export const INVIGILATE_NAMESPACE = '/invigilate';

export const InvigilateEvents = {
  watch: 'watch',
  /** Stops a watch: the page's one socket outlives the roster it showed. */
  unwatch: 'unwatch',
  rosterPatch: 'roster:patch',
  extend: 'extend',
  pause: 'pause',
  resume: 'resume',
  message: 'message',
  forceSubmit: 'force-submit',
  creditOffline: 'credit-offline',
  /** Keeps the chosen candidates from beginning their next section (say, their recording is not in yet). */
  holdStart: 'hold-start',
  releaseStart: 'release-start',
  rosterSettings: 'roster:settings',
  rosterStale: 'roster:stale',
} as const;

export const InvigilationPaths = {
  assignments: '/admin/invigilation/assignments',
  timeline: '/admin/invigilation/attempts/:attemptId/timeline',
  autoCredit: '/admin/invigilation/assignments/:assignmentId/auto-credit',
} as const;

/**
 * Whether candidates of an assignment get their offline time back by themselves when they reconnect
 * (off until an invigilator switches it on). The rule: see `autoOfflineCreditSeconds` in exam-core.
 */
export const AutoCreditRequestSchema = z.object({ enabled: z.boolean() });
export type AutoCreditRequest = z.infer<typeof AutoCreditRequestSchema>;
export const AutoCreditResponseSchema = z.object({ success: z.literal(true), autoCreditOffline: z.boolean() });
export type AutoCreditResponse = z.infer<typeof AutoCreditResponseSchema>;

/** An assignment's own settings changed: every invigilator watching it sees the change at once. */
export const RosterSettingsSchema = z.object({ assignmentId: z.uuid(), autoCreditOffline: z.boolean() });
export type RosterSettings = z.infer<typeof RosterSettingsSchema>;

/** Every accepted event of an attempt, oldest first, for invigilators and appeals. */
export const TimelineResponseSchema = z.object({
  success: z.literal(true),
  events: z.array(
    z.object({ id: storableText(), type: storableText(), at: storableText(), payload: z.record(storableText(), z.unknown()) }),
  ),
});
export type TimelineResponse = z.infer<typeof TimelineResponseSchema>;

/** Minutes an invigilator may add to the running section in one action. */
export const MAX_EXTENSION_MINUTES = 60;
export const MAX_MESSAGE_CHARS = 500;

const targets = { assignmentId: z.uuid(), attemptIds: z.array(z.uuid()).min(1, 'Choose at least one candidate').max(1000) };
export const ExtendPayloadSchema = z.object({ ...targets, minutes: z.number().int().min(1).max(MAX_EXTENSION_MINUTES) });
export type ExtendPayload = z.input<typeof ExtendPayloadSchema>;
export const AttemptsActionPayloadSchema = z.object(targets);
export type AttemptsActionPayload = z.input<typeof AttemptsActionPayloadSchema>;
export const MessagePayloadSchema = z.object({
  assignmentId: z.uuid(),
  /** Empty: everyone sitting the assignment (an announcement). */
  attemptIds: z.array(z.uuid()).max(1000),
  text: storableText().trim().min(1, 'Write a message').max(MAX_MESSAGE_CHARS),
});
export type MessagePayload = z.input<typeof MessagePayloadSchema>;

/** An action's result: how many candidates it changed (those it could not, say a finished one, are skipped). */
export type InvigilatorActionAck = { ok: true; affected: number } | ExamRefusal;

export const InvigilationAssignmentSchema = z.object({
  id: storableText(),
  test_title: storableText(),
  target_type: z.enum(['group', 'student']),
  target_name: storableText(),
  created_at: storableText(),
  /** When candidates may start (null: from the start); one still ahead makes the sitting upcoming. */
  opens_at: storableText().nullable().optional(),
  closes_at: storableText().nullable().optional(),
  counts: z.object({
    total: z.number().int(),
    online: z.number().int(),
    in_progress: z.number().int(),
    completed: z.number().int(),
  }),
});
export type InvigilationAssignment = z.infer<typeof InvigilationAssignmentSchema>;
export const InvigilationAssignmentsResponseSchema = z.object({
  success: z.literal(true),
  assignments: z.array(InvigilationAssignmentSchema),
});
export type InvigilationAssignmentsResponse = z.infer<typeof InvigilationAssignmentsResponseSchema>;

const admin = ['admin'] as const;

/** The invigilator's REST calls beside the live channel: the sittings, a candidate's timeline, auto-credit. */
export const InvigilationRoutes = {
  assignments: defineRoute({
    method: 'get',
    path: InvigilationPaths.assignments,
    tag: 'invigilation',
    summary: 'Active assignments with how many candidates are online, sitting and done',
    access: admin,
    capability: 'invigilate',
    response: InvigilationAssignmentsResponseSchema,
  }),
  autoCredit: defineRoute({
    method: 'put',
    path: InvigilationPaths.autoCredit,
    tag: 'invigilation',
    summary:
      "Switch automatic credit of offline time for an assignment (off by default): when on, a candidate who reconnects after at least AUTO_CREDIT_MIN_OFFLINE_SECONDS offline while their section's clock ran gets that time added to the section, never more than they lost",
    access: admin,
    capability: 'invigilate',
    body: { schema: AutoCreditRequestSchema, contentTypes: JSON_BODY },
    response: AutoCreditResponseSchema,
  }),
  timeline: defineRoute({
    method: 'get',
    path: InvigilationPaths.timeline,
    tag: 'invigilation',
    summary: "One attempt's timeline of accepted events",
    access: admin,
    capability: 'invigilate',
    response: TimelineResponseSchema,
  }),
};

export const WatchPayloadSchema = z.object({ assignmentId: z.uuid() });
export type WatchPayload = z.input<typeof WatchPayloadSchema>;

/**
 * What the candidate's window reports and the server keeps in Redis while they sit: where they are,
 * whether the exam has focus, and the time they lost offline. Times are ISO strings.
 */
export const LiveStateSchema = z.object({
  section: z.enum(EXAM_SECTIONS).nullable(),
  part: z.number().int().nullable(),
  question: z.number().int().nullable(),
  /** Questions the candidate has flagged for review, per section (writing: the task numbers). */
  flagged: z.record(z.enum(EXAM_SECTIONS), z.array(z.number().int())),
  /** The last move between questions (saves count as activity too, via lastSavedAt). */
  movedAt: storableText().nullable(),
  visible: z.boolean(),
  focused: z.boolean(),
  /** Times the exam went to the background or lost focus. */
  focusLosses: z.number().int(),
  /** Times a second tab or computer took the attempt over. */
  takeovers: z.number().int(),
  /** Set while the candidate is disconnected. */
  offlineSince: storableText().nullable(),
  /** Time offline in finished disconnections, in seconds. */
  offlineSeconds: z.number().int(),
  /** Of that, what the invigilator has already given back. */
  creditedSeconds: z.number().int(),
  audioStartedAt: storableText().nullable(),
  /** From the last heartbeat: how long the oldest unsaved change has waited (0: all saved). */
  unsavedSeconds: z.number(),
  /** From the last heartbeat: how much of the listening recording the window holds, in percent (null: not reported). */
  recordingPercent: z.number().int().nullable(),
});
export type LiveState = z.infer<typeof LiveStateSchema>;

export const EMPTY_LIVE_STATE: LiveState = {
  section: null,
  part: null,
  question: null,
  flagged: { listening: [], reading: [], writing: [] },
  movedAt: null,
  visible: true,
  focused: true,
  focusLosses: 0,
  takeovers: 0,
  offlineSince: null,
  offlineSeconds: 0,
  creditedSeconds: 0,
  audioStartedAt: null,
  unsavedSeconds: 0,
  recordingPercent: null,
};

/** The latest invigilator message a candidate was sent, and whether they have seen it. */
export const MessageReceiptSchema = z.object({ id: storableText(), sentAt: storableText(), readAt: storableText().nullable() });
export type MessageReceipt = z.infer<typeof MessageReceiptSchema>;

export type WritingWords = Record<WritingTaskKey, number>;
export const WRITING_TASK_KEYS = ['task1', 'task2'] as const;
export type WritingTaskKey = (typeof WRITING_TASK_KEYS)[number];

/** One candidate's row as the invigilator sees it. */
export interface RosterRow {
  userId: string;
  candidateId: string;
  name: string;
  attemptId: string | null;
  status: (typeof AttemptStatuses)[number];
  online: boolean;
  sections: SectionState[];
  /** Question keys with a non-blank saved answer, per section. */
  answered: Record<(typeof EXAM_SECTIONS)[number], string[]>;
  lastSavedAt: string | null;
  /** Words typed per writing task ('task1', 'task2'), counted by exam-core's countWords from the saved answers. */
  writingWords: WritingWords;
  live: LiveState;
  lastMessage: MessageReceipt | null;
  /** When the candidate confirmed they can hear the sound check before Listening (absent or null: not yet). */
  soundCheckedAt?: string | null;
  /** When the invigilator held the candidate's start of their next section (absent or null: not held). */
  startHeldAt?: string | null;
}

export type ShownQuestionNumbers = Record<'listening' | 'reading', Record<string, number>>;

export interface RosterSnapshot {
  assignmentId: string;
  testTitle: string;
  /** Offline time is given back by itself on reconnection (AutoCreditRequest). */
  autoCreditOffline: boolean;
  serverTime: string;
  rows: RosterRow[];
  /**
   * The test's paper numbering, the same for each of its candidates: per section, each authored
   * question number (the key of answers, positions and flags) → the number the candidate sees, 1 to 40
   * in slot order.
   */
  shownNumbers: ShownQuestionNumbers;
}

export type WatchAck = { ok: true; roster: RosterSnapshot } | ExamRefusal;
export type UnwatchAck = { ok: true } | ExamRefusal;

/** A compact change to one row; the page applies it to the snapshot it holds. */
export type RosterPatch =
  | {
      attemptId: string;
      kind: 'answer';
      section: (typeof EXAM_SECTIONS)[number];
      question: string;
      answered: boolean;
      savedAt: string;
      /** A writing task's words (exam-core's countWords); absent for other sections. */
      words?: number;
    }
  | { attemptId: string; kind: 'presence'; online: boolean; at: string }
  | { attemptId: string; kind: 'sections'; status: (typeof AttemptStatuses)[number]; sections: SectionState[] }
  | { attemptId: string; kind: 'live'; live: Partial<LiveState> }
  | { attemptId: string; kind: 'message'; message: MessageReceipt }
  | { attemptId: string; kind: 'soundCheck'; soundCheckedAt: string }
  | { attemptId: string; kind: 'startHold'; startHeldAt: string | null };

/** What an admin's page sends on /invigilate, with the answer each event waits for. */
export interface InvigilateClientToServer {
  [InvigilateEvents.watch]: (payload: WatchPayload, ack: (ack: WatchAck) => void) => void;
  [InvigilateEvents.unwatch]: (payload: WatchPayload, ack: (ack: UnwatchAck) => void) => void;
  [InvigilateEvents.extend]: (payload: ExtendPayload, ack: (ack: InvigilatorActionAck) => void) => void;
  [InvigilateEvents.pause]: (payload: AttemptsActionPayload, ack: (ack: InvigilatorActionAck) => void) => void;
  [InvigilateEvents.resume]: (payload: AttemptsActionPayload, ack: (ack: InvigilatorActionAck) => void) => void;
  [InvigilateEvents.message]: (payload: MessagePayload, ack: (ack: InvigilatorActionAck) => void) => void;
  [InvigilateEvents.forceSubmit]: (payload: AttemptsActionPayload, ack: (ack: InvigilatorActionAck) => void) => void;
  [InvigilateEvents.creditOffline]: (payload: AttemptsActionPayload, ack: (ack: InvigilatorActionAck) => void) => void;
  [InvigilateEvents.holdStart]: (payload: AttemptsActionPayload, ack: (ack: InvigilatorActionAck) => void) => void;
  [InvigilateEvents.releaseStart]: (payload: AttemptsActionPayload, ack: (ack: InvigilatorActionAck) => void) => void;
}

/** What the server tells an admin's page on /invigilate. */
export interface InvigilateServerToClient extends SessionSocketServerToClient {
  [InvigilateEvents.rosterPatch]: (patches: RosterPatch[]) => void;
  [InvigilateEvents.rosterSettings]: (settings: RosterSettings) => void;
  /**
   * Patches may have been missed (a replica was cut off from the others for a while): the page reads
   * the roster again, as on a reconnection.
   */
  [InvigilateEvents.rosterStale]: () => void;
  /** Progress of the admin's own long jobs (see admin-jobs.ts). */
  [AdminJobEvents.progress]: (event: AdminJobProgress) => void;
}
