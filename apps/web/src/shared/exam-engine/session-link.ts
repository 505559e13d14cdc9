import {
  AttemptSnapshotSchema,
  ExamErrorCodes,
  ExamEvents,
  type AttemptSnapshot,
  type ExamRefusal,
  type HeartbeatPayload,
  type JoinAck,
} from '@cdi/contracts';
import { emitExamWithAck, type ExamSocket } from './exam-socket';
import type { AnswerSenderLink } from './answer-sender';

/** What the session tells the rest of the engine about the connection's moments. */
export interface SessionLinkEvents {
  /** The server let this window in; called before it counts as joined, so `snapshot` is taken first. */
  admitted(ack: Extract<JoinAck, { ok: true }>, snapshot: AttemptSnapshot, sentAt: number): void;
  /** Now joined, to the attempt as `snapshot` shows it: what waited for the connection may go. */
  joined(snapshot: AttemptSnapshot): void;
  /** Joining failed for now (no ack, the server could not answer, an unreadable snapshot): try again later. */
  joinFailed(): void;
  /** The server will not let this window in, for a reason the candidate must see. */
  refused(refusal: ExamRefusal): void;
  /** The connection dropped. */
  disconnected(): void;
  /** Taken over, or the sitting stopped: final. */
  halted(): void;
  /** Another window took the attempt over (after halted). */
  takenOver(message: string): void;
}

export interface SessionLinkOptions {
  socket: ExamSocket;
  attemptId: string;
  now: () => number;
  ackTimeoutMs: number;
  /** Resolves once the outbox has been read: joining waits for it, so the replay has everything. */
  outboxRead: () => Promise<void>;
  signal: AbortSignal;
  events: SessionLinkEvents;
}

/**
 * The connection and session: joining the attempt on every connect, rejoining, obeying a takeover or
 * a stopped sitting, and the heartbeat. Answers may only go while this says the window is joined
 * (canSend); kept apart because a window that wrongly thinks it is joined, or rejoins after losing
 * the attempt to another window, would send answers the server must refuse.
 */
export class SessionLink implements AnswerSenderLink {
  private readonly socket: ExamSocket;
  private readonly attemptId: string;
  private readonly now: () => number;
  private readonly ackTimeoutMs: number;
  private readonly outboxRead: () => Promise<void>;
  private readonly signal: AbortSignal;
  private readonly events: SessionLinkEvents;
  private isJoined = false;
  private isHalted = false;
  private disposed = false;
  private joinId = 0;
  /** Why nothing can be saved, for the status (taken over, stopped, join refused); null when joined. */
  private blockedBy: string | null = null;

  constructor(options: SessionLinkOptions) {
    this.socket = options.socket;
    this.attemptId = options.attemptId;
    this.now = options.now;
    this.ackTimeoutMs = options.ackTimeoutMs;
    this.outboxRead = options.outboxRead;
    this.signal = options.signal;
    this.events = options.events;
  }

  get joined(): boolean {
    return this.isJoined;
  }

  /** Taken over by another window, or the sitting stopped by the centre: nothing more is sent. */
  get halted(): boolean {
    return this.isHalted;
  }

  get blocked(): string | null {
    return this.blockedBy;
  }

  /** Joined over a live socket. */
  get online(): boolean {
    return this.isJoined && this.socket.connected;
  }

  canSend(): boolean {
    return this.isJoined && this.socket.connected && !this.isHalted && !this.disposed;
  }

  async join(): Promise<void> {
    if (this.isHalted || this.disposed) return;
    const joinId = ++this.joinId;
    this.isJoined = false;
    await this.outboxRead();
    if (joinId !== this.joinId || !this.socket.connected) return; // socket.io would buffer it for the next connection
    const sentAt = this.now();
    const ack = await emitExamWithAck(
      this.socket,
      ExamEvents.join,
      { attemptId: this.attemptId },
      this.ackTimeoutMs,
      this.signal,
    );
    if (joinId !== this.joinId || this.isHalted || this.disposed || !this.socket.connected) return;
    if (!ack || (!ack.ok && (ack.code === 'unavailable' || ack.code === 'notJoined'))) return this.events.joinFailed();
    if (!ack.ok) return this.refuseJoin(ack);
    const parsed = AttemptSnapshotSchema.safeParse(ack.snapshot);
    if (!parsed.success) return this.events.joinFailed();
    this.events.admitted(ack, parsed.data, sentAt);
    this.blockedBy = null;
    this.isJoined = true;
    this.events.joined(parsed.data);
  }

  /** The 5-second heartbeat; the caller sends it only while canSend(). */
  heartbeat(beat: Omit<HeartbeatPayload, 'attemptId'>): void {
    this.socket.emit(ExamEvents.heartbeat, { attemptId: this.attemptId, ...beat });
  }

  onDisconnect(): void {
    this.joinId += 1; // a join ack still on its way belongs to the old connection
    this.isJoined = false;
    this.events.disconnected();
  }

  takeOver(message: string): void {
    const text = message || ExamErrorCodes.takenOver;
    this.halt(text);
    this.events.takenOver(text);
  }

  /** Another window owns the attempt now, or the sitting was stopped: keep the outbox, send nothing more, never rejoin. */
  halt(message: string): void {
    this.isHalted = true;
    this.blockedBy = message;
    this.isJoined = false;
    this.events.halted();
  }

  dispose(): void {
    this.disposed = true;
  }

  private refuseJoin(ack: ExamRefusal): void {
    if (ack.code === 'takenOver') return this.takeOver(ack.message);
    this.blockedBy = ack.message || ExamErrorCodes[ack.code];
    this.events.refused(ack);
  }
}
