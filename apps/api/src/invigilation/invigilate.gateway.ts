import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import {
  AttemptsActionPayloadSchema,
  ExtendPayloadSchema,
  INVIGILATE_NAMESPACE,
  type InvigilateClientToServer,
  InvigilateEvents,
  type InvigilateServerToClient,
  type InvigilatorActionAck,
  MessagePayloadSchema,
  type SocketEventKind,
  type UnwatchAck,
  type WatchAck,
  WatchPayloadSchema,
} from '@cdi/contracts';
import { assignmentRoom, Clock, SessionsRepository } from '@cdi/db';
import type { Namespace, Socket } from 'socket.io';
import { ExamRefusalError, refuse, refuseInvalid } from '../attempts/exam-refusal';
import type { z } from 'zod';
import type { Actor } from '../auth/actor';
import type { GatewayHandlers } from '../live/gateway-handlers';
import { SessionSocketLimit } from '../live/session-socket-limit';
import { authenticateSockets } from '../live/socket-auth';
import { SocketBudgets } from '../live/socket-budgets';
import { InvigilationService } from './invigilation.service';
import { RosterRepository } from './roster.repository';

type InvigilateNamespace = Namespace<InvigilateClientToServer, InvigilateServerToClient>;
type InvigilateSocket = Socket<InvigilateClientToServer, InvigilateServerToClient>;

/**
 * Admins watching an assignment being sat: a roster snapshot on watch, then compact patches as
 * candidates save, move and come and go. Rooms are joined only here, after the tenant check.
 */
