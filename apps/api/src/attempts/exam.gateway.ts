import { Inject, Logger } from '@nestjs/common';
import {
  type OnGatewayDisconnect,
  type OnGatewayInit,
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import {
  type AnswerAck,
  AnswerSetPayloadSchema,
  EXAM_NAMESPACE,
  ExamEvents,
  HeartbeatPayloadSchema,
  type JoinAck,
  JoinPayloadSchema,
  PositionPayloadSchema,
  type SectionAck,
  SectionPayloadSchema,
} from '@cdi/contracts';
import { examAttemptRoom, SessionsRepository } from '@cdi/db';
import type { Redis } from 'ioredis';
import type { Namespace, Socket } from 'socket.io';
import type { z } from 'zod';
import type { Actor } from '../auth/actor';
import { REDIS } from '../infrastructure/infrastructure.module';
import { attemptLiveKey, attemptOwnerKey } from '../live/live-keys';
import { RosterFeed } from '../live/roster-feed';
import { authenticateSockets } from '../live/socket-auth';
import { AnswerBatcher } from './answer-batcher';
import { AttemptsService } from './attempts.service';
import { ExamRefusalError, refuse } from './exam-refusal';

interface ExamSocketData {
  actor: Actor;
  /** Set by a successful join; every later event must name this attempt. */
  attempt?: { id: string; tenantId: string; assignmentId: string };
}

type ExamSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, ExamSocketData>;

const OWNER_TTL_SECONDS = 6 * 60 * 60;

/**
 * The candidate's live channel (DESIGN §2): join, sections, autosave. Every event is validated
 * against its contract and re-checked against the attempt the socket joined.
 */
@WebSocketGateway({ namespace: EXAM_NAMESPACE })
export class ExamGateway implements OnGatewayInit<Namespace>, OnGatewayDisconnect<ExamSocket> {
  private readonly logger = new Logger('ExamGateway');
  @WebSocketServer() private readonly namespace!: Namespace;

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly attempts: AttemptsService,
    private readonly batcher: AnswerBatcher,
    private readonly roster: RosterFeed,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  afterInit(namespace: Namespace): void {
    namespace.use(authenticateSockets(this.sessions, ['test_taker']));
  }

  @SubscribeMessage(ExamEvents.join)
  async join(@ConnectedSocket() socket: ExamSocket, @MessageBody() body: unknown): Promise<JoinAck> {
    return this.answer(async () => {
      const { attemptId } = parse(JoinPayloadSchema, body);
      const attempt = await this.attempts.owned(socket.data.actor, attemptId);
      socket.data.attempt = { id: attempt.id, tenantId: attempt.tenantId, assignmentId: attempt.assignmentId };
      await socket.join(examAttemptRoom(attempt.id));
      await this.takeOver(socket, attempt.id);
      this.roster.publish([
        {
          assignmentId: attempt.assignmentId,
          attemptId: attempt.id,
          kind: 'presence',
          online: true,
          at: new Date().toISOString(),
        },
      ]);
      return { ok: true, snapshot: await this.attempts.snapshot(attempt.tenantId, attempt.id) };
    });
  }

  @SubscribeMessage(ExamEvents.sectionStart)
  async sectionStart(@ConnectedSocket() socket: ExamSocket, @MessageBody() body: unknown): Promise<SectionAck> {
    return this.answer(async () => {
      const { attemptId, section } = parse(SectionPayloadSchema, body);
      this.joined(socket, attemptId);
      return { ok: true, snapshot: await this.attempts.startSection(socket.data.actor, attemptId, section) };
    });
  }

  @SubscribeMessage(ExamEvents.sectionComplete)
  async sectionComplete(@ConnectedSocket() socket: ExamSocket, @MessageBody() body: unknown): Promise<SectionAck> {
    return this.answer(async () => {
      const { attemptId, section } = parse(SectionPayloadSchema, body);
      this.joined(socket, attemptId);
      return { ok: true, snapshot: await this.attempts.completeSection(socket.data.actor, attemptId, section) };
    });
  }

  /** Acknowledged only after the batch holding it commits. */
  @SubscribeMessage(ExamEvents.answerSet)
  async answerSet(@ConnectedSocket() socket: ExamSocket, @MessageBody() body: unknown): Promise<AnswerAck> {
    const seq = typeof (body as { seq?: unknown })?.seq === 'number' ? (body as { seq: number }).seq : 0;
    try {
      const payload = parse(AnswerSetPayloadSchema, body);
      const attempt = this.joined(socket, payload.attemptId);
      return await this.batcher.submit({ ...payload, tenantId: attempt.tenantId }, attempt.assignmentId);
    } catch (error) {
      return { ...this.refusal(error), seq };
    }
  }

  /** Where the candidate is: live state only, never a database write per tick. */
  @SubscribeMessage(ExamEvents.position)
  async position(@ConnectedSocket() socket: ExamSocket, @MessageBody() body: unknown): Promise<void> {
    const parsed = PositionPayloadSchema.safeParse(body);
    if (!parsed.success || socket.data.attempt?.id !== parsed.data.attemptId) return;
    const { attemptId, section, part, question } = parsed.data;
    await this.redis.hset(attemptLiveKey(attemptId), { section, part, question, positionAt: Date.now() });
  }

  @SubscribeMessage(ExamEvents.heartbeat)
  async heartbeat(@ConnectedSocket() socket: ExamSocket, @MessageBody() body: unknown): Promise<void> {
    const parsed = HeartbeatPayloadSchema.safeParse(body);
    if (!parsed.success || socket.data.attempt?.id !== parsed.data.attemptId) return;
    const { attemptId, remainingSeconds, visible, focused } = parsed.data;
    await this.redis
      .multi()
      .hset(attemptLiveKey(attemptId), {
        heartbeatAt: Date.now(),
        remainingSeconds: remainingSeconds ?? '',
        visible: +visible,
        focused: +focused,
      })
      .expire(attemptLiveKey(attemptId), OWNER_TTL_SECONDS)
      .exec();
  }

  /** When a joined socket goes, the candidate is offline unless a newer window holds the attempt. */
  async handleDisconnect(socket: ExamSocket): Promise<void> {
    const attempt = socket.data.attempt;
    if (!attempt) return;
    // Release the session only if this socket still holds it (a takeover leaves the candidate online).
    const released = await this.redis.eval(
      `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`,
      1,
      attemptOwnerKey(attempt.id),
      socket.id,
    );
    if (released === 1) {
      this.roster.publish([
        {
          assignmentId: attempt.assignmentId,
          attemptId: attempt.id,
          kind: 'presence',
          online: false,
          at: new Date().toISOString(),
        },
      ]);
    }
  }

  /** One live session per candidate: the newest window wins; the older is told why and cut off. */
  private async takeOver(socket: ExamSocket, attemptId: string): Promise<void> {
    const previous = await this.redis.set(attemptOwnerKey(attemptId), socket.id, 'EX', OWNER_TTL_SECONDS, 'GET');
    if (previous && previous !== socket.id) {
      this.namespace.to(previous).emit(ExamEvents.takenOver, { message: refuse('takenOver').message });
      this.namespace.in(previous).disconnectSockets(true);
      this.logger.log(`Attempt ${attemptId} taken over by a new window`);
    }
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

function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw refuse('invalid');
  return result.data;
}
