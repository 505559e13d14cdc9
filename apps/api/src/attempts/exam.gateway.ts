import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import {
  AnswerSetPayloadSchema,
  EXAM_NAMESPACE,
  type ExamClientToServer,
  ExamEvents,
  type ExamServerToClient,
  FlagsPayloadSchema,
  HeartbeatPayloadSchema,
  JoinPayloadSchema,
  type LiveState,
  MessageReadPayloadSchema,
  PositionPayloadSchema,
  RecordingSyncPayloadSchema,
  SectionPayloadSchema,
  SoundCheckPayloadSchema,
  type SocketAck,
  type SocketEventKind,
} from '@cdi/contracts';
import { AttemptsRepository, Clock, examAttemptRoom, inTenantScope, LiveFeed, SessionsRepository } from '@cdi/db';
import type { Namespace, Socket } from 'socket.io';
import type { z } from 'zod';
import { type Actor, tenantScopeOf } from '../auth/actor';
import { type Beat, type BeatMemory, heartbeatChange } from '../live/heartbeat-change';
import { LiveStateStore } from '../live/live-state';
import { rateLimitedAck, SocketBudgets } from '../live/socket-budgets';
import { SocketEmitter } from '../live/socket-emitter';
import { SessionSocketLimit } from '../live/session-socket-limit';
import { authenticateSockets } from '../live/socket-auth';
import { AnswerBatcher } from './answer-batcher';
import { AttemptsService } from './attempts.service';
import { AutoOfflineCredit } from './auto-offline-credit';
import { ExamRefusalError, refuse, refuseInvalid } from './exam-refusal';
import { RecordingPass } from './recording-pass';

interface ExamSocketData {
  actor: Actor;
  /** Set by a successful join; every later event must name this attempt. */
  attempt?: { id: string; tenantId: string; assignmentId: string };
  /** The last heartbeat, to tell the invigilator only what changed (and count departures). */
  beat?: BeatMemory;
}

type ExamSocket = Socket<ExamClientToServer, ExamServerToClient, Record<string, never>, ExamSocketData>;
type ExamEvent = keyof ExamClientToServer;

/**
 * How the gateway takes one event: the budget it spends from, and its handler, whose result is the
 * event's ack as the contract's event map names it (void for an event without one).
 */
interface EventHandling<E extends ExamEvent> {
  kind: SocketEventKind;
  /** The ack of an event over its budget; without one, such an event is just dropped. */
  overBudget?: (body: unknown) => SocketAck<ExamClientToServer, E>;
  handle: (socket: ExamSocket, body: unknown) => Promise<SocketAck<ExamClientToServer, E>>;
}

/** Every event the candidate's window may send, handled: a missing or renamed one fails the typecheck. */
type ExamEventHandlers = { [E in ExamEvent]: EventHandling<E> };

type Listener = (this: ExamSocket, ...args: unknown[]) => void;

/**
 * The candidate's live channel: join, sections, autosave. Every event is validated
 * against its contract and re-checked against the attempt the socket joined.
 *
 * The namespace is set up on the socket.io server directly rather than as a Nest gateway: this is
 * the hottest path in the product (an answer and a heartbeat every few seconds from every
 * candidate), and Nest's per-socket, per-event observables cost memory and CPU on each of
 * thousands of sockets. The server exists once the other gateways are up, before the api listens.
 */
