import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  EXAM_NAMESPACE,
  type ExamClientToServer,
  ExamEvents,
  type ExamPart,
  type ExamServerToClient,
  INVIGILATE_NAMESPACE,
  type InvigilateClientToServer,
  InvigilateEvents,
  type InvigilateServerToClient,
  type RosterPatch,
  type RosterSnapshot,
} from '@cdi/contracts';
import { AssignmentEntity, ExamPartEntity, GroupEntity, GroupMemberEntity } from '@cdi/db';
import { io, type Socket } from 'socket.io-client';
import type { DataSource } from 'typeorm';
import { FIXTURES } from './exam-uploads';
import { createTenant, developerToken, insertStudent, issueSession, unique } from './fixtures';
import type { TestStack } from './test-stack';

/** A completed part written straight to the database (ingestion has its own tests). */
export async function insertCompletedPart(
  dataSource: DataSource,
  tenantId: string,
  section: 'listening' | 'reading' | 'writing',
  part: number,
) {
  const content = JSON.parse(
    readFileSync(path.join(FIXTURES, section === 'reading' ? 'reading-passage.json' : 'listening-part.json'), 'utf8'),
  ) as ExamPart;
  const file = { key: 'none', name: 'none.json', size: 1, mime: 'application/json' };
  return dataSource.getRepository(ExamPartEntity).save({
    tenantId,
    section,
    part,
    title: `${section} ${part}`,
    testGroup: 'Engine Test',
    processingStatus: 'completed',
    files: { json: file, solution: null, audio: null, images: [] },
    examData: { ...content, section, part } as ExamPart,
    questionCount: 10,
  } as Partial<ExamPartEntity>);
}

export interface ExamScenario {
  studentIds: string[];
  studentLogins: string[];
  password: string;
  groupId: string;
  /** The group's assignment of the test, which every student sits. */
  assignmentId: string;
  attemptIds: string[];
  /** Each student's session token. */
  tokens: string[];
  adminToken: string;
}

/**
 * A tenant's admin builds a test (one part per section) and assigns it to a group of new students;
 * each student opens their dashboard, which gives them their attempt.
 */
export async function examScenario(
  stack: TestStack,
  tenant: { id: string; adminLoginId: string; adminPassword: string },
  students = 2,
  /** Whether each student opens their dashboard (which creates their attempt). */
  { openDashboards = true }: { openDashboards?: boolean } = {},
): Promise<ExamScenario> {
  const { dataSource, http } = stack;
  const [listening, reading, writing] = [
    await insertCompletedPart(dataSource, tenant.id, 'listening', 1),
    await insertCompletedPart(dataSource, tenant.id, 'reading', 1),
    await insertCompletedPart(dataSource, tenant.id, 'writing', 1),
  ];
  const group = await dataSource
    .getRepository(GroupEntity)
    .save({ tenantId: tenant.id, name: unique('Exam group'), sizeLimit: null });
  const password = 'student-pass-1';
  const created = await Promise.all(Array.from({ length: students }, () => insertStudent(dataSource, tenant.id, {}, password)));
  await dataSource
    .getRepository(GroupMemberEntity)
    .insert(created.map((s) => ({ groupId: group.id, userId: s.id, tenantId: tenant.id })));
  const adminToken = await http.login(tenant.adminLoginId, tenant.adminPassword);
  const test = await http.request<{ test: { id: string } }>('POST', '/admin/test-making/create-test', {
    token: adminToken,
    json: {
      title: 'Engine test',
      listeningParts: [listening.id, null, null, null],
      readingParts: [reading.id],
      writingParts: [writing.id],
      assignedToGroupId: group.id,
    },
  });
  if (test.status !== 201) throw new Error(`create-test: ${test.status} ${JSON.stringify(test.body)}`);
  const assignment = await dataSource.getRepository(AssignmentEntity).findOneByOrFail({ testId: test.body.test.id });
  const attemptIds: string[] = [];
  const tokens: string[] = [];
  for (const student of created) {
    const token = await issueSession(dataSource, student.id);
    tokens.push(token);
    if (!openDashboards) continue;
    const list = await http.get<{ assignedTests: { attempt_id: string }[] }>('/admin/test-making/student/assigned-tests', token);
    attemptIds.push(list.body.assignedTests[0]!.attempt_id);
  }
  return {
    studentIds: created.map((s) => s.id),
    studentLogins: created.map((s) => s.loginId),
    password,
    groupId: group.id,
    assignmentId: assignment.id,
    attemptIds,
    tokens,
    adminToken,
  };
}

/** Candidates `from` to `to` (exclusive) of a scenario, as a scenario of their own (to split them across replicas, say). */
export function scenarioSlice(scenario: ExamScenario, from: number, to: number): ExamScenario {
  return {
    ...scenario,
    studentIds: scenario.studentIds.slice(from, to),
    studentLogins: scenario.studentLogins.slice(from, to),
    attemptIds: scenario.attemptIds.slice(from, to),
    tokens: scenario.tokens.slice(from, to),
  };
}

