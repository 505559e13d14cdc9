import {
  AttemptSnapshotSchema,
  ExamErrorCodes,
  ExamEvents,
  type AttemptSnapshot,
  type ExamRefusal,
  type ExamSection,
  type ExamServerToClient,
  type FlaggedQuestions,
  type ResumePosition,
  type SectionAck,
  type SectionState,
  type TimerSync,
} from '@cdi/contracts';
import { AnswerSender, DEFAULT_RETRY_MS } from './answer-sender';
import { CandidatePlace } from './candidate-place';
import { emitExamWithAck, type ExamSocket, type SocketListener } from './exam-socket';
import type { Outbox, OutboxEntry } from './outbox';
import { computeSaveStatus, sameSaveStatus, type SaveStatus } from './save-status';
import { SectionClock } from './section-clock';
import { SessionLink } from './session-link';
import { callSafely, TypedListeners } from './typed-listeners';

export { DEFAULT_RETRY_MS, SAVING_RESUMED_SPREAD_MS } from './answer-sender';

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

/** Everything the engine tells screens about, besides the save status. */
export type ExamEngineEvents = ExamServerToClient & {
  snapshot: (snapshot: AttemptSnapshot) => void;
  'join:refused': (refusal: ExamRefusal) => void;
};

function refusal(code: ExamRefusal['code']): ExamRefusal {
  return { ok: false, code, message: ExamErrorCodes[code] };
}

/**
 * The candidate's side of the exam, composed of parts with one job each: the answer sender (outbox,
 * acks, retry), the session link (join, rejoin, takeover, heartbeat), the section clock (server time)
 * and the candidate's place (position, flags, read receipts). The engine keeps the attempt snapshot
 * and the save status, routes the server's events to the parts, and is the one face the screens use.
 * No DOM, no React: runs in the browser and in Node.
 */
export class ExamEngine {
  /** Resolves once the outbox has been read. */
  readonly ready: Promise<void>;
  private readonly socket: ExamSocket;
  private readonly attemptId: string;
  private readonly now: () => number;
  private readonly ackTimeoutMs: number;
  private readonly session: SessionLink;
  private readonly sender: AnswerSender;
  private readonly clock: SectionClock;
  private readonly place: CandidatePlace;

  private readonly listeners = new TypedListeners<ExamEngineEvents>();
  private readonly statusListeners = new Set<(status: SaveStatus) => void>();
  private readonly changeWaiters = new Set<() => void>();
  private readonly socketHandlers: [string, SocketListener][];
  /** Aborted on dispose, so no ack timer outlives the engine. */
  private readonly lifetime = new AbortController();

  private audioHasStarted = false;
  private recordingPercent: number | null = null;
  private currentStatus: SaveStatus = { kind: 'saved' };
  private currentSnapshot: AttemptSnapshot | null = null;
  private resumePosition: ResumePosition | null = null;
  private serverFlags: FlaggedQuestions | null = null;
  private notifiedSavedAt: string | null = null;

  constructor(options: ExamEngineOptions) {
    this.socket = options.socket;
    this.attemptId = options.attemptId;
    this.now = options.now ?? Date.now;
    this.ackTimeoutMs = options.ackTimeoutMs ?? 10_000;
    const { socket, attemptId, now, ackTimeoutMs } = this;
    const signal = this.lifetime.signal;
    this.clock = new SectionClock(now);
    this.session = new SessionLink({
      socket,
      attemptId,
      now,
      ackTimeoutMs,
      signal,
      outboxRead: () => this.ready,
      events: {
        admitted: (ack, snapshot, sentAt) => {
          this.clock.syncFromJoin(snapshot.serverTime, sentAt);
          this.resumePosition = ack.resumeAt ?? null;
          this.serverFlags = ack.flagged ?? null;
          this.setSnapshot(snapshot);
          // Sent while no window showed them: shown now, like a message that arrives live (after the
          // snapshot, so one about a section is weighed against the section running now).
          for (const message of ack.unseenMessages ?? []) this.listeners.fire(ExamEvents.message, message);
        },
        joined: (snapshot) => {
          this.sender.joined(snapshot.lastSeq);
          this.refreshStatus();
          this.sender.replay();
          this.place.sendWaiting();
        },
        joinFailed: () => this.sender.scheduleRetry(),
        refused: (ack) => {
          this.refreshStatus();
          this.listeners.fire('join:refused', ack);
        },
        disconnected: () => {
          this.sender.connectionLost();
          this.refreshStatus();
        },
        halted: () => {
          this.sender.halt();
          this.refreshStatus();
        },
        takenOver: (message) => this.listeners.fire(ExamEvents.takenOver, { message }),
      },
    });
    this.sender = new AnswerSender({
      socket,
      outbox: options.outbox,
      attemptId,
      link: this.session,
      now,
      debounceMs: options.debounceMs ?? 300,
      ackTimeoutMs,
      retryMinMs: options.retryMinMs ?? DEFAULT_RETRY_MS.min,
      retryMaxMs: options.retryMaxMs ?? DEFAULT_RETRY_MS.max,
      signal,
      changed: () => this.refreshStatus(),
    });
    this.place = new CandidatePlace({ socket, attemptId, canSend: () => this.session.canSend() });
    this.socketHandlers = this.serverHandlers();
    this.socketHandlers.forEach(([event, handler]) => this.socket.on(event, handler));
    this.ready = this.sender.ready;
    if (this.socket.connected) void this.session.join();
  }

