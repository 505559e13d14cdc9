import {
  type AnswerAck,
  type AssignedTestDetailResponse,
  type AssignedTestsResponse,
  type InvigilatorMessage,
  type JoinAck,
  type LiveState,
  type SectionAck,
  ExamEvents,
  type ExamServerToClient,
  INVIGILATE_NAMESPACE,
  InvigilateEvents,
  pathTo,
  type RosterPatch,
  type TimerSync,
  type TimelineResponse,
  TestMakingPaths,
  type WatchAck,
} from '@cdi/contracts';
import { AuditLogEntity, pubSubModeOf, socketIoKey } from '@cdi/db';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { emitAck, examScenario, type ExamScenario, examSocket, nextPatch } from '../support/exam-sockets';
import { createTenant, developerToken } from '../support/fixtures';
import type { HttpClient } from '../support/http-client';
import { startTestStack, type TestStack } from '../support/test-stack';

async function invigilatorSocket(baseUrl: string, token: string): Promise<Socket> {
  const socket = io(`${baseUrl}${INVIGILATE_NAMESPACE}`, { auth: { token }, transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Collects roster patches until one matches. */
describe('live invigilation (/invigilate)', () => {
  let stack: TestStack;
  let scenario: ExamScenario;
  let assignmentId: string;
  let secondApi: HttpClient;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    secondApi = await stack.startApi();
    scenario = await examScenario(stack, await createTenant(stack.http, await developerToken(stack.http)), 2);
    assignmentId = scenario.assignmentId;
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));
  afterAll(() => stack.close());

  it('gives the admin a roster of the group: every candidate, nobody online yet', async () => {
    const admin = await invigilatorSocket(stack.http.baseUrl, scenario.adminToken);
    sockets.push(admin);
    const ack = await emitAck<WatchAck>(admin, InvigilateEvents.watch, { assignmentId });
    if (!ack.ok) throw new Error(ack.message);
    expect(ack.roster.testTitle).toBe('Engine test');
    expect(ack.roster.rows.map((r) => r.candidateId).sort()).toEqual([...scenario.studentLogins].sort());
    expect(ack.roster.rows.every((r) => !r.online && r.status === 'not_started')).toBe(true);
  });

  it('shows an invigilator on another api replica each candidate coming online, starting and saving', async () => {
    const admin = await invigilatorSocket(secondApi.baseUrl, scenario.adminToken);
    sockets.push(admin);
    expect((await emitAck<WatchAck>(admin, InvigilateEvents.watch, { assignmentId })).ok).toBe(true);
    const attemptId = scenario.attemptIds[0]!;

    const online = nextPatch(admin, (p) => p.attemptId === attemptId && p.kind === 'presence' && p.online);
    const candidate = await examSocket(stack.http.baseUrl, scenario.tokens[0]!);
    sockets.push(candidate);
    await emitAck(candidate, ExamEvents.join, { attemptId });
    await expect(online).resolves.toMatchObject({ kind: 'presence', online: true });

    const started = nextPatch(admin, (p) => p.attemptId === attemptId && p.kind === 'sections');
    await emitAck(candidate, ExamEvents.sectionStart, { attemptId, section: 'listening' });
    const sections = await started;
    expect(sections.kind === 'sections' && sections.sections[0]).toMatchObject({ section: 'listening', status: 'open' });

    const saved = nextPatch(admin, (p) => p.attemptId === attemptId && p.kind === 'answer' && p.question === '7');
    const ack = await emitAck<AnswerAck>(candidate, ExamEvents.answerSet, {
      attemptId,
      section: 'listening',
      question: '7',
      value: 'B',
      seq: 1,
    });
    expect(ack.ok).toBe(true);
    await expect(saved).resolves.toMatchObject({ kind: 'answer', section: 'listening', question: '7', answered: true });

    // A replay of the saved answer (its ack lost, say) is acknowledged again, but changes nothing the
    // invigilator sees: patches arrive in order, so none for question 7 comes before question 8's.
    const heardAgain: RosterPatch[] = [];
    const hearQuestion7 = (patches: RosterPatch[]) =>
      heardAgain.push(...patches.filter((p) => p.kind === 'answer' && p.attemptId === attemptId && p.question === '7'));
    admin.on(InvigilateEvents.rosterPatch, hearQuestion7);
    const replay = { attemptId, section: 'listening', question: '7', value: 'B', seq: 1 };
    expect(await emitAck<AnswerAck>(candidate, ExamEvents.answerSet, replay)).toMatchObject({ ok: true, seq: 1 });
    const next = nextPatch(admin, (p) => p.attemptId === attemptId && p.kind === 'answer' && p.question === '8');
    await emitAck<AnswerAck>(candidate, ExamEvents.answerSet, { ...replay, question: '8', value: 'C', seq: 2 });
    await next;
    admin.off(InvigilateEvents.rosterPatch, hearQuestion7);
    expect(heardAgain).toEqual([]);

    const offline = nextPatch(admin, (p) => p.attemptId === attemptId && p.kind === 'presence' && !p.online);
    candidate.close();
    await expect(offline).resolves.toMatchObject({ online: false });

    // A fresh watch rebuilds the same state from the record.
    const again = await emitAck<WatchAck>(admin, InvigilateEvents.watch, { assignmentId });
    const row = again.ok ? again.roster.rows.find((r) => r.attemptId === attemptId) : undefined;
    expect(row).toMatchObject({
      status: 'in_progress',
      online: false,
      answered: { listening: ['7', '8'], reading: [], writing: [] },
    });
  });

  it('lists an assignment nobody has opened yet, with zero counts', async () => {
    const fresh = await examScenario(stack, await createTenant(stack.http, await developerToken(stack.http)), 1, {
      openDashboards: false,
    });
    const response = await stack.http.get<{ assignments: { counts: Record<string, number> }[] }>(
      '/admin/invigilation/assignments',
      fresh.adminToken,
    );
    expect(response.status).toBe(200);
    expect(response.body.assignments).toEqual([
      expect.objectContaining({ counts: { total: 1, online: 0, in_progress: 0, completed: 0 } }),
    ]);
  });

  it('lists the assignments being sat with live counts', async () => {
    const response = await stack.http.get<{
      assignments: { id: string; test_title: string; target_type: string; counts: Record<string, number> }[];
    }>('/admin/invigilation/assignments', scenario.adminToken);
    expect(response.status).toBe(200);
    expect(response.body.assignments.find((a) => a.id === assignmentId)).toMatchObject({
      test_title: 'Engine test',
      target_type: 'group',
      counts: { total: 2, online: expect.any(Number), in_progress: expect.any(Number), completed: expect.any(Number) },
    });
  });

  it('extends, pauses, resumes, messages and force-submits, telling the candidate each time', async () => {
    const attemptId = scenario.attemptIds[1]!;
    const admin = await invigilatorSocket(stack.http.baseUrl, scenario.adminToken);
    const candidate = await examSocket(stack.http.baseUrl, scenario.tokens[1]!);
    sockets.push(admin, candidate);
    await emitAck(admin, InvigilateEvents.watch, { assignmentId });
    await emitAck(candidate, ExamEvents.join, { attemptId });
    const started = await emitAck<SectionAck>(candidate, ExamEvents.sectionStart, { attemptId, section: 'listening' });
    const deadline = Date.parse((started.ok && started.snapshot.sections[0]!.deadlineAt) || '');
    const next = <T>(event: keyof ExamServerToClient) => new Promise<T>((resolve) => (candidate as Socket).once(event, resolve));

    const synced = next<{ deadlineAt: string }>(ExamEvents.timerSync);
    expect(await emitAck(admin, InvigilateEvents.extend, { assignmentId, attemptIds: [attemptId], minutes: 5 })).toEqual({
      ok: true,
      affected: 1,
    });
    expect(Date.parse((await synced).deadlineAt) - deadline).toBe(5 * 60_000);

    const paused = next<{ pausedAt: string }>(ExamEvents.paused);
    expect(await emitAck(admin, InvigilateEvents.pause, { assignmentId, attemptIds: [attemptId] })).toEqual({
      ok: true,
      affected: 1,
    });
    await paused;
    const refused = await emitAck<AnswerAck>(candidate, ExamEvents.answerSet, {
      attemptId,
      section: 'listening',
      question: '1',
      value: 'x',
      seq: 1,
    });
    expect(refused).toMatchObject({ ok: false, code: 'paused' });

    const resumed = next<{ deadlineAt: string }>(ExamEvents.resumed);
    await stack.clock.advance(90_000);
    expect(await emitAck(admin, InvigilateEvents.resume, { assignmentId, attemptIds: [attemptId] })).toEqual({
      ok: true,
      affected: 1,
    });
    const moved = Date.parse((await resumed).deadlineAt) - deadline - 5 * 60_000;
    expect(moved).toBeGreaterThanOrEqual(90_000); // the pause's length is given back
    expect(moved).toBeLessThan(100_000);
    const accepted = await emitAck<AnswerAck>(candidate, ExamEvents.answerSet, {
      attemptId,
      section: 'listening',
      question: '1',
      value: 'x',
      seq: 2,
    });
    expect(accepted.ok).toBe(true);

    const told = next<{ text: string }>(ExamEvents.message);
    expect(
      await emitAck(admin, InvigilateEvents.message, { assignmentId, attemptIds: [], text: 'Ten minutes left' }),
    ).toMatchObject({ ok: true });
    await expect(told).resolves.toMatchObject({ text: 'Ten minutes left' });

    const submitted = next<{ reason: string }>(ExamEvents.submitted);
    const rosterDone = nextPatch(admin, (p) => p.attemptId === attemptId && p.kind === 'sections' && p.status === 'completed');
    expect(await emitAck(admin, InvigilateEvents.forceSubmit, { assignmentId, attemptIds: [attemptId] })).toEqual({
      ok: true,
      affected: 1,
    });
    await expect(submitted).resolves.toEqual({ reason: 'forced' });
    await rosterDone;
    const after = await emitAck<AnswerAck>(candidate, ExamEvents.answerSet, {
      attemptId,
      section: 'listening',
      question: '2',
      value: 'y',
      seq: 3,
    });
    expect(after).toMatchObject({ ok: false, code: 'sectionClosed' });
    // The candidate's page learns from the server, after any reload, that the invigilator ended the test.
    const mine = await stack.http.get<AssignedTestsResponse>(TestMakingPaths.studentAssignedTests, scenario.tokens[1]);
    const testId = mine.body.assignedTests.find((t) => t.attempt_id === attemptId)!.test_id;
    const detail = await stack.http.get<AssignedTestDetailResponse>(
      pathTo(TestMakingPaths.studentAssignedTest, { testId }),
      scenario.tokens[1],
    );
    expect(detail.body.attempt).toMatchObject({ status: 'completed', completion_reason: 'forced' });
    const timeline = await stack.http.get<{ events: { type: string }[] }>(
      `/admin/invigilation/attempts/${attemptId}/timeline`,
      scenario.adminToken,
    );
    expect(timeline.body.events.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'section:started',
        'invigilator:extend',
        'invigilator:pause',
        'invigilator:resume',
        'answer',
        'message',
        'invigilator:force-submit',
      ]),
    );
    const otherTenant = await createTenant(stack.http, await developerToken(stack.http));
    const outsider = await stack.http.login(otherTenant.adminLoginId, otherTenant.adminPassword);
    expect((await stack.http.get(`/admin/invigilation/attempts/${attemptId}/timeline`, outsider)).status).toBe(404);
    const audit = await stack.dataSource.getRepository(AuditLogEntity).find({ where: { targetId: assignmentId } });
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'invigilation.extend',
        'invigilation.pause',
        'invigilation.resume',
        'invigilation.message',
        'invigilation.force-submit',
      ]),
    );
  });

  it('keeps a message with the section it was sent in: replayed while that section runs, not once it has closed', async () => {
    const fresh = await examScenario(stack, await createTenant(stack.http, await developerToken(stack.http)), 1);
    const attemptId = fresh.attemptIds[0]!;
    const admin = await invigilatorSocket(stack.http.baseUrl, fresh.adminToken);
    sockets.push(admin);
    /** A window opening the attempt (a reload): what it is given to show. */
    const reopen = async () => {
      const window = await examSocket(stack.http.baseUrl, fresh.tokens[0]!);
      sockets.push(window);
      const ack = await emitAck<JoinAck>(window, ExamEvents.join, { attemptId });
      if (!ack.ok) throw new Error(ack.message);
      return { window, unseen: (ack.unseenMessages ?? []).map((m) => [m.text, m.section]) };
    };
    const send = (text: string) =>
      emitAck(admin, InvigilateEvents.message, { assignmentId: fresh.assignmentId, attemptIds: [attemptId], text });

    let { window } = await reopen();
    await emitAck(window, ExamEvents.sectionStart, { attemptId, section: 'listening' });
    const told = new Promise<InvigilatorMessage>((resolve) => (window as Socket).once(ExamEvents.message, resolve));
    expect(await send('10 minutes until the listening section ends')).toEqual({ ok: true, affected: 1 });
    await expect(told).resolves.toMatchObject({ text: '10 minutes until the listening section ends', section: 'listening' });

    // Not seen yet and Listening still running: a reload shows it again.
    let reopened = await reopen();
    window = reopened.window;
    expect(reopened.unseen).toEqual([['10 minutes until the listening section ends', 'listening']]);

    // Listening closed: the message stays behind with it.
    await emitAck(window, ExamEvents.sectionComplete, { attemptId, section: 'listening' });
    reopened = await reopen();
    window = reopened.window;
    expect(reopened.unseen).toEqual([]);

    // Sent between sections it belongs to none: it waits until it is seen, into Reading too.
    expect(await send('Raise your hand if you need water')).toEqual({ ok: true, affected: 1 });
    await emitAck(window, ExamEvents.sectionStart, { attemptId, section: 'reading' });
    reopened = await reopen();
    expect(reopened.unseen).toEqual([['Raise your hand if you need water', null]]);
    const timeline = await stack.http.get<TimelineResponse>(
      `/admin/invigilation/attempts/${attemptId}/timeline`,
      fresh.adminToken,
    );
    expect(timeline.body.events.filter((e) => e.type === 'message').map((e) => e.payload.section)).toEqual(['listening', null]);
  });

  it('shows position, focus, time offline, a second window and read receipts, and gives offline time back', async () => {
    const fresh = await examScenario(stack, await createTenant(stack.http, await developerToken(stack.http)), 1);
    const attemptId = fresh.attemptIds[0]!;
    const assignment = fresh.assignmentId;
    const admin = await invigilatorSocket(secondApi.baseUrl, fresh.adminToken);
    sockets.push(admin);
    expect((await emitAck<WatchAck>(admin, InvigilateEvents.watch, { assignmentId: assignment })).ok).toBe(true);
    const live = (match: (live: Partial<LiveState>) => boolean) =>
      nextPatch(admin, (p) => p.attemptId === attemptId && p.kind === 'live' && match(p.live)).then(
        (p) => (p as Extract<RosterPatch, { kind: 'live' }>).live,
      );

    const first = await examSocket(stack.http.baseUrl, fresh.tokens[0]!);
    sockets.push(first);
    await emitAck(first, ExamEvents.join, { attemptId });
    await emitAck(first, ExamEvents.sectionStart, { attemptId, section: 'listening' });

    const moved = live((l) => l.question === 14);
    first.emit(ExamEvents.position, { attemptId, section: 'listening', part: 2, question: 14 });
    await expect(moved).resolves.toMatchObject({ section: 'listening', part: 2, movedAt: expect.any(String) });

    // Out of view at once; counted as a departure when the window reports again (not if it just went).
    const hidden = live((l) => l.visible === false);
    first.emit(ExamEvents.heartbeat, { attemptId, remainingSeconds: 1700, visible: false, focused: false });
    await expect(hidden).resolves.toEqual({ visible: false, focused: false });

    const back = live((l) => l.visible === true);
    first.emit(ExamEvents.heartbeat, { attemptId, remainingSeconds: 1695, visible: true, focused: true, audioStarted: true });
    await expect(back).resolves.toMatchObject({ focused: true, focusLosses: 1, audioStartedAt: expect.any(String) });

    const offline = nextPatch(admin, (p) => p.attemptId === attemptId && p.kind === 'presence' && !p.online);
    first.close();
    await offline;
    await stack.clock.advance(42_000);
    const returned = live((l) => l.offlineSince === null);
    const second = await examSocket(stack.http.baseUrl, fresh.tokens[0]!);
    sockets.push(second);
    await emitAck(second, ExamEvents.join, { attemptId });
    const { offlineSeconds } = await returned;
    expect(offlineSeconds).toBeGreaterThanOrEqual(42);
    expect(offlineSeconds).toBeLessThan(50);

    const tookOver = live((l) => l.takeovers === 1);
    const third = await examSocket(stack.http.baseUrl, fresh.tokens[0]!);
    sockets.push(third);
    const joined = await emitAck<JoinAck>(third, ExamEvents.join, { attemptId });
    await tookOver;

    // Credit back: the deadline moves by exactly the time lost, once.
    const deadline = Date.parse((joined.ok && joined.snapshot.sections[0]!.deadlineAt) || '');
    const synced = new Promise<TimerSync>((resolve) => third.once(ExamEvents.timerSync, resolve));
    const credited = live((l) => l.creditedSeconds !== undefined);
    const credit = { assignmentId: assignment, attemptIds: [attemptId] };
    expect(await emitAck(admin, InvigilateEvents.creditOffline, credit)).toEqual({ ok: true, affected: 1 });
    expect(Date.parse((await synced).deadlineAt ?? '') - deadline).toBe(offlineSeconds! * 1000);
    await expect(credited).resolves.toEqual({ creditedSeconds: offlineSeconds });
    expect(await emitAck(admin, InvigilateEvents.creditOffline, credit)).toEqual({ ok: true, affected: 0 });

    // A message, then the candidate's read receipt; a receipt for a message never sent changes nothing.
    const told = new Promise<{ id: string }>((resolve) => third.once(ExamEvents.message, resolve));
    const sent = nextPatch(admin, (p) => p.attemptId === attemptId && p.kind === 'message');
    await emitAck(admin, InvigilateEvents.message, { assignmentId: assignment, attemptIds: [attemptId], text: 'Eyes front' });
    const { id } = await told;
    await expect(sent).resolves.toMatchObject({ message: { id, readAt: null } });
    const read = nextPatch(admin, (p) => p.attemptId === attemptId && p.kind === 'message' && p.message.readAt !== null);
    third.emit(ExamEvents.messageRead, { attemptId, messageId: '00000000-0000-4000-8000-000000000000' });
    third.emit(ExamEvents.messageRead, { attemptId, messageId: id });
    await expect(read).resolves.toMatchObject({ message: { id, readAt: expect.any(String) } });

    // A fresh watch (a reloaded page) rebuilds all of it from Redis and Postgres.
    const again = await emitAck<WatchAck>(admin, InvigilateEvents.watch, { assignmentId: assignment });
    const row = again.ok ? again.roster.rows.find((r) => r.attemptId === attemptId) : undefined;
    expect(row).toMatchObject({
      online: true,
      live: {
        section: 'listening',
        part: 2,
        question: 14,
        visible: true,
        focused: true,
        focusLosses: 1,
        takeovers: 1,
        offlineSince: null,
        offlineSeconds,
        creditedSeconds: offlineSeconds,
        audioStartedAt: expect.any(String),
      },
      lastMessage: { id, readAt: expect.any(String) },
    });
    const timeline = await stack.http.get<{ events: { type: string }[] }>(
      `/admin/invigilation/attempts/${attemptId}/timeline`,
      fresh.adminToken,
    );
    expect(timeline.body.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['connected', 'focus:lost', 'disconnected', 'time:credited', 'message', 'message:read']),
    );
    expect(timeline.body.events.filter((e) => e.type === 'message:read')).toHaveLength(1);
  });

  it('sends another tenant’s admin no roster patch while their refused watches are in flight', async () => {
    const watched = await examScenario(stack, await createTenant(stack.http, await developerToken(stack.http)), 1);
    const attemptId = watched.attemptIds[0]!;
    const watchedAssignment = watched.assignmentId;
    const owner = await invigilatorSocket(stack.http.baseUrl, watched.adminToken);
    sockets.push(owner);
    expect((await emitAck<WatchAck>(owner, InvigilateEvents.watch, { assignmentId: watchedAssignment })).ok).toBe(true);
    let ownerPatches = 0;
    const answerPatches = new Set<string>();
    let allAnswersSeen = () => {};
    const everyAnswerSeen = new Promise<void>((resolve) => (allAnswersSeen = resolve));
    owner.on(InvigilateEvents.rosterPatch, (patches: RosterPatch[]) => {
      ownerPatches += patches.length;
      for (const patch of patches) if (patch.kind === 'answer') answerPatches.add(patch.question);
      if (answerPatches.size === 40) allAnswersSeen();
    });

    const other = await createTenant(stack.http, await developerToken(stack.http));
    const otherAdmin = await stack.http.login(other.adminLoginId, other.adminPassword);
    const intruders = await Promise.all([1, 2, 3, 4].map(() => invigilatorSocket(stack.http.baseUrl, otherAdmin)));
    sockets.push(...intruders);
    let leaked = 0;
    for (const intruder of intruders)
      intruder.on(InvigilateEvents.rosterPatch, (patches: RosterPatch[]) => (leaked += patches.length));

    const candidate = await examSocket(stack.http.baseUrl, watched.tokens[0]!);
    sockets.push(candidate);
    await emitAck(candidate, ExamEvents.join, { attemptId });
    await emitAck(candidate, ExamEvents.sectionStart, { attemptId, section: 'listening' });

    // Each intruder keeps a refused watch in flight the whole time the candidate is saving.
    let saving = true;
    const refusals: string[] = [];
    const watching = intruders.map(async (intruder) => {
      while (saving) {
        const ack = await emitAck<WatchAck>(intruder, InvigilateEvents.watch, { assignmentId: watchedAssignment });
        if (ack.ok) throw new Error('another tenant’s watch was accepted');
        refusals.push(ack.code);
      }
    });
    for (let seq = 1; seq <= 40; seq++) {
      const ack = await emitAck<AnswerAck>(candidate, ExamEvents.answerSet, {
        attemptId,
        section: 'listening',
        question: String(seq),
        value: 'A',
        seq,
      });
      expect(ack.ok).toBe(true);
    }
    saving = false;
    await Promise.all(watching);
    await everyAnswerSeen; // the last patches reach the owner, and would reach an intruder with them

    expect(refusals).toContain('notYours');
    expect(ownerPatches).toBeGreaterThanOrEqual(40);
    expect(leaked).toBe(0);
  });

  it('lets one socket watch two assignments in turn, hearing only the one it watches now', async () => {
    const tenant = await createTenant(stack.http, await developerToken(stack.http));
    const [first, second] = [await examScenario(stack, tenant, 1), await examScenario(stack, tenant, 1)];
    // A browser tab's one socket, moving from the first assignment's roster to the second's.
    const tab = await invigilatorSocket(stack.http.baseUrl, first.adminToken);
    const stillWatchingFirst = await invigilatorSocket(stack.http.baseUrl, first.adminToken);
    sockets.push(tab, stillWatchingFirst);
    expect((await emitAck<WatchAck>(tab, InvigilateEvents.watch, { assignmentId: first.assignmentId })).ok).toBe(true);
    expect((await emitAck<WatchAck>(stillWatchingFirst, InvigilateEvents.watch, { assignmentId: first.assignmentId })).ok).toBe(
      true,
    );
    expect(await emitAck(tab, InvigilateEvents.unwatch, { assignmentId: first.assignmentId })).toEqual({ ok: true });
    expect((await emitAck<WatchAck>(tab, InvigilateEvents.watch, { assignmentId: second.assignmentId })).ok).toBe(true);
    const heard: RosterPatch[] = [];
    tab.on(InvigilateEvents.rosterPatch, (patches: RosterPatch[]) => heard.push(...patches));

    const [firstAttempt, secondAttempt] = [first.attemptIds[0]!, second.attemptIds[0]!];
    const firstOnline = nextPatch(stillWatchingFirst, (p) => p.attemptId === firstAttempt && p.kind === 'presence');
    const firstCandidate = await examSocket(stack.http.baseUrl, first.tokens[0]!);
    sockets.push(firstCandidate);
    await emitAck(firstCandidate, ExamEvents.join, { attemptId: firstAttempt });
    await firstOnline;
    const secondOnline = nextPatch(tab, (p) => p.attemptId === secondAttempt && p.kind === 'presence');
    const secondCandidate = await examSocket(stack.http.baseUrl, second.tokens[0]!);
    sockets.push(secondCandidate);
    await emitAck(secondCandidate, ExamEvents.join, { attemptId: secondAttempt });
    await expect(secondOnline).resolves.toMatchObject({ online: true });

    expect(heard.filter((patch) => patch.attemptId === firstAttempt)).toEqual([]);
    expect(await emitAck(tab, InvigilateEvents.unwatch, { assignmentId: 'not-an-id' })).toMatchObject({
      ok: false,
      code: 'invalid',
    });
  });

  it('refuses another tenant’s admin as if the assignment did not exist, and refuses candidates', async () => {
    const other = await createTenant(stack.http, await developerToken(stack.http));
    const otherAdmin = await stack.http.login(other.adminLoginId, other.adminPassword);
    const socket = await invigilatorSocket(stack.http.baseUrl, otherAdmin);
    sockets.push(socket);
    expect(await emitAck<WatchAck>(socket, InvigilateEvents.watch, { assignmentId })).toMatchObject({
      ok: false,
      code: 'notYours',
    });
    expect(
      await emitAck<WatchAck>(socket, InvigilateEvents.watch, { assignmentId: '00000000-0000-4000-8000-000000000000' }),
    ).toMatchObject({
      ok: false,
      code: 'notYours',
    });
    await expect(invigilatorSocket(stack.http.baseUrl, scenario.tokens[1]!)).rejects.toThrow(/access/i);
  });
});