@WebSocketGateway({ namespace: INVIGILATE_NAMESPACE })
export class InvigilateGateway
  implements
    OnGatewayInit<InvigilateNamespace>,
    OnGatewayConnection<InvigilateSocket>,
    GatewayHandlers<InvigilateClientToServer, typeof InvigilateEvents, InvigilateSocket>
{
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly roster: RosterRepository,
    private readonly invigilation: InvigilationService,
    private readonly budgets: SocketBudgets,
    private readonly clock: Clock,
    private readonly socketLimit: SessionSocketLimit,
  ) {}

  afterInit(namespace: InvigilateNamespace): void {
    authenticateSockets(namespace, this.sessions, ['admin'], this.clock, this.socketLimit);
  }

  handleConnection(socket: InvigilateSocket): void {
    this.budgets.guard(socket, invigilateEventKind);
  }

  @SubscribeMessage(InvigilateEvents.watch)
  async watch(@ConnectedSocket() socket: InvigilateSocket, @MessageBody() body: unknown): Promise<WatchAck> {
    const parsed = WatchPayloadSchema.safeParse(body);
    if (!parsed.success) return refuse('invalid').toAck();
    const actor = socket.data.actor as Actor;
    const { assignmentId } = parsed.data;
    // Ownership first, with a cheap tenant-scoped lookup: a refused watch never joins the room, so
    // it never hears another centre's patches. Another tenant's assignment, or one not given to this
    // invigilator, answers as a missing one.
    if (!actor.tenantId || !(await this.invigilation.mayInvigilate(actor, assignmentId))) return refuse('notYours').toAck();
    const room = assignmentRoom(assignmentId);
    // Joined before the snapshot is read, so no change falls between the two: the page holds the
    // patches that arrive before the snapshot and applies them after it.
    await socket.join(room);
    const snapshot = await this.roster.snapshot(actor.tenantId, assignmentId);
    if (!snapshot) {
      // Deleted between the check and the snapshot.
      await socket.leave(room);
      return refuse('notYours').toAck();
    }
    return { ok: true, roster: snapshot };
  }

  /**
   * Leaves an assignment's room. A page keeps one socket for all it shows, so a roster that closes
   * (or moves to another assignment) says so, and its patches stop reaching that socket.
   */
  @SubscribeMessage(InvigilateEvents.unwatch)
  async unwatch(@ConnectedSocket() socket: InvigilateSocket, @MessageBody() body: unknown): Promise<UnwatchAck> {
    const parsed = WatchPayloadSchema.safeParse(body);
    if (!parsed.success) return refuse('invalid').toAck();
    await socket.leave(assignmentRoom(parsed.data.assignmentId));
    return { ok: true };
  }

  @SubscribeMessage(InvigilateEvents.extend)
  extend(@ConnectedSocket() socket: InvigilateSocket, @MessageBody() body: unknown): Promise<InvigilatorActionAck> {
    return this.act(socket, ExtendPayloadSchema, body, (actor, p) =>
      this.invigilation.extend(actor, p.assignmentId, p.attemptIds, p.minutes),
    );
  }

  @SubscribeMessage(InvigilateEvents.pause)
  pause(@ConnectedSocket() socket: InvigilateSocket, @MessageBody() body: unknown): Promise<InvigilatorActionAck> {
    return this.act(socket, AttemptsActionPayloadSchema, body, (actor, p) =>
      this.invigilation.pause(actor, p.assignmentId, p.attemptIds),
    );
  }

  @SubscribeMessage(InvigilateEvents.resume)
  resume(@ConnectedSocket() socket: InvigilateSocket, @MessageBody() body: unknown): Promise<InvigilatorActionAck> {
    return this.act(socket, AttemptsActionPayloadSchema, body, (actor, p) =>
      this.invigilation.resume(actor, p.assignmentId, p.attemptIds),
    );
  }

  @SubscribeMessage(InvigilateEvents.message)
  message(@ConnectedSocket() socket: InvigilateSocket, @MessageBody() body: unknown): Promise<InvigilatorActionAck> {
    return this.act(socket, MessagePayloadSchema, body, (actor, p) =>
      this.invigilation.message(actor, p.assignmentId, p.attemptIds, p.text),
    );
  }

  @SubscribeMessage(InvigilateEvents.forceSubmit)
  forceSubmit(@ConnectedSocket() socket: InvigilateSocket, @MessageBody() body: unknown): Promise<InvigilatorActionAck> {
    return this.act(socket, AttemptsActionPayloadSchema, body, (actor, p) =>
      this.invigilation.forceSubmit(actor, p.assignmentId, p.attemptIds),
    );
  }

  @SubscribeMessage(InvigilateEvents.creditOffline)
  creditOffline(@ConnectedSocket() socket: InvigilateSocket, @MessageBody() body: unknown): Promise<InvigilatorActionAck> {
    return this.act(socket, AttemptsActionPayloadSchema, body, (actor, p) =>
      this.invigilation.creditOffline(actor, p.assignmentId, p.attemptIds),
    );
  }

  @SubscribeMessage(InvigilateEvents.holdStart)
  holdStart(@ConnectedSocket() socket: InvigilateSocket, @MessageBody() body: unknown): Promise<InvigilatorActionAck> {
    return this.act(socket, AttemptsActionPayloadSchema, body, (actor, p) =>
      this.invigilation.holdStart(actor, p.assignmentId, p.attemptIds),
    );
  }

  @SubscribeMessage(InvigilateEvents.releaseStart)
  releaseStart(@ConnectedSocket() socket: InvigilateSocket, @MessageBody() body: unknown): Promise<InvigilatorActionAck> {
    return this.act(socket, AttemptsActionPayloadSchema, body, (actor, p) =>
      this.invigilation.releaseStart(actor, p.assignmentId, p.attemptIds),
    );
  }

  /** Validates, runs the action as the socket's admin, and answers with how many candidates it changed. */
  private async act<S extends z.ZodType>(
    socket: InvigilateSocket,
    schema: S,
    body: unknown,
    run: (actor: Actor, payload: z.infer<S>) => Promise<number>,
  ): Promise<InvigilatorActionAck> {
    const parsed = schema.safeParse(body);
    if (!parsed.success) return refuseInvalid(body).toAck();
    try {
      return { ok: true, affected: await run(socket.data.actor as Actor, parsed.data) };
    } catch (error) {
      if (error instanceof ExamRefusalError) return error.toAck();
      throw error;
    }
  }
}

/** Which budget an invigilator's event spends from. */
function invigilateEventKind(event: string): SocketEventKind {
  if (event === InvigilateEvents.watch || event === InvigilateEvents.unwatch) return 'watch';
  const actions: string[] = [
    InvigilateEvents.extend,
    InvigilateEvents.pause,
    InvigilateEvents.resume,
    InvigilateEvents.message,
    InvigilateEvents.forceSubmit,
    InvigilateEvents.creditOffline,
    InvigilateEvents.holdStart,
    InvigilateEvents.releaseStart,
  ];
  return actions.includes(event) ? 'invigilatorAction' : 'other';
}