  // ---- reading state ----

  get status(): SaveStatus {
    return this.currentStatus;
  }

  /** When the server last confirmed a save (its clock, ISO). */
  get lastSavedAt(): string | null {
    return this.sender.lastSavedAt;
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
    return this.sender.value(section, question);
  }

  /** Changes not yet saved, pending or refused, in seq order. */
  unsaved(): OutboxEntry[] {
    return this.sender.unsaved();
  }

  serverNow(): number {
    return this.clock.serverNow();
  }

  remainingSeconds(section: ExamSection): number | null {
    return this.clock.remainingSeconds(this.sectionState(section));
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
    return this.sender.idle();
  }

  // ---- candidate actions ----

  /**
   * Records a change: persisted at once with a fresh seq, sent once the question has been quiet for
   * debounceMs (or at once with `immediate`, for clicks and blur). Resolves when it is in the outbox.
   */
  setAnswer(section: ExamSection, question: string, value: string, options?: { immediate?: boolean }): Promise<void> {
    return this.sender.setAnswer(section, question, value, options);
  }

  /** Sends every waiting change now (before a section change, on blur); resolves when the outbox is written. */
  flush(section?: ExamSection): Promise<void> {
    return this.sender.flush(section);
  }

  sectionStart(section: ExamSection): Promise<SectionAck> {
    void this.flush();
    return this.sectionAction(ExamEvents.sectionStart, section);
  }

  /** Finishes a section only once its answers are saved, so none is refused as 'section closed'. */
  async sectionComplete(section: ExamSection): Promise<SectionAck> {
    if (this.session.halted) return refusal('takenOver');
    if (!this.session.canSend()) return refusal('unavailable');
    void this.flush(section);
    if (!(await this.waitUntil(() => !this.sender.hasPending(section), this.ackTimeoutMs))) return refusal('unavailable');
    return this.sectionAction(ExamEvents.sectionComplete, section);
  }

  /**
   * The 5-second heartbeat: what the candidate's clock shows, whether the exam has focus, how long
   * the oldest unsaved change has waited, and whether the listening recording has started. It also
   * reads the attempt again when the running section is long past its deadline (STALE_SECTION_MS).
   */
  heartbeat(presence: { visible: boolean; focused: boolean }): void {
    if (!this.session.canSend()) return;
    this.rejoinIfSectionStale();
    const section = this.currentSnapshot?.currentSection;
    const remainingSeconds = section ? this.remainingSeconds(section) : null;
    this.session.heartbeat({
      remainingSeconds,
      ...presence,
      unsavedSeconds: this.sender.unsavedSeconds(),
      audioStarted: this.audioHasStarted,
      recordingPercent: this.recordingPercent,
    });
  }

  /** A join answers with the attempt as the server has it. */
  private rejoinIfSectionStale(): void {
    const section = this.currentSnapshot?.currentSection;
    const state = section ? this.sectionState(section) : undefined;
    if (this.clock.staleSectionRereadDue(state)) void this.session.join();
  }

