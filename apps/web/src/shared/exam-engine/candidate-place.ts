import { ExamEvents, type ExamSection } from '@cdi/contracts';
import type { ExamSocket } from './exam-socket';

export const POSITION_THROTTLE_MS = 1000;

export interface CandidatePlaceOptions {
  socket: Pick<ExamSocket, 'emit'>;
  attemptId: string;
  /** Joined over a live socket and still the attempt's window: only then is anything sent. */
  canSend: () => boolean;
}

/**
 * The candidate's place, for the invigilator's roster: where they are (position), what they flagged
 * for review and which messages they have read. None of it is an answer, so none of it is kept on
 * disk: what could not be sent waits in memory for the next join (sendWaiting). Kept apart from the
 * answer path because it is fire-and-forget, throttled, and newest-wins.
 */
export class CandidatePlace {
  private readonly socket: Pick<ExamSocket, 'emit'>;
  private readonly attemptId: string;
  private readonly canSend: () => boolean;
  private positionTimer: ReturnType<typeof setTimeout> | null = null;
  private positionQueued: { section: ExamSection; part: number; question: number } | null = null;
  private readonly unsentReceipts = new Set<string>();
  /** Each section's flagged questions not yet sent (the newest set per section). */
  private readonly unsentFlags = new Map<ExamSection, number[]>();

  constructor(options: CandidatePlaceOptions) {
    this.socket = options.socket;
    this.attemptId = options.attemptId;
    this.canSend = options.canSend;
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

  /** The questions flagged for review in a section (sent once connected). */
  flags(section: ExamSection, questions: readonly number[]): void {
    this.unsentFlags.set(
      section,
      [...questions].sort((a, b) => a - b),
    );
    this.sendFlags();
  }

  /** The candidate has seen an invigilator's message: a read receipt (sent once connected). */
  messageSeen(messageId: string): void {
    this.unsentReceipts.add(messageId);
    this.sendReceipts();
  }

  /** Just joined: sends what waited for the connection. */
  sendWaiting(): void {
    this.sendReceipts();
    this.sendFlags();
    if (!this.positionTimer) this.sendPosition();
  }

  dispose(): void {
    if (this.positionTimer) clearTimeout(this.positionTimer);
  }

  private sendReceipts(): void {
    if (!this.canSend()) return;
    for (const messageId of this.unsentReceipts)
      this.socket.emit(ExamEvents.messageRead, { attemptId: this.attemptId, messageId });
    this.unsentReceipts.clear();
  }

  private sendFlags(): void {
    if (!this.canSend()) return;
    for (const [section, questions] of this.unsentFlags)
      this.socket.emit(ExamEvents.flags, { attemptId: this.attemptId, section, questions });
    this.unsentFlags.clear();
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
}