@Injectable()
export class ExamGateway implements OnApplicationBootstrap {
  private readonly logger = new Logger('ExamGateway');
  private namespace!: Namespace<ExamClientToServer, ExamServerToClient>;

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly attempts: AttemptsService,
    private readonly batcher: AnswerBatcher,
    private readonly feed: LiveFeed,
    private readonly live: LiveStateStore,
    private readonly records: AttemptsRepository,
    private readonly sockets: SocketEmitter,
    private readonly budgets: SocketBudgets,
    private readonly autoCredit: AutoOfflineCredit,
    private readonly clock: Clock,
    private readonly socketLimit: SessionSocketLimit,
    private readonly recordingPass: RecordingPass,
  ) {}

  onApplicationBootstrap(): void {
    const namespace: Namespace<ExamClientToServer, ExamServerToClient> = this.sockets.server.of(EXAM_NAMESPACE);
    this.namespace = namespace;
    authenticateSockets(namespace, this.sessions, ['test_taker'], this.clock, this.socketLimit);
    namespace.on('connection', (socket: ExamSocket) => this.bind(socket));
    this.live.onReconnected(() => void this.reclaimLive());
  }

  /** Redis came back, perhaps empty: the windows joined here hold their attempts again (the roster's online). */
  private async reclaimLive(): Promise<void> {
    const owners = [...this.namespace.sockets.values()].flatMap((socket) =>
      socket.data.attempt ? [{ attemptId: socket.data.attempt.id, socketId: socket.id }] : [],
    );
    try {
      await this.live.reclaimOwners(owners);
      this.logger.log(`Redis is back: ${owners.length} joined windows hold their attempts again`);
    } catch (error) {
      this.logger.warn(`Could not hold the joined windows' attempts again: ${error instanceof Error ? error.message : error}`);
    }
  }

  /**
   * One listener for every event of every socket (socket.io calls it with the socket as `this`),
   * rather than a listener per event on each socket: thousands of sockets each holding ten named
   * listeners cost about a KB apiece (bench heap profile). Each event
   * first spends from the socket's budget for its kind; over budget it is dropped, and an event with
   * an ack is answered `overBudget`. Answers and joins answer `unavailable`, which the exam client
   * retries (a refused answer stays in its outbox).
   */
  private readonly listeners = (() => {
    const unavailable = () => refuse('unavailable').toAck();
    const handlers: ExamEventHandlers = {
      [ExamEvents.join]: { kind: 'join', overBudget: unavailable, handle: (s, body) => this.join(s, body) },
      [ExamEvents.sectionStart]: { kind: 'section', overBudget: rateLimitedAck, handle: (s, body) => this.sectionStart(s, body) },
      [ExamEvents.sectionComplete]: {
        kind: 'section',
        overBudget: rateLimitedAck,
        handle: (s, body) => this.sectionComplete(s, body),
      },
      [ExamEvents.answerSet]: {
        kind: 'answer',
        overBudget: (body) => ({ ...unavailable(), seq: seqOf(body) }),
        handle: (s, body) => this.answerSet(s, body),
      },
      [ExamEvents.position]: { kind: 'position', handle: (s, body) => this.position(s, body) },
      [ExamEvents.heartbeat]: { kind: 'heartbeat', handle: (s, body) => this.heartbeat(s, body) },
      [ExamEvents.messageRead]: { kind: 'messageRead', handle: (s, body) => this.messageRead(s, body) },
      [ExamEvents.soundCheck]: { kind: 'soundCheck', overBudget: rateLimitedAck, handle: (s, body) => this.soundCheck(s, body) },
      [ExamEvents.recording]: { kind: 'recording', overBudget: rateLimitedAck, handle: (s, body) => this.recording(s, body) },
      [ExamEvents.flags]: { kind: 'flags', handle: (s, body) => this.flags(s, body) },
    };
    const logger = this.logger;
    const logError = (error: unknown) => logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    // this.budgets is read when an event comes: constructor parameters are not yet set when this runs.
    const withinBudget = (socket: ExamSocket, kind: SocketEventKind) => this.budgets.take(socket, kind);
    const listenerOf = ({ kind, overBudget, handle }: EventHandling<ExamEvent>): Listener =>
      function (this: ExamSocket, ...args: unknown[]): void {
        const ack = args.at(-1);
        if (!withinBudget(this, kind)) {
          if (typeof ack === 'function' && overBudget) ack(overBudget(args[0]));
          return;
        }
        // In the candidate's tenant scope: these listeners are socket.io's own, not Nest's handlers.
        inTenantScope(tenantScopeOf(this.data.actor), () => handle(this, args[0])).then(
          (result) => typeof ack === 'function' && ack(result),
          logError,
        );
      };
    // Typed per event in the handler table above; looked up here by name. An unknown event is ignored.
    const byEvent = new Map<string, Listener>(
      Object.entries(handlers).map(([event, handling]) => [event, listenerOf(handling as EventHandling<ExamEvent>)]),
    );
    const anyEvent = function (this: ExamSocket, event: unknown, ...args: unknown[]): void {
      if (typeof event === 'string') byEvent.get(event)?.apply(this, args);
    };
    const disconnected = (socket: ExamSocket) =>
      inTenantScope(tenantScopeOf(socket.data.actor), () => this.disconnected(socket)).catch(logError);
    const disconnect: Listener = function (this: ExamSocket) {
      void disconnected(this);
    };
    return { anyEvent, disconnect };
  })();

  private bind(socket: ExamSocket): void {
    socket.onAny(this.listeners.anyEvent);
    socket.on('disconnect', this.listeners.disconnect);
  }

  private async join(socket: ExamSocket, body: unknown): Promise<SocketAck<ExamClientToServer, typeof ExamEvents.join>> {
    return this.answer(async () => {
      const { attemptId } = parse(JoinPayloadSchema, body);
      const attempt = await this.attempts.owned(socket.data.actor, attemptId);
      socket.data.attempt = { id: attempt.id, tenantId: attempt.tenantId, assignmentId: attempt.assignmentId };
      await socket.join(examAttemptRoom(attempt.id));
      const tookOver = await this.takeOver(socket, attempt.id);
      // Gone while joining: its disconnect found nothing to release, so release what it just took.
      if (socket.disconnected) {
        await this.disconnected(socket);
        throw refuse('unavailable');
      }
      const [{ at, live, offlineSince }, joinedSnapshot, unseenMessages] = await Promise.all([
        this.live.connected(attempt.id, tookOver),
        this.attempts.snapshot(attempt.tenantId, attempt.id),
        this.records.unseenMessages(attempt.tenantId, attempt.id),
        this.records.appendEvent(attempt.tenantId, attempt.id, 'connected', { takeover: tookOver }),
      ]);
      this.feed.toInvigilators([{ assignmentId: attempt.assignmentId, attemptId: attempt.id, kind: 'connected', at, live }]);
      // Time given back by itself moves the deadline: the window joins with the moved one.
      const credited = await this.autoCredit.afterReconnect(socket.data.attempt, offlineSince);
      const snapshot = credited > 0 ? await this.attempts.snapshot(attempt.tenantId, attempt.id) : joinedSnapshot;
      const resumeAt =
        live.section && live.part && live.question !== null && live.question !== undefined
          ? { section: live.section, part: live.part, question: live.question }
          : null;
      return { ok: true, snapshot, resumeAt, flagged: live.flagged, unseenMessages };
    });
  }

  private async sectionStart(
    socket: ExamSocket,
    body: unknown,
  ): Promise<SocketAck<ExamClientToServer, typeof ExamEvents.sectionStart>> {
    return this.answer(async () => {
      const { attemptId, section } = parse(SectionPayloadSchema, body);
      this.joined(socket, attemptId);
      return { ok: true, snapshot: await this.attempts.startSection(socket.data.actor, attemptId, section) };
    });
  }

  private async sectionComplete(
    socket: ExamSocket,
    body: unknown,
  ): Promise<SocketAck<ExamClientToServer, typeof ExamEvents.sectionComplete>> {
    return this.answer(async () => {
      const { attemptId, section } = parse(SectionPayloadSchema, body);
      this.joined(socket, attemptId);
      return { ok: true, snapshot: await this.attempts.completeSection(socket.data.actor, attemptId, section) };
    });
  }

  /** Acknowledged only after the batch holding it commits. */
  private async answerSet(
    socket: ExamSocket,
    body: unknown,
  ): Promise<SocketAck<ExamClientToServer, typeof ExamEvents.answerSet>> {
    const seq = seqOf(body);
    try {
      const payload = parse(AnswerSetPayloadSchema, body);
      const attempt = this.joined(socket, payload.attemptId);
      return await this.batcher.submit({ ...payload, tenantId: attempt.tenantId }, attempt.assignmentId);
    } catch (error) {
      return { ...this.refusal(error), seq };
    }
  }

  /** The candidate can hear the sound check before Listening. */
  private async soundCheck(
    socket: ExamSocket,
    body: unknown,
  ): Promise<SocketAck<ExamClientToServer, typeof ExamEvents.soundCheck>> {
    return this.answer(async () => {
      const { attemptId } = parse(SoundCheckPayloadSchema, body);
      const attempt = this.joined(socket, attemptId);
      return { ok: true, snapshot: await this.attempts.confirmSoundCheck(attempt) };
    });
  }

  /** Where the listening recording is, by the server: a window plays from there and never before. */
  private async recording(
    socket: ExamSocket,
    body: unknown,
  ): Promise<SocketAck<ExamClientToServer, typeof ExamEvents.recording>> {
    return this.answer(async () => {
      const { attemptId, playedSeconds } = parse(RecordingSyncPayloadSchema, body);
      const attempt = this.joined(socket, attemptId);
      // With the place, the pass that lets this window (and no other page) fetch the recording.
      return { ok: true, ...(await this.attempts.recording(attempt, playedSeconds)), pass: this.recordingPass.issue(attemptId) };
    });
  }

  /** Where the candidate is: live state only, never a database write per tick. */
  private async position(socket: ExamSocket, body: unknown): Promise<void> {
    const event = quietly(socket, PositionPayloadSchema, body);
    if (!event) return;
    const { attemptId, section, part, question } = event.payload;
    const live = await this.live.moved(attemptId, { section, part, question });
    this.publishLive(socket, live);
  }

  private async heartbeat(socket: ExamSocket, body: unknown): Promise<void> {
    const event = quietly(socket, HeartbeatPayloadSchema, body);
    if (!event) return;
    const { attemptId, remainingSeconds, visible, focused, unsavedSeconds = 0, audioStarted = false } = event.payload;
    const beat: Beat = {
      visible,
      focused,
      unsavedSeconds,
      audioStarted,
      recordingPercent: event.payload.recordingPercent ?? null,
    };
    const { memory, change } = heartbeatChange(socket.data.beat, beat);
    socket.data.beat = memory;
    const live = await this.live.heartbeat(attemptId, { ...beat, remainingSeconds }, change);
    // The timeline keeps focus losses within their own budget; the live count above keeps them all.
    const departure = change?.departure;
    if (departure && this.budgets.take(socket, 'focusLoss')) {
      await this.records.appendEvent(event.attempt.tenantId, attemptId, 'focus:lost', { ...departure });
    }
    this.publishLive(socket, live);
  }

  /** A read receipt: the invigilator's roster shows who has seen the message. */
  private async messageRead(socket: ExamSocket, body: unknown): Promise<void> {
    const event = quietly(socket, MessageReadPayloadSchema, body);
    if (!event) return;
    const { id, tenantId, assignmentId } = event.attempt;
    const message = await this.records.markMessageRead(tenantId, id, event.payload.messageId);
    if (message) this.feed.toInvigilators([{ assignmentId, attemptId: id, kind: 'messageReceipt', message }]);
  }

  /** The questions flagged for review in one section: live state only, shown on the roster. */
  private async flags(socket: ExamSocket, body: unknown): Promise<void> {
    const event = quietly(socket, FlagsPayloadSchema, body);
    if (!event) return;
    const { attemptId, section, questions } = event.payload;
    this.publishLive(socket, await this.live.flagged(attemptId, section, questions));
  }

  /** When a joined socket goes, the candidate is offline unless a newer window holds the attempt. */
  private async disconnected(socket: ExamSocket): Promise<void> {
    const attempt = socket.data.attempt;
    if (!attempt) return;
    // Release the session only if this socket still holds it (a takeover leaves the candidate online).
    if (await this.live.releaseOwner(attempt.id, socket.id)) {
      const { at, live } = await this.live.disconnected(attempt.id);
      await this.records.appendEvent(attempt.tenantId, attempt.id, 'disconnected', {});
      this.feed.toInvigilators([{ assignmentId: attempt.assignmentId, attemptId: attempt.id, kind: 'disconnected', at, live }]);
    }
  }

  private publishLive(socket: ExamSocket, live: Partial<LiveState>): void {
    const attempt = socket.data.attempt;
    if (!attempt || Object.keys(live).length === 0) return;
    this.feed.toInvigilators([{ assignmentId: attempt.assignmentId, attemptId: attempt.id, kind: 'liveChanged', live }]);
  }

  /** One live session per candidate: the newest window wins; the older is told why and cut off. */
  private async takeOver(socket: ExamSocket, attemptId: string): Promise<boolean> {
    const previous = await this.live.claimOwner(attemptId, socket.id);
    if (previous) {
      this.namespace.to(previous).emit(ExamEvents.takenOver, { message: refuse('takenOver').message });
      this.namespace.in(previous).disconnectSockets(true);
      this.logger.log(`Attempt ${attemptId} taken over by a new window`);
      return true;
    }
    return false;
  }

  private joined(socket: ExamSocket, attemptId: string): NonNullable<ExamSocketData['attempt']> {
    const attempt = socket.data.attempt;
    if (!attempt) throw refuse('notJoined');
    if (attempt.id !== attemptId) throw refuse('notYours');
    return attempt;
  }

  private async answer<T>(work: () => Promise<T>): Promise<T | ReturnType<ExamGateway['refusal']>> {
    try {
      return await work();
    } catch (error) {
      return this.refusal(error);
    }
  }

  private refusal(error: unknown) {
    if (error instanceof ExamRefusalError) return error.toAck();
    this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return refuse('unavailable').toAck();
  }
}

/** The seq an answer claims, so even a refusal names the change it refuses. */
function seqOf(body: unknown): number {
  const seq = (body as { seq?: unknown } | null)?.seq;
  return typeof seq === 'number' ? seq : 0;
}

function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw refuseInvalid(body);
  return result.data;
}

/**
 * For fire-and-forget events (no ack to refuse with): the payload when it is valid and names the
 * attempt this socket joined, else null and the event is dropped.
 */
function quietly<S extends z.ZodType<{ attemptId: string }>>(
  socket: ExamSocket,
  schema: S,
  body: unknown,
): { payload: z.infer<S>; attempt: NonNullable<ExamSocketData['attempt']> } | null {
  const parsed = schema.safeParse(body);
  const attempt = socket.data.attempt;
  if (!parsed.success || !attempt || attempt.id !== parsed.data.attemptId) return null;
  return { payload: parsed.data, attempt };
}
