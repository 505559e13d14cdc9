import { z } from 'zod';
import { EXAM_SECTIONS } from '../exam-content/constants';
import { AttemptStatuses, SectionEndReasons, SectionStatuses } from './sections';
import { SessionSocketEvents } from '../session-sockets';
import { storableText } from '../storable-text';

/** The candidate's live channel. Sockets authenticate with the session token in the handshake. */
export const EXAM_NAMESPACE = '/exam';

export const ExamEvents = {
  join: 'attempt:join',
  sectionStart: 'section:start',
  sectionComplete: 'section:complete',
  answerSet: 'answer:set',
  position: 'position',
  heartbeat: 'heartbeat',
  messageRead: 'message:read',
  soundCheck: 'sound-check:confirm',
  recording: 'recording:sync',
  flags: 'flags:set',
  // server to candidate
  timerSync: 'timer:sync',
  sectionExpired: 'section:expired',
  paused: 'attempt:paused',
  resumed: 'attempt:resumed',
  message: 'message',
  submitted: 'attempt:submitted',
  /** The attempt was opened in a newer window (or the session opened too many): this one stops. */
  takenOver: SessionSocketEvents.takenOver,
  /** The candidate may not sit any more (their account was suspended): sent just before the socket is cut. */
  sittingStopped: 'sitting:stopped',
  /** The server saves again after it could not: what waits in an outbox goes now, not at its next retry. */
  savingResumed: 'saving:resumed',
  /** The invigilator held this candidate's start of their next section, or released it. */
  startHold: 'start:hold',
} as const;

const section = z.enum(EXAM_SECTIONS);
const attemptId = z.uuid();

/** Answer values are text (multi-select letters joined by ', '); an essay fits comfortably. */
export const ANSWER_MAX_CHARS = 20_000;
/** Question keys: a question number ('12') or a writing task ('task1'). */
export const QuestionKeySchema = storableText().regex(/^(\d{1,2}|task[12])$/, 'question is a number or task1/task2');