  /** The candidate can hear the sound check: the server keeps it (and the snapshot then says so). */
  async confirmSoundCheck(): Promise<SectionAck> {
    if (this.session.halted) return refusal('takenOver');
    if (!this.session.canSend()) return refusal('unavailable');
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
    if (this.session.halted) return refusal('takenOver');
    if (!(await this.waitUntil(() => this.session.canSend(), this.ackTimeoutMs))) return refusal('unavailable');
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

  /**
   * How much of the listening recording this window holds while Listening has not begun (null: not
   * fetching it); the next heartbeat tells the invigilator.
   */
  recordingDownloaded(percent: number | null): void {
    this.recordingPercent = percent;
  }

  /** The listening recording began playing; the next heartbeat tells the invigilator. */
  audioStarted(): void {
    this.audioHasStarted = true;
  }

  /** The candidate has seen an invigilator's message: a read receipt for the roster (sent once connected). */
  messageSeen(messageId: string): void {
    this.place.messageSeen(messageId);
  }

  /** The questions flagged for review in a section, for the invigilator's roster (sent once connected). */
  flags(section: ExamSection, questions: readonly number[]): void {
    this.place.flags(section, questions);
  }

  /** Where the candidate is; at most one event a second, the latest one always sent. */
  position(section: ExamSection, part: number, question: number): void {
    this.place.position(section, part, question);
  }

  /** Sends a position waiting out its throttle now: the page is going (reload, close). */
  flushPosition(): void {
    this.place.flushPosition();
  }

  dispose(): void {
    this.session.dispose();
    this.sender.dispose();
    this.lifetime.abort();
    this.socketHandlers.forEach(([event, handler]) => this.socket.off(event, handler));
    this.place.dispose();
    this.listeners.clear();
    this.statusListeners.clear();
  }

  // ---- section actions ----

  private async sectionAction(
    event: typeof ExamEvents.sectionStart | typeof ExamEvents.sectionComplete,
    section: ExamSection,
  ): Promise<SectionAck> {
    if (this.session.halted) return refusal('takenOver');
    if (!this.session.canSend()) return refusal('unavailable');
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
      if (ack.code === 'takenOver') this.session.takeOver(ack.message);
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
        this.sender.retryPausedRefusals();
        this.applyTimer(event, ExamEvents.resumed);
      },
      [ExamEvents.message]: (event) => this.listeners.fire(ExamEvents.message, event),
      [ExamEvents.submitted]: (event) => {
        if (this.currentSnapshot) this.setSnapshot({ ...this.currentSnapshot, status: 'completed' });
        this.listeners.fire(ExamEvents.submitted, event);
      },
      [ExamEvents.takenOver]: (event) => this.session.takeOver(event.message),
      [ExamEvents.sittingStopped]: (event) => {
        // The centre stopped the sitting (the account was suspended): final, like a take-over.
        this.session.halt(event.message);
        this.listeners.fire(ExamEvents.sittingStopped, event);
      },
      [ExamEvents.savingResumed]: () => this.sender.retrySoon(),
      [ExamEvents.startHold]: (event) => {
        if (this.currentSnapshot) this.setSnapshot({ ...this.currentSnapshot, startHeldAt: event.startHeldAt });
      },
    };
    return [
      ['connect', () => void this.session.join()],
      ['disconnect', () => this.session.onDisconnect()],
      ...(Object.entries(handlers) as [string, SocketListener][]),
    ];
  }

  private applyTimer(event: TimerSync, name: typeof ExamEvents.timerSync | typeof ExamEvents.resumed): void {
    this.clock.follow(event.serverTime);
    const { deadlineAt, pausedAt } = event;
    this.patchSections((state) => (state.section === event.section ? { ...state, deadlineAt, pausedAt } : state));
    this.listeners.fire(name, event);
  }

  // ---- state plumbing ----

  private setSnapshot(snapshot: AttemptSnapshot): void {
    this.currentSnapshot = snapshot;
    snapshot.answers.forEach((answer) => this.sender.recordSaved(answer));
    this.listeners.fire('snapshot', snapshot);
  }

  private patchSections(patch: (state: SectionState) => SectionState): void {
    if (!this.currentSnapshot) return;
    this.setSnapshot({ ...this.currentSnapshot, sections: this.currentSnapshot.sections.map(patch) });
  }

  /** Recomputes the status; the object only changes when its content does, so screens can compare by reference. */
  private refreshStatus(): void {
    const next = computeSaveStatus({
      entries: this.sender.unackedEntries(),
      online: this.session.online,
      blocked: this.session.blocked,
      notSaving: this.sender.notSaving,
    });
    const statusChanged = !sameSaveStatus(next, this.currentStatus);
    if (statusChanged) this.currentStatus = next;
    this.changeWaiters.forEach((waiter) => waiter());
    const savedAt = this.sender.lastSavedAt;
    if (!statusChanged && savedAt === this.notifiedSavedAt) return;
    this.notifiedSavedAt = savedAt;
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
