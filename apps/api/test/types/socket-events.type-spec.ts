/**
 * Type-level checks of the socket event maps, run by `npm run typecheck` and `npm test` (this folder is part of the
 * test project): each `@ts-expect-error` line must stay an error, so a map that stopped catching a
 * wrong event name or a wrong ack fails the typecheck. Nothing here runs.
 */
import {
  type AckedEvent,
  type AnswerAck,
  type ExamClientToServer,
  ExamEvents,
  type ExamServerToClient,
  type InvigilateClientToServer,
  InvigilateEvents,
  type InvigilateServerToClient,
  type InvigilatorActionAck,
  type JoinAck,
  type OpsClientToServer,
  OpsEvents,
  type OpsServerToClient,
  type RecordingAck,
  type SectionAck,
  type SocketAck,
  type UnackedEvent,
  type UnwatchAck,
  type WatchAck,
} from '@cdi/contracts';
import type { Namespace } from 'socket.io';
import type { Socket as ClientSocket } from 'socket.io-client';
import type { GatewayHandlers } from '../../src/live/gateway-handlers';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const holds = <T extends true>(): T => true as T;

// The helpers read acks and payloads off the maps.
holds<Equal<SocketAck<ExamClientToServer, typeof ExamEvents.join>, JoinAck>>();
holds<Equal<SocketAck<ExamClientToServer, typeof ExamEvents.answerSet>, AnswerAck>>();
holds<Equal<SocketAck<ExamClientToServer, typeof ExamEvents.heartbeat>, void>>();
holds<Equal<SocketAck<ExamClientToServer, typeof ExamEvents.recording>, RecordingAck>>();
holds<Equal<SocketAck<InvigilateClientToServer, typeof InvigilateEvents.watch>, WatchAck>>();
holds<Equal<SocketAck<InvigilateClientToServer, typeof InvigilateEvents.forceSubmit>, InvigilatorActionAck>>();
holds<
  Equal<
    AckedEvent<ExamClientToServer>,
    | typeof ExamEvents.join
    | typeof ExamEvents.sectionStart
    | typeof ExamEvents.sectionComplete
    | typeof ExamEvents.answerSet
    | typeof ExamEvents.soundCheck
    | typeof ExamEvents.recording
  >
>();
holds<
  Equal<
    UnackedEvent<ExamClientToServer>,
    typeof ExamEvents.position | typeof ExamEvents.heartbeat | typeof ExamEvents.messageRead | typeof ExamEvents.flags
  >
>();
// @ts-expect-error the join answers with a JoinAck, not a SectionAck
holds<Equal<SocketAck<ExamClientToServer, typeof ExamEvents.join>, SectionAck>>();

export async function clientSockets(
  exam: ClientSocket<ExamServerToClient, ExamClientToServer>,
  invigilate: ClientSocket<InvigilateServerToClient, InvigilateClientToServer>,
  ops: ClientSocket<OpsServerToClient, OpsClientToServer>,
): Promise<void> {
  const attemptId = '00000000-0000-4000-8000-000000000000';
  const joined: JoinAck = await exam.emitWithAck(ExamEvents.join, { attemptId });
  // @ts-expect-error a join is answered with a JoinAck, which is not an AnswerAck
  const wrongAck: AnswerAck = await exam.emitWithAck(ExamEvents.join, { attemptId });
  // @ts-expect-error no such event on /exam
  exam.emit('attempt:joinn', { attemptId });
  // @ts-expect-error an answer needs its section, question, value and seq
  exam.emit(ExamEvents.answerSet, { attemptId }, () => {});
  exam.on(ExamEvents.timerSync, (sync) => sync.deadlineAt?.length);
  // @ts-expect-error the candidate's window hears nothing of roster patches
  exam.on(InvigilateEvents.rosterPatch, () => {});

  const watched: WatchAck = await invigilate.emitWithAck(InvigilateEvents.watch, { assignmentId: attemptId });
  // @ts-expect-error an extension says how many minutes
  invigilate.emit(InvigilateEvents.extend, { assignmentId: attemptId, attemptIds: [] }, () => {});
  invigilate.on(InvigilateEvents.rosterPatch, (patches) => patches.map((p) => p.attemptId));

  ops.on(OpsEvents.progress, (progress) => progress.percent);
  // @ts-expect-error developers only listen on /ops
  ops.emit(OpsEvents.progress, {});
  void [joined, wrongAck, watched];
}

export function serverNamespaces(exam: Namespace<ExamClientToServer, ExamServerToClient>): void {
  exam.to('room').emit(ExamEvents.paused, { pausedAt: new Date().toISOString() });
  // @ts-expect-error the candidate is told when the pause began
  exam.to('room').emit(ExamEvents.paused, { at: 1 });
}

type InvigilateHandlers = GatewayHandlers<InvigilateClientToServer, typeof InvigilateEvents, unknown>;
const invigilatorAction = () => Promise.resolve<InvigilatorActionAck>({ ok: true, affected: 1 });
export const gatewayHandlers: InvigilateHandlers = {
  watch: () => Promise.resolve<WatchAck>({ ok: false, code: 'notYours', message: 'x' }),
  unwatch: () => Promise.resolve<UnwatchAck>({ ok: true }),
  extend: invigilatorAction,
  pause: invigilatorAction,
  resume: invigilatorAction,
  message: invigilatorAction,
  forceSubmit: invigilatorAction,
  creditOffline: invigilatorAction,
  holdStart: invigilatorAction,
  releaseStart: invigilatorAction,
};
// @ts-expect-error a gateway must handle every event its clients send (creditOffline is missing)
export const missingHandler: InvigilateHandlers = { ...gatewayHandlers, creditOffline: undefined };
export const wrongAckHandler: InvigilateHandlers = {
  ...gatewayHandlers,
  // @ts-expect-error watch answers with the roster, not an action's count
  watch: invigilatorAction,
};