export const JoinPayloadSchema = z.object({ attemptId });
export type JoinPayload = z.input<typeof JoinPayloadSchema>;
export const SectionPayloadSchema = z.object({ attemptId, section });
export type SectionPayload = z.input<typeof SectionPayloadSchema>;
export const AnswerSetPayloadSchema = z.object({
  attemptId,
  section,
  question: QuestionKeySchema,
  value: storableText().max(ANSWER_MAX_CHARS, `An answer is at most ${ANSWER_MAX_CHARS} characters`),
  /** Per-attempt, increasing with every change the client makes; the newest seq wins. */
  seq: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type AnswerSetPayload = z.infer<typeof AnswerSetPayloadSchema>;
export const PositionPayloadSchema = z.object({
  attemptId,
  section,
  part: z.number().int().min(1).max(4),
  question: z.number().int().min(0).max(40),
});
export type PositionPayload = z.input<typeof PositionPayloadSchema>;
export const HeartbeatPayloadSchema = z.object({
  attemptId,
  remainingSeconds: z.number().min(0).nullable(),
  visible: z.boolean(),
  focused: z.boolean(),
  /** How long the oldest change not yet saved has waited, in seconds; 0 when all is saved. */
  unsavedSeconds: z.number().min(0).optional(),
  /** Whether the listening recording has started playing in this window. */
  audioStarted: z.boolean().optional(),
  /**
   * How much of the listening recording this window holds, in whole percent, while Listening has not
   * begun (null or absent: it has not started fetching it here).
   */
  recordingPercent: z.number().int().min(0).max(100).nullable().optional(),
});
export type HeartbeatPayload = z.input<typeof HeartbeatPayloadSchema>;
/** The candidate has seen an invigilator's message (a read receipt for the roster). */
export const MessageReadPayloadSchema = z.object({ attemptId, messageId: z.uuid() });
export type MessageReadPayload = z.input<typeof MessageReadPayloadSchema>;

/** The candidate heard the sound check's test tone and confirmed it before Listening. */
export const SoundCheckPayloadSchema = z.object({ attemptId });
export type SoundCheckPayload = z.input<typeof SoundCheckPayloadSchema>;
/** How far a window may say it had played when it tells the server the recording began. */
export const RECORDING_START_MAX_SECONDS = 10;
/**
 * Asks where the listening recording is. With `playedSeconds` the window also says it has begun
 * playing it (that many seconds ago): the first such report starts the recording's clock.
 */
export const RecordingSyncPayloadSchema = z.object({
  attemptId,
  playedSeconds: z.number().min(0).max(RECORDING_START_MAX_SECONDS).nullable(),
});
export type RecordingSyncPayload = z.input<typeof RecordingSyncPayloadSchema>;
/**
 * The questions of one section the candidate has flagged for review, the whole set each time (writing:
 * the task numbers), so the invigilator's roster shows them.
 */
export const FlagsPayloadSchema = z.object({
  attemptId,
  section,
  questions: z
    .array(z.number().int().min(1).max(40))
    .max(40)
    .transform((questions) => [...new Set(questions)].sort((a, b) => a - b)),
});
export type FlagsPayload = z.input<typeof FlagsPayloadSchema>;

/** Why an event was refused; the client shows the text and keeps the answer in its outbox. */
export const ExamErrorCodes = {
  invalid: 'The change could not be read',
  invalidCharacter: 'Not saved: the text contains a character that cannot be saved',
  notYours: 'This attempt is not yours',
  notJoined: 'Join the attempt first',
  sectionClosed: 'Not saved: section closed',
  sectionLocked: 'Complete the earlier sections first',
  paused: 'Not saved: the exam is paused',
  attemptOver: 'Not saved: the test has been submitted',
  takenOver: 'The exam was opened in another window',
  /** The assignment's opening time (opens_at) is still ahead. */
  notOpenYet: 'This test is not open yet. You can start it from the opening time your centre set.',
  /** The assignment's closing time (closes_at) has passed before the candidate began. */
  sittingClosed: 'This test has closed: its closing time has passed, so it can no longer be started.',
  unavailable: 'Not saved: the server is busy, retrying',
  /**
   * Too many events of one kind from this window (SOCKET_EVENT_BUDGETS). Answers and joins refused
   * this way answer `unavailable` instead, which the exam client retries.
   */
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  /** The invigilator holds this candidate's start (start_held_at) until they release it. */
  startHeld: 'Please wait: your invigilator will let you begin shortly.',
} as const;
export type ExamErrorCode = keyof typeof ExamErrorCodes;
/**
 * Why a save was refused by the statement that writes it (the rules live in AttemptsRepository.saveAnswers):
 * by the section it was written to, or because the database cannot store that one row.
 */
export type WriteRefusal = Extract<ExamErrorCode, 'sectionLocked' | 'sectionClosed' | 'paused' | 'invalidCharacter' | 'invalid'>;

export interface ExamRefusal {
  ok: false;
  code: ExamErrorCode;
  message: string;
}

export const SectionStateSchema = z.object({
  section,
  status: z.enum(SectionStatuses),
  startedAt: storableText().nullable(),
  /** When the section closes, moved by extensions and pauses; null until started. */
  deadlineAt: storableText().nullable(),
  durationSeconds: z.number().int(),
  extensionSeconds: z.number().int(),
  pausedAt: storableText().nullable(),
  completedAt: storableText().nullable(),
  endReason: z.enum(SectionEndReasons).nullable(),
});
export type SectionState = z.infer<typeof SectionStateSchema>;

export const SavedAnswerSchema = z.object({
  section,
  question: storableText(),
  value: storableText(),
  seq: z.number().int(),
  savedAt: storableText(),
});
export type SavedAnswer = z.infer<typeof SavedAnswerSchema>;

export const AttemptSnapshotSchema = z.object({
  attemptId: storableText(),
  status: z.enum(AttemptStatuses),
  startedAt: storableText().nullable(),
  /** The attempt's own 4-hour limit. */
  expiresAt: storableText().nullable(),
  serverTime: storableText(),
  currentSection: section.nullable(),
  sections: z.array(SectionStateSchema),
  answers: z.array(SavedAnswerSchema),
  /** The highest seq the server has saved: a client restarting from an empty outbox continues above it. */
  lastSeq: z.number().int(),
  /** When the candidate confirmed the sound check before Listening; null until then. */
  soundCheckedAt: storableText().nullable().optional(),
  /** Set while the invigilator holds the candidate's start of their next section; null otherwise. */
  startHeldAt: storableText().nullable().optional(),
});
export type AttemptSnapshot = z.infer<typeof AttemptSnapshotSchema>;

/** Where the candidate last was: a reload or another computer opens the section at this question. */
export interface ResumePosition {
  section: z.infer<typeof section>;
  part: number;
  question: number;
}
/** A message from the invigilator to one candidate (or all of an assignment's). */
export interface InvigilatorMessage {
  id: string;
  text: string;
  at: string;
  /** The section the candidate was sitting when it was sent: it is shown only while that runs (null: until dismissed). */
  section: z.infer<typeof section> | null;
}

/** Each section's questions flagged for review, as the server last heard them. */
export type FlaggedQuestions = Record<z.infer<typeof section>, number[]>;
export type JoinAck =
  | {
      ok: true;
      snapshot: AttemptSnapshot;
      resumeAt?: ResumePosition | null;
      flagged?: FlaggedQuestions;
      /** Messages sent while no window showed them (or before a reload), to show now; none about a section that is over. */
      unseenMessages?: InvigilatorMessage[];
    }
  | ExamRefusal;
export type SectionAck = { ok: true; snapshot: AttemptSnapshot } | ExamRefusal;
/**
 * Where the listening recording is, by the server's clock at `serverTime`: seconds since it began,
 * pauses left out, across all parts (null: not started). The window plays from there, never before.
 * `pass` is the key the audio route asks for (AttemptPaths.audio?pass=): only a joined window gets it.
 */
export type RecordingAck = { ok: true; recordingSeconds: number | null; serverTime: string; pass: string } | ExamRefusal;
export type AnswerAck = { ok: true; seq: number; savedAt: string } | (ExamRefusal & { seq: number });

/** Why the server moved a section's deadline on: the invigilator's extra time, or offline time given back. */
export const TimeAddedReasons = ['extension', 'offlineCredit'] as const;
export type TimeAddedReason = (typeof TimeAddedReasons)[number];

/** Why the centre stopped a candidate's sitting from outside the exam. */
export const SittingStopReasons = ['suspended'] as const;
export type SittingStopReason = (typeof SittingStopReasons)[number];
export interface SittingStopped {
  reason: SittingStopReason;
  /** What the candidate's screen says, final. */
  message: string;
}

/** Whether the invigilator holds the candidate's start: the time they held it, or null once released. */
export interface StartHold {
  startHeldAt: string | null;
}

export interface TimerSync {
  section: z.infer<typeof section>;
  deadlineAt: string | null;
  pausedAt: string | null;
  serverTime: string;
  /** Set when this sync adds time, so the candidate is told how much and why. */
  added?: { seconds: number; reason: TimeAddedReason };
}

/** What the candidate's window sends on /exam, with the answer each event waits for. */
export interface ExamClientToServer {
  [ExamEvents.join]: (payload: JoinPayload, ack: (ack: JoinAck) => void) => void;
  [ExamEvents.sectionStart]: (payload: SectionPayload, ack: (ack: SectionAck) => void) => void;
  [ExamEvents.sectionComplete]: (payload: SectionPayload, ack: (ack: SectionAck) => void) => void;
  [ExamEvents.answerSet]: (payload: AnswerSetPayload, ack: (ack: AnswerAck) => void) => void;
  [ExamEvents.position]: (payload: PositionPayload) => void;
  [ExamEvents.heartbeat]: (payload: HeartbeatPayload) => void;
  [ExamEvents.messageRead]: (payload: MessageReadPayload) => void;
  [ExamEvents.soundCheck]: (payload: SoundCheckPayload, ack: (ack: SectionAck) => void) => void;
  [ExamEvents.recording]: (payload: RecordingSyncPayload, ack: (ack: RecordingAck) => void) => void;
  [ExamEvents.flags]: (payload: FlagsPayload) => void;
}

/** What the server tells the candidate's window on /exam. */
export interface ExamServerToClient {
  [ExamEvents.timerSync]: (event: TimerSync) => void;
  [ExamEvents.sectionExpired]: (event: { section: z.infer<typeof section>; snapshot: AttemptSnapshot }) => void;
  [ExamEvents.paused]: (event: { pausedAt: string }) => void;
  [ExamEvents.resumed]: (event: TimerSync) => void;
  [ExamEvents.message]: (event: InvigilatorMessage) => void;
  [ExamEvents.submitted]: (event: { reason: string }) => void;
  [ExamEvents.takenOver]: (event: { message: string }) => void;
  [ExamEvents.sittingStopped]: (event: SittingStopped) => void;
  [ExamEvents.savingResumed]: () => void;
  [ExamEvents.startHold]: (event: StartHold) => void;
}
