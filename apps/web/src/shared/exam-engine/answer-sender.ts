import {
  ExamErrorCodes,
  ExamEvents,
  type AnswerAck,
  type AnswerSetPayload,
  type ExamRefusal,
  type ExamSection,
  type SavedAnswer,
} from '@cdi/contracts';
import { emitExamWithAck, type ExamSocket } from './exam-socket';
import { bySeq, type Outbox, type OutboxEntry } from './outbox';

/** The backoff between rounds of resending what the server could not save: doubling from min up to max. */
export const DEFAULT_RETRY_MS = { min: 1000, max: 30_000 } as const;
/** When the server says it saves again, each engine resends within this long (see retrySoon). */
export const SAVING_RESUMED_SPREAD_MS = 1000;

/** What the sender needs of the connection to the attempt (the session link). */
export interface AnswerSenderLink {
  readonly joined: boolean;
  /** Taken over by another window, or the sitting stopped by the centre: nothing more is sent. */
  readonly halted: boolean;
  /** Joined over a live socket and still the attempt's window. */
  canSend(): boolean;
  join(): void;
  takeOver(message: string): void;
}

export interface AnswerSenderOptions {
  socket: ExamSocket;
  outbox: Outbox;
  attemptId: string;
  link: AnswerSenderLink;
  /** The local clock, epoch ms. */
  now: () => number;
  debounceMs: number;
  ackTimeoutMs: number;
  retryMinMs: number;
  retryMaxMs: number;
  /** Aborted when the engine goes, so no ack timer outlives it. */
  signal: AbortSignal;
  /** Called whenever what the save status is made of may have changed. */
  changed: () => void;
}

/** Outbox meta: the highest seq ever handed out, and whether seqs were numbered above the server's. */
interface SeqMeta {
  last: number;
  anchored: boolean;
}

function questionKey(section: ExamSection, question: string): string {
  return `${section}/${question}`;
}

/**
 * The answer path, and only it: every change goes to the outbox first, then to the server as
 * `answer:set`, one in flight per question; acked changes leave the outbox, refused ones stay with the
 * reason, and what the server could not save is sent again with backoff. Kept apart because nothing
 * acked may be lost and nothing unacked forgotten: the rules for that live here and nowhere else.
 */
export class AnswerSender {
  /** Resolves once the outbox has been read. */
  readonly ready: Promise<void>;
  private readonly socket: ExamSocket;
  private readonly outbox: Outbox;
  private readonly attemptId: string;
  private readonly link: AnswerSenderLink;
  private readonly now: () => number;
  private readonly debounceMs: number;
  private readonly ackTimeoutMs: number;
  private readonly retryMinMs: number;
  private readonly retryMaxMs: number;
  private readonly signal: AbortSignal;
  private readonly changed: () => void;

  /** The newest unacked change per question (mirrors the outbox). */
  private readonly entries = new Map<string, OutboxEntry>();
  /** What the server has confirmed, from snapshots and acks. */
  private readonly saved = new Map<string, SavedAnswer>();
  /** Question key -> id of the emit awaiting its ack: one in flight per question. */
  private readonly inFlight = new Map<string, number>();
  private readonly debounceTimers = new Map<string, ReturnType<typeof setTimeout>>();

  private seq: SeqMeta = { last: 0, anchored: false };
  private writes: Promise<void> = Promise.resolve();
  private emitId = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryDelayMs: number;
  /**
   * The server's last answer to a change was that it could not save it (`unavailable`, or no ack in
   * time): until one is saved again the status says so instead of 'Saving…', which would be untrue
   * for as long as, say, the database is down.
   */
  private serverNotSaving = false;
  private savedAt: string | null = null;
  private disposed = false;
  private outboxRead = false;

  constructor(options: AnswerSenderOptions) {
    this.socket = options.socket;
    this.outbox = options.outbox;
    this.attemptId = options.attemptId;
    this.link = options.link;
    this.now = options.now;
    this.debounceMs = options.debounceMs;
    this.ackTimeoutMs = options.ackTimeoutMs;
    this.retryMinMs = options.retryMinMs;
    this.retryMaxMs = options.retryMaxMs;
    this.signal = options.signal;
    this.changed = options.changed;
    this.retryDelayMs = this.retryMinMs;
    this.ready = this.load().then(() => {
      this.outboxRead = true;
    });
  }

  // ---- reading state ----

  /** When the server last confirmed a save (its clock, ISO). */
  get lastSavedAt(): string | null {
    return this.savedAt;
  }

