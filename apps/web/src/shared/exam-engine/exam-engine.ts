import {
  AttemptSnapshotSchema,
  ExamErrorCodes,
  ExamEvents,
  OVERDUE_TIMER_GRACE_MS,
  type AnswerAck,
  type AnswerSetPayload,
  type AttemptSnapshot,
  type ExamRefusal,
  type ExamSection,
  type ExamServerToClient,
  type FlaggedQuestions,
  type ResumePosition,
  type SavedAnswer,
  type SectionAck,
  type SectionState,
  type TimerSync,
} from '@cdi/contracts';
import { clockOffsetMs, sectionRemainingSeconds } from './exam-clock';
import { emitExamWithAck, type ExamSocket, type SocketListener } from './exam-socket';
import { bySeq, type Outbox, type OutboxEntry } from './outbox';
import { computeSaveStatus, sameSaveStatus, type SaveStatus } from './save-status';
import { callSafely, TypedListeners } from './typed-listeners';

export interface ExamEngineOptions {
  socket: ExamSocket;
  outbox: Outbox;
  attemptId: string;
  /** The local clock, epoch ms (tests pass their own). */
  now?: () => number;
  /** Quiet time after the last keystroke on a question before its change is sent. */
  debounceMs?: number;
  /** How long to wait for an ack before treating the emit as lost. */
  ackTimeoutMs?: number;
  retryMinMs?: number;
  retryMaxMs?: number;
}

/** The backoff between rounds of resending what the server could not save: doubling from min up to max. */
export const DEFAULT_RETRY_MS = { min: 1000, max: 30_000 } as const;
/** When the server says it saves again, each engine resends within this long (see retrySoon). */
export const SAVING_RESUMED_SPREAD_MS = 1000;

/** Everything the engine tells screens about, besides the save status. */
export type ExamEngineEvents = ExamServerToClient & {
  snapshot: (snapshot: AttemptSnapshot) => void;
  'join:refused': (refusal: ExamRefusal) => void;
};

/** Outbox meta: the highest seq ever handed out, and whether seqs were numbered above the server's. */
interface SeqMeta {
  last: number;
  anchored: boolean;
}

const POSITION_THROTTLE_MS = 1000;
/**
 * How long past its deadline the running section may still show as open here before this window
 * reads the attempt again. The server closes a section at its deadline and tells the window at once,
 * and its sweep closes one whose timer went missing within OVERDUE_TIMER_GRACE_MS; a window that
 * heard neither (its api was cut from Redis when the worker told it) would show 0:00 on a section
 * that is over until the page was reloaded.
 */
const STALE_SECTION_MS = OVERDUE_TIMER_GRACE_MS + 5000;

function questionKey(section: ExamSection, question: string): string {
  return `${section}/${question}`;
}

function refusal(code: ExamRefusal['code']): ExamRefusal {
  return { ok: false, code, message: ExamErrorCodes[code] };
}

/**
 * The candidate's side of the answer path: every change goes to the outbox first, then to the server
 * as `answer:set`; acked changes leave the outbox, refused ones stay with the reason, and everything
 * unacked is replayed in seq order after each (re)join. Also keeps the attempt snapshot and the
 * server-clock offset. No DOM, no React: runs in the browser and in Node.
 */
export class ExamEngine {
  /** Resolves once the outbox has been read. */
  readonly ready: Promise<void>;
  private readonly socket: ExamSocket;
  private readonly outbox: Outbox;
  private readonly attemptId: string;
  private readonly now: () => number;
  private readonly debounceMs: number;
  private readonly ackTimeoutMs: number;
  private readonly retryMinMs: number;
  private readonly retryMaxMs: number;

  /** The newest unacked change per question (mirrors the outbox). */
  private readonly entries = new Map<string, OutboxEntry>();
  /** What the server has confirmed, from snapshots and acks. */
  private readonly saved = new Map<string, SavedAnswer>();
  /** Question key -> id of the emit awaiting its ack: one in flight per question. */
  private readonly inFlight = new Map<string, number>();
  private readonly debounceTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly listeners = new TypedListeners<ExamEngineEvents>();
  private readonly statusListeners = new Set<(status: SaveStatus) => void>();
  private readonly changeWaiters = new Set<() => void>();
  private readonly socketHandlers: [string, SocketListener][];
  /** Aborted on dispose, so no ack timer outlives the engine. */
  private readonly lifetime = new AbortController();