/** A new tenant, created as the developer's console does, with an exam scenario of `students` candidates. */
export async function newTenantScenario(stack: TestStack, students: number): Promise<ExamScenario> {
  return examScenario(stack, await createTenant(stack.http, await developerToken(stack.http)), students);
}

/** A candidate's /exam socket and an admin's /invigilate socket, typed by the contract's event maps both ways. */
export type ExamTestSocket = Socket<ExamServerToClient, ExamClientToServer>;
export type InvigilateTestSocket = Socket<InvigilateServerToClient, InvigilateClientToServer>;

/**
 * A candidate's /exam socket, connected (or the connect error). Like every Node client it sends no
 * Origin header unless `headers` gives one (as a browser would).
 */
export function examSocket(
  baseUrl: string,
  token: string,
  { namespace = EXAM_NAMESPACE, headers }: { namespace?: string; headers?: Record<string, string> } = {},
): Promise<ExamTestSocket> {
  return connectedSocket(`${baseUrl}${namespace}`, token, headers);
}

/** An admin's /invigilate socket, connected (or the connect error). */
/** `reconnection`: socket.io connects it again after a lost connection, as the roster page's socket. */
export function invigilatorSocket(baseUrl: string, token: string, { reconnection = false } = {}): Promise<InvigilateTestSocket> {
  return connectedSocket(`${baseUrl}${INVIGILATE_NAMESPACE}`, token, undefined, reconnection);
}

async function connectedSocket(
  url: string,
  token: string,
  headers?: Record<string, string>,
  reconnection = false,
): Promise<Socket> {
  const socket = io(url, {
    auth: { token },
    transports: ['websocket'],
    reconnection,
    extraHeaders: headers,
    // Its own connection: headers belong to a connection, which socket.io would otherwise share.
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/**
 * Sends any event with any payload (tests send wrong ones on purpose) and resolves with the ack.
 * Sending a well-formed event needs none of this: the typed socket's own `emitWithAck` does it.
 */
export function emitAck<T>(socket: Socket<never, never>, event: string, payload: unknown, timeoutMs = 10_000): Promise<T> {
  return (socket as Socket).timeout(timeoutMs).emitWithAck(event, payload) as Promise<T>;
}

/**
 * The roster of an assignment as `watch` answers it, asked again every 1.5 s (within the watch budget)
 * until `done` accepts it or `timeoutMs` passes; the last roster either way.
 */
export async function watchedRoster(
  admin: InvigilateTestSocket,
  assignmentId: string,
  done: (roster: RosterSnapshot) => boolean,
  timeoutMs = 20_000,
): Promise<RosterSnapshot> {
  for (const deadline = Date.now() + timeoutMs; ; await new Promise((r) => setTimeout(r, 1500))) {
    const ack = await admin.timeout(10_000).emitWithAck(InvigilateEvents.watch, { assignmentId });
    if (!ack.ok) throw new Error(`watch refused: ${ack.message}`);
    if (done(ack.roster) || Date.now() > deadline) return ack.roster;
  }
}

/** The first roster patch on an invigilator's socket that `match` accepts, from now on. */
export function nextPatch(socket: InvigilateTestSocket | Socket, match: (patch: RosterPatch) => boolean): Promise<RosterPatch> {
  const events = socket as Socket;
  return new Promise((resolve) => {
    const listener = (patches: RosterPatch[]) => {
      const found = patches.find(match);
      if (!found) return;
      events.off(InvigilateEvents.rosterPatch, listener);
      resolve(found);
    };
    events.on(InvigilateEvents.rosterPatch, listener);
  });
}

/**
 * Candidate `i` of a scenario on a socket of their own, joined, with listening open (started now, or
 * by an earlier test). The socket joins `sockets`, for the caller to close.
 */
export async function sittingListening(
  baseUrl: string,
  scenario: ExamScenario,
  i: number,
  sockets: Socket[],
): Promise<{ socket: ExamTestSocket; attemptId: string }> {
  const socket = await examSocket(baseUrl, scenario.tokens[i]!);
  sockets.push(socket);
  const attemptId = scenario.attemptIds[i]!;
  const joined = await socket.timeout(10_000).emitWithAck(ExamEvents.join, { attemptId });
  if (!joined.ok) throw new Error(`join refused: ${joined.message}`);
  const started = await socket.timeout(10_000).emitWithAck(ExamEvents.sectionStart, { attemptId, section: 'listening' });
  if (!started.ok && started.code !== 'sectionLocked') throw new Error(`start refused: ${started.message}`);
  return { socket, attemptId };
}