  /** The server could not save the last change it answered about; retrying. */
  get notSaving(): boolean {
    return this.serverNotSaving;
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

  /** Unacked changes, pending and refused, in no particular order. */
  unackedEntries(): Iterable<OutboxEntry> {
    return this.entries.values();
  }

  hasPending(section: ExamSection): boolean {
    return [...this.entries.values()].some((e) => e.section === section && e.state === 'pending');
  }

  /** How long the oldest change not yet saved has waited, in whole seconds; 0 when none waits. */
  unsavedSeconds(): number {
    const oldestUnsaved = Math.min(...[...this.entries.values()].filter((e) => e.state === 'pending').map((e) => e.createdAt));
    return Number.isFinite(oldestUnsaved) ? Math.max(0, Math.floor((this.now() - oldestUnsaved) / 1000)) : 0;
  }

  /** Resolves when every outbox write queued so far has finished. */
  idle(): Promise<void> {
    return this.writes;
  }

  // ---- changes ----

  /**
   * Records a change: persisted at once with a fresh seq, sent once the question has been quiet for
   * debounceMs (or at once with `immediate`, for clicks and blur). Resolves when it is in the outbox.
   */
  async setAnswer(section: ExamSection, question: string, value: string, options?: { immediate?: boolean }): Promise<void> {
    // Once the outbox is read the change is recorded before this returns its promise, so value()
    // shows it at once (the screens count answered questions from it).
    if (!this.outboxRead) await this.ready;
    if (this.link.halted || this.disposed || this.value(section, question) === value) return;
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
    this.changed();
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

  /** What the server has confirmed (a snapshot's answers); a newer seq already known wins. */
  recordSaved(answer: SavedAnswer): void {
    const key = questionKey(answer.section, answer.question);
    const known = this.saved.get(key);
    if (!known || known.seq <= answer.seq) this.saved.set(key, answer);
  }

  // ---- the connection's moments ----

  /**
   * Just joined, with the server's `lastSeq`: seqs go on above it, what the server already has leaves
   * the outbox, and the backoff starts again (the join read the attempt from the database).
   * The caller replays what is left once the status is refreshed.
   */
  joined(lastSeq: number): void {
    this.seq.last = Math.max(this.seq.last, lastSeq);
    this.anchorSeqs();
    this.dropAlreadySaved();
    this.serverNotSaving = false;
    this.retryDelayMs = this.retryMinMs;
  }

  /** Sends every unsaved change again, in seq order. */
  replay(): void {
    this.clearRetry();
    for (const entry of this.unsaved()) this.sendNow(questionKey(entry.section, entry.question));
  }

  /** The connection dropped: no ack in flight will come, and the next connect rejoins. */
  connectionLost(): void {
    this.inFlight.clear();
    this.clearRetry();
  }

  /** Another window owns the attempt now, or the sitting was stopped: keep the outbox, send nothing more. */
  halt(): void {
    this.inFlight.clear();
    this.debounceTimers.forEach((timer) => clearTimeout(timer));
    this.debounceTimers.clear();
    this.clearRetry();
  }

  /** A change refused only because the exam was paused is worth sending again once it resumes. */
  retryPausedRefusals(): void {
    for (const [key, entry] of this.entries) {
      if (entry.state !== 'refused' || entry.code !== 'paused') continue;
      const { code: _code, message: _message, ...rest } = entry;
      const pending: OutboxEntry = { ...rest, state: 'pending' };
      this.entries.set(key, pending);
      this.persist(pending);
      this.send(key);
    }
    this.changed();
  }

  scheduleRetry(delayMs = this.retryDelayMs): void {
    if (this.retryTimer || this.disposed || this.link.halted) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.socket.connected) return; // the next connect rejoins
      if (this.link.joined) this.replay();
      else this.link.join();
    }, delayMs);
    this.retryDelayMs = Math.min(this.retryDelayMs * 2, this.retryMaxMs);
  }

  /**
   * The server saves again: a retry waiting for the backoff's next round (up to retryMaxMs away) goes
   * within SAVING_RESUMED_SPREAD_MS instead, at a moment of this engine's own, so a room's engines do
   * not all resend at once.
   */
  retrySoon(): void {
    if (!this.retryTimer) return;
    this.clearRetry();
    this.retryDelayMs = this.retryMinMs;
    this.scheduleRetry(Math.random() * SAVING_RESUMED_SPREAD_MS);
  }

  dispose(): void {
    this.disposed = true;
    this.debounceTimers.forEach((timer) => clearTimeout(timer));
    this.debounceTimers.clear();
    this.clearRetry();
  }

  // ---- reading the outbox ----

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
    this.changed();
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

  // ---- sending ----

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private sendNow(key: string): void {
    this.clearDebounce(key);
    this.send(key);
  }

  private send(key: string): void {
    if (!this.link.canSend() || this.inFlight.has(key) || this.entries.get(key)?.state !== 'pending') return;
    const id = ++this.emitId;
    this.inFlight.set(key, id);
    // Emit only after the outbox holds the change; chained writes keep emits in seq order.
    void this.writes.then(async () => {
      const entry = this.entries.get(key);
      if (this.inFlight.get(key) !== id || !this.link.canSend() || entry?.state !== 'pending') {
        if (this.inFlight.get(key) === id) this.inFlight.delete(key);
        return;
      }
      const { attemptId, section, question, value, seq } = entry;
      const payload: AnswerSetPayload = { attemptId, section, question, value, seq };
      const ack = await emitExamWithAck(this.socket, ExamEvents.answerSet, payload, this.ackTimeoutMs, this.signal);
      this.onAnswerAck(key, id, entry, ack);
    });
  }

  private onAnswerAck(key: string, id: number, sent: OutboxEntry, ack: AnswerAck | undefined): void {
    if (this.inFlight.get(key) === id) this.inFlight.delete(key);
    if (this.disposed) return;
    const retryLater = !ack || (!ack.ok && ack.code === 'unavailable');
    const savingAgain = this.serverNotSaving && ack?.ok === true;
    this.serverNotSaving = retryLater;
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
      return this.link.takeOver(ack.message);
    } else if (ack.code === 'notJoined') {
      this.link.join();
    } else {
      this.refuse(key, sent, ack);
    }
    this.changed();
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

  // ---- the outbox ----

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
}