  private seq: SeqMeta = { last: 0, anchored: false };
  private writes: Promise<void> = Promise.resolve();
  private joined = false;
  private joinId = 0;
  private emitId = 0;
  private offsetMs = 0;
  /** When this window last joined again because its section looked stale (rejoinIfSectionStale). */
  private staleRejoinAt = -Infinity;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryDelayMs: number;
  private positionTimer: ReturnType<typeof setTimeout> | null = null;
  private positionQueued: { section: ExamSection; part: number; question: number } | null = null;
  private blocked: string | null = null;
  /**
   * The server's last answer to a change was that it could not save it (`unavailable`, or no ack in
   * time): until one is saved again the status says so instead of 'Saving…', which would be untrue
   * for as long as, say, the database is down.
   */
  private notSaving = false;
  /** Taken over by another window, or the sitting stopped by the centre: nothing more is sent. */
  private halted = false;
  private audioHasStarted = false;
  private readonly unsentReceipts = new Set<string>();
  /** Each section's flagged questions not yet sent (the newest set per section). */
  private readonly unsentFlags = new Map<ExamSection, number[]>();
  private disposed = false;
  private outboxRead = false;
  private currentStatus: SaveStatus = { kind: 'saved' };
  private currentSnapshot: AttemptSnapshot | null = null;
  private resumePosition: ResumePosition | null = null;
  private serverFlags: FlaggedQuestions | null = null;
  private savedAt: string | null = null;
  private notifiedSavedAt: string | null = null;

  constructor(options: ExamEngineOptions) {
    this.socket = options.socket;
    this.outbox = options.outbox;
    this.attemptId = options.attemptId;
    this.now = options.now ?? Date.now;
    this.debounceMs = options.debounceMs ?? 300;
    this.ackTimeoutMs = options.ackTimeoutMs ?? 10_000;
    this.retryMinMs = options.retryMinMs ?? DEFAULT_RETRY_MS.min;
    this.retryMaxMs = options.retryMaxMs ?? DEFAULT_RETRY_MS.max;
    this.retryDelayMs = this.retryMinMs;
    this.socketHandlers = this.serverHandlers();
    this.socketHandlers.forEach(([event, handler]) => this.socket.on(event, handler));
    this.ready = this.load().then(() => {
      this.outboxRead = true;
    });
    if (this.socket.connected) void this.join();
  }

  // ---- reading state ----

  get status(): SaveStatus {
    return this.currentStatus;
  }

  /** When the server last confirmed a save (its clock, ISO). */
  get lastSavedAt(): string | null {
    return this.savedAt;
  }

  get snapshot(): AttemptSnapshot | null {
    return this.currentSnapshot;
  }

  /** Where the candidate last was, by the server (another computer counts): screens open there. */
  get resumeAt(): ResumePosition | null {
    return this.resumePosition;
  }

  /** A section's flagged questions as the server last heard them (from any computer); null before joining. */
  flaggedOnServer(section: ExamSection): number[] | null {
    return this.serverFlags?.[section] ?? null;
  }

  /** The answer to show: the newest local change, else what the server has saved. */
  value(section: ExamSection, question: string): string | undefined {
    const key = questionKey(section, question);
    return this.entries.get(key)?.value ?? this.saved.get(key)?.value;
  }

  /** Changes not yet saved, pending or refused, in seq order. */
  unsaved(): OutboxEntry[] {
    return [...this.entries.values()].sort(bySeq);
  }

  serverNow(): number {
    return this.now() + this.offsetMs;
  }

  remainingSeconds(section: ExamSection): number | null {
    const state = this.sectionState(section);
    return state ? sectionRemainingSeconds(state, this.serverNow()) : null;
  }

  sectionState(section: ExamSection): SectionState | undefined {
    return this.currentSnapshot?.sections.find((state) => state.section === section);
  }