/**
 * Resolves when the api next asks Redis how many replicas listen on /invigilate (PUBSUB NUMSUB on the
 * classic adapter's request channel, PUBSUB SHARDNUMSUB on the sharded one's namespace channel, seen
 * through MONITOR, which does not count as a listener).
 */
async function nextReplicaCount(stack: TestStack, timeoutMs = 10_000): Promise<void> {
  const client = new Redis(stack.env.REDIS_URL!);
  const key = socketIoKey(stack.env.REDIS_PREFIX!);
  const [subcommand, channel] =
    (await pubSubModeOf(client)) === 'sharded'
      ? ['SHARDNUMSUB', `${key}#${INVIGILATE_NAMESPACE}#`]
      : ['NUMSUB', `${key}-request#${INVIGILATE_NAMESPACE}#`];
  const monitor = await client.monitor();
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no replica count in ${timeoutMs} ms`)), timeoutMs);
      monitor.on('monitor', (_time: string, args: string[]) => {
        if (args[0]?.toUpperCase() !== 'PUBSUB' || args[1]?.toUpperCase() !== subcommand || args[2] !== channel) return;
        clearTimeout(timer);
        resolve();
      });
    });
  } finally {
    monitor.disconnect();
    client.disconnect();
  }
}

describe('live invigilation across replicas started one after the other', () => {
  let stack: TestStack;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    sockets.splice(0).forEach((s) => s.close());
    await stack.close();
  });

  it('reaches invigilators on a replica started after the first found itself alone, and theirs from it', async () => {
    const scenario = await examScenario(stack, await createTenant(stack.http, await developerToken(stack.http)), 2);
    const assignment = scenario.assignmentId;
    // The first replica counts the replicas subscribed, finds itself alone and stops publishing (its
    // answer comes back long before the second replica is up).
    await nextReplicaCount(stack);
    const secondApi = await stack.startApi();

    const answerSeenOn = async (invigilatorApi: string, candidateApi: string, candidate: number) => {
      const admin = await invigilatorSocket(invigilatorApi, scenario.adminToken);
      sockets.push(admin);
      expect((await emitAck<WatchAck>(admin, InvigilateEvents.watch, { assignmentId: assignment })).ok).toBe(true);
      const attemptId = scenario.attemptIds[candidate]!;
      const socket = await examSocket(candidateApi, scenario.tokens[candidate]!);
      sockets.push(socket);
      await emitAck(socket, ExamEvents.join, { attemptId });
      await emitAck(socket, ExamEvents.sectionStart, { attemptId, section: 'listening' });
      const saved = nextPatch(admin, (p) => p.attemptId === attemptId && p.kind === 'answer' && p.question === '3');
      const ack = await emitAck<AnswerAck>(socket, ExamEvents.answerSet, {
        attemptId,
        section: 'listening',
        question: '3',
        value: 'C',
        seq: 1,
      });
      expect(ack.ok).toBe(true);
      await expect(saved).resolves.toMatchObject({ kind: 'answer', question: '3', answered: true });
    };
    await answerSeenOn(secondApi.baseUrl, stack.http.baseUrl, 0);
    await answerSeenOn(stack.http.baseUrl, secondApi.baseUrl, 1);
  });
});