  /** Called with the save status whenever it or lastSavedAt changes. */
  subscribe(listener: (status: SaveStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  on<E extends keyof ExamEngineEvents>(event: E, listener: ExamEngineEvents[E]): () => void {
    return this.listeners.on(event, listener);
  }

  /** Resolves when every outbox write queued so far has finished. */
  idle(): Promise<void> {
    return this.writes;
  }

  // ---- candidate actions ----

  /**
   * Records a change: persisted at once with a fresh seq, sent once the question has been quiet for
   * debounceMs (or at once with `immediate`, for clicks and blur). Resolves when it is in the outbox.
   */
  async setAnswer(section: ExamSection, question: string, value: string, options?: { immediate?: boolean }): Promise<void> {
    // Once the outbox is read the change is recorded before this returns its promise, so value()
    // shows it at once (the screens count answered questions from it).
    if (!this.outboxRead) await this.ready;
    if (this.halted || this.disposed || this.value(section, question) === value) return;
    const key = questionKey(section, question);
    const seq = ++this.seq.last;
    const entry: OutboxEntry = {
      attemptId: this.attemptId,
      section,
      question,
      value,
      seq,
      state: 'pending',
      createdAt: this.now(),
    };
    this.entries.set(key, entry);
    this.persist(entry);
    this.refreshStatus();
    this.clearDebounce(key);
    if (options?.immediate) this.send(key);
    else this.debounce(key);
    return this.writes;
  }

  /** Sends every waiting change now (before a section change, on blur); resolves when the outbox is written. */
  flush(section?: ExamSection): Promise<void> {
    for (const entry of this.unsaved()) {
      if (!section || entry.section === section) this.sendNow(questionKey(entry.section, entry.question));
    }
    return this.writes;
  }

  sectionStart(section: ExamSection): Promise<SectionAck> {
    void this.flush();
    return this.sectionAction(ExamEvents.sectionStart, section);
  }

  /** Finishes a section only once its answers are saved, so none is refused as 'section closed'. */
  async sectionComplete(section: ExamSection): Promise<SectionAck> {
    if (this.halted) return refusal('takenOver');
    if (!this.canSend()) return refusal('unavailable');
    void this.flush(section);
    const hasPending = () => [...this.entries.values()].some((e) => e.section === section && e.state === 'pending');
    if (!(await this.waitUntil(() => !hasPending(), this.ackTimeoutMs))) return refusal('unavailable');
    return this.sectionAction(ExamEvents.sectionComplete, section);
  }

  /**
   * The 5-second heartbeat: what the candidate's clock shows, whether the exam has focus, how long
   * the oldest unsaved change has waited, and whether the listening recording has started. It also
   * reads the attempt again when the running section is long past its deadline (STALE_SECTION_MS).
   */
  heartbeat(presence: { visible: boolean; focused: boolean }): void {
    if (!this.canSend()) return;
    this.rejoinIfSectionStale();
    const section = this.currentSnapshot?.currentSection;
    const remainingSeconds = section ? this.remainingSeconds(section) : null;
    const oldestUnsaved = Math.min(...[...this.entries.values()].filter((e) => e.state === 'pending').map((e) => e.createdAt));
    const unsavedSeconds = Number.isFinite(oldestUnsaved) ? Math.max(0, Math.floor((this.now() - oldestUnsaved) / 1000)) : 0;
    this.socket.emit(ExamEvents.heartbeat, {
      attemptId: this.attemptId,
      remainingSeconds,
      ...presence,
      unsavedSeconds,
      audioStarted: this.audioHasStarted,
    });
  }

  /** At most once per STALE_SECTION_MS: a join answers with the attempt as the server has it. */
  private rejoinIfSectionStale(): void {
    const section = this.currentSnapshot?.currentSection;
    const state = section ? this.sectionState(section) : undefined;
    if (state?.status !== 'open' || !state.deadlineAt || state.pausedAt) return;
    if (this.serverNow() - Date.parse(state.deadlineAt) < STALE_SECTION_MS) return;
    if (this.now() - this.staleRejoinAt < STALE_SECTION_MS) return;
    this.staleRejoinAt = this.now();
    void this.join();
  }

  /** The candidate can hear the sound check: the server keeps it (and the snapshot then says so). */
  async confirmSoundCheck(): Promise<SectionAck> {
    if (this.halted) return refusal('takenOver');
    if (!this.canSend()) return refusal('unavailable');
    const ack = await emitExamWithAck(
      this.socket,
      ExamEvents.soundCheck,
      { attemptId: this.attemptId },
      this.ackTimeoutMs,
      this.lifetime.signal,
    );
    return this.snapshotAck(ack);
  }

  /**
   * Where the listening recording is, asked of the server (the one authority: a window never plays
   * from its own idea of the place). With `playedSeconds` this window also says it has begun playing.
   * Waits for the connection; `seconds` is the place at local time `at`, null before the recording began;
   * `pass` is what the audio route asks of this window for the recording.
   */
  async recordingPlace(
    playedSeconds: number | null,
  ): Promise<{ seconds: number | null; at: number; pass: string } | ExamRefusal> {
    if (this.halted) return refusal('takenOver');
    if (!(await this.waitUntil(() => this.canSend(), this.ackTimeoutMs))) return refusal('unavailable');
    const sentAt = this.now();
    const payload = { attemptId: this.attemptId, playedSeconds };
    const ack = await emitExamWithAck(this.socket, ExamEvents.recording, payload, this.ackTimeoutMs, this.lifetime.signal);
    if (!ack) return refusal('unavailable');
    if (!ack.ok) return ack;
    const at = this.now();
    // The server read its clock about half a round trip ago.
    const seconds = ack.recordingSeconds === null ? null : ack.recordingSeconds + Math.max(0, at - sentAt) / 2000;
    return { seconds, at, pass: ack.pass };
  }

  /** The listening recording began playing; the next heartbeat tells the invigilator. */
  audioStarted(): void {
    this.audioHasStarted = true;
  }

  /** The candidate has seen an invigilator's message: a read receipt for the roster (sent once connected). */
  messageSeen(messageId: string): void {
    this.unsentReceipts.add(messageId);
    this.sendReceipts();
  }

  private sendReceipts(): void {
    if (!this.canSend()) return;
    for (const messageId of this.unsentReceipts)
      this.socket.emit(ExamEvents.messageRead, { attemptId: this.attemptId, messageId });
    this.unsentReceipts.clear();
  }

  /** The questions flagged for review in a section, for the invigilator's roster (sent once connected). */
  flags(section: ExamSection, questions: readonly number[]): void {
    this.unsentFlags.set(
      section,
      [...questions].sort((a, b) => a - b),
    );
    this.sendFlags();
  }

  private sendFlags(): void {
    if (!this.canSend()) return;
    for (const [section, questions] of this.unsentFlags)
      this.socket.emit(ExamEvents.flags, { attemptId: this.attemptId, section, questions });
    this.unsentFlags.clear();
  }

  /** Where the candidate is; at most one event a second, the latest one always sent. */
  position(section: ExamSection, part: number, question: number): void {
    this.positionQueued = { section, part, question };
    if (!this.positionTimer) this.sendPosition();
  }

  /** Sends a position waiting out its throttle now: the page is going (reload, close). */
  flushPosition(): void {
    if (!this.positionQueued) return;
    if (this.positionTimer) clearTimeout(this.positionTimer);
    this.sendPosition();
  }

  dispose(): void {
    this.disposed = true;
    this.lifetime.abort();
    this.socketHandlers.forEach(([event, handler]) => this.socket.off(event, handler));
    this.debounceTimers.forEach((timer) => clearTimeout(timer));
    this.debounceTimers.clear();
    this.clearRetry();
    if (this.positionTimer) clearTimeout(this.positionTimer);
    this.listeners.clear();
    this.statusListeners.clear();
  }

  // ---- joining and replay ----

  private async load(): Promise<void> {
    try {
      const meta = (await this.outbox.getMeta(this.metaKey())) as Partial<SeqMeta> | undefined;
      if (typeof meta?.last === 'number') this.seq = { last: meta.last, anchored: meta.anchored === true };
      const stored = (await this.outbox.all(this.attemptId)).sort(bySeq);
      for (const entry of stored) {
        const key = questionKey(entry.section, entry.question);
        const older = this.entries.get(key);
        if (older) void this.enqueue(() => this.outbox.remove([[older.attemptId, older.seq]]));
        this.entries.set(key, entry);
        this.seq.last = Math.max(this.seq.last, entry.seq);
      }
    } catch (error) {
      // Without storage the engine still saves to the server; it only loses crash safety.
      console.warn('exam outbox unavailable', error);
    }
    this.refreshStatus();
  }

  private async join(): Promise<void> {
    if (this.halted || this.disposed) return;
    const joinId = ++this.joinId;
    this.joined = false;
    await this.ready;
    if (joinId !== this.joinId || !this.socket.connected) return; // socket.io would buffer it for the next connection
    const sentAt = this.now();
    const ack = await emitExamWithAck(
      this.socket,
      ExamEvents.join,
      { attemptId: this.attemptId },
      this.ackTimeoutMs,
      this.lifetime.signal,
    );
    if (joinId !== this.joinId || this.halted || this.disposed || !this.socket.connected) return;
    if (!ack || (!ack.ok && (ack.code === 'unavailable' || ack.code === 'notJoined'))) return this.scheduleRetry();
    if (!ack.ok) return this.refuseJoin(ack);
    const parsed = AttemptSnapshotSchema.safeParse(ack.snapshot);
    if (!parsed.success) return this.scheduleRetry();
    this.offsetMs = clockOffsetMs(parsed.data.serverTime, sentAt, this.now());
    this.resumePosition = ack.resumeAt ?? null;
    this.serverFlags = ack.flagged ?? null;
    this.setSnapshot(parsed.data);
    // Sent while no window showed them: shown now, like a message that arrives live (after the
    // snapshot, so one about a section is weighed against the section running now).
    for (const message of ack.unseenMessages ?? []) this.listeners.fire(ExamEvents.message, message);
    this.blocked = null;
    this.seq.last = Math.max(this.seq.last, parsed.data.lastSeq);
    this.anchorSeqs();
    this.dropAlreadySaved();
    this.joined = true;
    this.notSaving = false; // the join read the attempt from the database
    this.retryDelayMs = this.retryMinMs;
    this.refreshStatus();
    this.replay();
    this.sendReceipts();
    this.sendFlags();
    if (!this.positionTimer) this.sendPosition();
  }

  /**
   * Changes made before this device ever joined (empty outbox, offline) were numbered from 0 and could
   * lose to older saves; nothing was sent yet, so number them again above the server's lastSeq.
   */
  private anchorSeqs(): void {
    if (this.seq.anchored) return;
    this.seq.anchored = true;
    const renumbered = [...this.entries.values()].sort(bySeq).map((entry) => ({ ...entry, seq: ++this.seq.last }));
    renumbered.forEach((entry) => this.entries.set(questionKey(entry.section, entry.question), entry));
    const meta = { ...this.seq };
    void this.enqueue(async () => {
      for (const entry of renumbered) await this.outbox.put(entry); // supersedes the old numbers
      await this.outbox.setMeta(this.metaKey(), meta);
    });
  }

  /** An ack lost with its connection: the snapshot shows the server already has this change (or a newer one). */
  private dropAlreadySaved(): void {
    for (const [key, entry] of this.entries) {
      const saved = this.saved.get(key);
      if (entry.state === 'pending' && saved && saved.seq >= entry.seq) this.forget(key, entry);
    }
  }

  private replay(): void {
    this.clearRetry();
    for (const entry of this.unsaved()) this.sendNow(questionKey(entry.section, entry.question));
  }

  private refuseJoin(ack: ExamRefusal): void {
    if (ack.code === 'takenOver') return this.takeOver(ack.message);
    this.blocked = ack.message || ExamErrorCodes[ack.code];
    this.refreshStatus();
    this.listeners.fire('join:refused', ack);
  }

  private scheduleRetry(delayMs = this.retryDelayMs): void {
    if (this.retryTimer || this.disposed || this.halted) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.socket.connected) return; // the next connect rejoins
      if (this.joined) this.replay();
      else void this.join();
    }, delayMs);
    this.retryDelayMs = Math.min(this.retryDelayMs * 2, this.retryMaxMs);
  }

  /**
   * The server saves again: a retry waiting for the backoff's next round (up to retryMaxMs away) goes
   * within SAVING_RESUMED_SPREAD_MS instead, at a moment of this engine's own, so a room's engines do
   * not all resend at once.
   */
  private retrySoon(): void {
    if (!this.retryTimer) return;
    this.clearRetry();
    this.retryDelayMs = this.retryMinMs;
    this.scheduleRetry(Math.random() * SAVING_RESUMED_SPREAD_MS);
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  // ---- sending answers ----

  private canSend(): boolean {
    return this.joined && this.socket.connected && !this.halted && !this.disposed;
  }

  private sendNow(key: string): void {
    this.clearDebounce(key);
    this.send(key);
  }

  private send(key: string): void {
    if (!this.canSend() || this.inFlight.has(key) || this.entries.get(key)?.state !== 'pending') return;
    const id = ++this.emitId;
    this.inFlight.set(key, id);
    // Emit only after the outbox holds the change; chained writes keep emits in seq order.
    void this.writes.then(async () => {
      const entry = this.entries.get(key);
      if (this.inFlight.get(key) !== id || !this.canSend() || entry?.state !== 'pending') {
        if (this.inFlight.get(key) === id) this.inFlight.delete(key);
        return;
      }
      const { attemptId, section, question, value, seq } = entry;
      const payload: AnswerSetPayload = { attemptId, section, question, value, seq };
      const ack = await emitExamWithAck(this.socket, ExamEvents.answerSet, payload, this.ackTimeoutMs, this.lifetime.signal);
      this.onAnswerAck(key, id, entry, ack);
    });
  }

  private onAnswerAck(key: string, id: number, sent: OutboxEntry, ack: AnswerAck | undefined): void {
    if (this.inFlight.get(key) === id) this.inFlight.delete(key);
    if (this.disposed) return;
    const retryLater = !ack || (!ack.ok && ack.code === 'unavailable');
    const savingAgain = this.notSaving && ack?.ok === true;
    this.notSaving = retryLater;
    if (retryLater) {
      this.scheduleRetry();
    } else if (ack.ok) {
      this.retryDelayMs = this.retryMinMs;
      this.savedAt = ack.savedAt;
      this.recordSaved({
        section: sent.section,
        question: sent.question,
        value: sent.value,
        seq: sent.seq,
        savedAt: ack.savedAt,
      });
      this.forget(key, sent);
    } else if (ack.code === 'takenOver') {
      return this.takeOver(ack.message);
    } else if (ack.code === 'notJoined') {
      void this.join();
    } else {
      this.refuse(key, sent, ack);
    }
    this.refreshStatus();
    // The server saves again: what waited goes now, not at the backoff's next round (up to retryMaxMs away).
    if (savingAgain) this.replay();
    // A newer change typed while this one was in flight goes now, unless its debounce is still running.
    // The change the server could not save waits for the backoff's next round: sent again at once, every
    // engine would resend its whole outbox as fast as the server refuses it, for as long as it cannot save.
    const unsavedAgain = retryLater && this.entries.get(key)?.seq === sent.seq;
    if (!this.debounceTimers.has(key) && !unsavedAgain) this.send(key);
  }

  /** Drops an entry once the server has it; a newer change to the same question stays. */
  private forget(key: string, entry: OutboxEntry): void {
    const current = this.entries.get(key);
    if (current && current.seq <= entry.seq) this.entries.delete(key);
    void this.enqueue(() => this.outbox.remove([[entry.attemptId, entry.seq]]));
  }

  private refuse(key: string, sent: OutboxEntry, ack: ExamRefusal): void {
    if (this.entries.get(key)?.seq !== sent.seq) return; // superseded: the newer change gets its own answer
    const refused: OutboxEntry = { ...sent, state: 'refused', code: ack.code, message: ack.message || ExamErrorCodes[ack.code] };
    this.entries.set(key, refused);
    this.persist(refused);
  }

  private recordSaved(answer: SavedAnswer): void {
    const key = questionKey(answer.section, answer.question);
    const known = this.saved.get(key);
    if (!known || known.seq <= answer.seq) this.saved.set(key, answer);
  }

  /** Sends the newest position, then holds the next for the throttle; offline, it waits for the rejoin. */
  private sendPosition(): void {
    const next = this.positionQueued;
    this.positionTimer = null;
    if (!next || !this.canSend()) return;
    this.positionQueued = null;
    this.socket.emit(ExamEvents.position, { attemptId: this.attemptId, ...next });
    this.positionTimer = setTimeout(() => this.sendPosition(), POSITION_THROTTLE_MS);
  }

  private async sectionAction(
    event: typeof ExamEvents.sectionStart | typeof ExamEvents.sectionComplete,
    section: ExamSection,
  ): Promise<SectionAck> {
    if (this.halted) return refusal('takenOver');
    if (!this.canSend()) return refusal('unavailable');
    const ack = await emitExamWithAck(
      this.socket,
      event,
      { attemptId: this.attemptId, section },
      this.ackTimeoutMs,
      this.lifetime.signal,
    );
    return this.snapshotAck(ack);
  }

  /** An ack carrying a snapshot: the snapshot is taken, a takeover obeyed. */
  private snapshotAck(ack: SectionAck | undefined): SectionAck {
    if (!ack) return refusal('unavailable');
    if (!ack.ok) {
      if (ack.code === 'takenOver') this.takeOver(ack.message);
      return ack;
    }
    const parsed = AttemptSnapshotSchema.safeParse(ack.snapshot);
    if (parsed.success) this.setSnapshot(parsed.data);
    return ack;
  }

  // ---- server events ----

  private serverHandlers(): [string, SocketListener][] {
    const handlers: { [E in keyof ExamServerToClient]: ExamServerToClient[E] } = {
      [ExamEvents.timerSync]: (event) => this.applyTimer(event, ExamEvents.timerSync),
      [ExamEvents.sectionExpired]: (event) => {
        const parsed = AttemptSnapshotSchema.safeParse(event.snapshot);
        if (parsed.success) this.setSnapshot(parsed.data);
        this.listeners.fire(ExamEvents.sectionExpired, event);
      },
      [ExamEvents.paused]: (event) => {
        this.patchSections((state) => (state.status === 'open' ? { ...state, pausedAt: event.pausedAt } : state));
        this.listeners.fire(ExamEvents.paused, event);
      },
      [ExamEvents.resumed]: (event) => {
        this.retryPausedRefusals();
        this.applyTimer(event, ExamEvents.resumed);
      },
      [ExamEvents.message]: (event) => this.listeners.fire(ExamEvents.message, event),
      [ExamEvents.submitted]: (event) => {
        if (this.currentSnapshot) this.setSnapshot({ ...this.currentSnapshot, status: 'completed' });
        this.listeners.fire(ExamEvents.submitted, event);
      },
      [ExamEvents.takenOver]: (event) => this.takeOver(event.message),
      [ExamEvents.sittingStopped]: (event) => {
        // The centre stopped the sitting (the account was suspended): final, like a take-over.
        this.halt(event.message);
        this.listeners.fire(ExamEvents.sittingStopped, event);
      },
      [ExamEvents.savingResumed]: () => this.retrySoon(),
    };
    return [
      ['connect', () => void this.join()],
      ['disconnect', () => this.onDisconnect()],
      ...(Object.entries(handlers) as [string, SocketListener][]),
    ];
  }

  private onDisconnect(): void {
    this.joinId += 1; // a join ack still on its way belongs to the old connection
    this.joined = false;
    this.inFlight.clear();
    this.clearRetry();
    this.refreshStatus();
  }

  private applyTimer(event: TimerSync, name: typeof ExamEvents.timerSync | typeof ExamEvents.resumed): void {
    // Keep the join's round-trip estimate unless the local clock has clearly jumped (sleep, manual change).
    const drift = Date.parse(event.serverTime) - this.serverNow();
    if (Math.abs(drift) > 2000) this.offsetMs += drift;
    const { deadlineAt, pausedAt } = event;
    this.patchSections((state) => (state.section === event.section ? { ...state, deadlineAt, pausedAt } : state));
    this.listeners.fire(name, event);
  }

  /** A change refused only because the exam was paused is worth sending again once it resumes. */
  private retryPausedRefusals(): void {
    for (const [key, entry] of this.entries) {
      if (entry.state !== 'refused' || entry.code !== 'paused') continue;
      const { code: _code, message: _message, ...rest } = entry;
      const pending: OutboxEntry = { ...rest, state: 'pending' };
      this.entries.set(key, pending);
      this.persist(pending);
      this.send(key);
    }
    this.refreshStatus();
  }

  private takeOver(message: string): void {
    const text = message || ExamErrorCodes.takenOver;
    this.halt(text);
    this.listeners.fire(ExamEvents.takenOver, { message: text });
  }

  /** Another window owns the attempt now, or the sitting was stopped: keep the outbox, send nothing more, never rejoin. */
  private halt(message: string): void {
    this.halted = true;
    this.blocked = message;
    this.joined = false;
    this.inFlight.clear();
    this.debounceTimers.forEach((timer) => clearTimeout(timer));
    this.debounceTimers.clear();
    this.clearRetry();
    this.refreshStatus();
  }

  // ---- state plumbing ----

  private setSnapshot(snapshot: AttemptSnapshot): void {
    this.currentSnapshot = snapshot;
    snapshot.answers.forEach((answer) => this.recordSaved(answer));
    this.listeners.fire('snapshot', snapshot);
  }

  private patchSections(patch: (state: SectionState) => SectionState): void {
    if (!this.currentSnapshot) return;
    this.setSnapshot({ ...this.currentSnapshot, sections: this.currentSnapshot.sections.map(patch) });
  }

  private metaKey(): string {
    return `seq:${this.attemptId}`;
  }

  private persist(entry: OutboxEntry): void {
    const meta = { ...this.seq }; // as of now, so meta never claims more than the writes before it
    const key = questionKey(entry.section, entry.question);
    void this.enqueue(async () => {
      await this.outbox.setMeta(this.metaKey(), meta);
      if (this.entries.get(key) === entry) await this.outbox.put(entry); // a newer keystroke replaces it anyway
    });
  }

  /** Serialises outbox writes so they land in the order they were made. */
  private enqueue(write: () => Promise<void>): Promise<void> {
    this.writes = this.writes.then(write).catch((error: unknown) => console.warn('exam outbox write failed', error));
    return this.writes;
  }

  private debounce(key: string): void {
    const timer = setTimeout(() => this.sendNow(key), this.debounceMs);
    this.debounceTimers.set(key, timer);
  }

  private clearDebounce(key: string): void {
    const timer = this.debounceTimers.get(key);
    if (timer) clearTimeout(timer);
    this.debounceTimers.delete(key);
  }

  /** Recomputes the status; the object only changes when its content does, so screens can compare by reference. */
  private refreshStatus(): void {
    const online = this.joined && this.socket.connected;
    const next = computeSaveStatus({
      entries: this.entries.values(),
      online,
      blocked: this.blocked,
      notSaving: this.notSaving,
    });
    const statusChanged = !sameSaveStatus(next, this.currentStatus);
    if (statusChanged) this.currentStatus = next;
    this.changeWaiters.forEach((waiter) => waiter());
    if (!statusChanged && this.savedAt === this.notifiedSavedAt) return;
    this.notifiedSavedAt = this.savedAt;
    this.statusListeners.forEach((listener) => callSafely(() => listener(this.currentStatus)));
  }

  private waitUntil(done: () => boolean, timeoutMs: number): Promise<boolean> {
    if (done()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const finish = (result: boolean) => {
        clearTimeout(timer);
        this.changeWaiters.delete(check);
        resolve(result);
      };
      const check = () => {
        if (done()) finish(true);
      };
      const timer = setTimeout(() => finish(false), timeoutMs);
      this.changeWaiters.add(check);
    });
  }
}
