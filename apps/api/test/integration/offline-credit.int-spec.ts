import {
  type AttemptSnapshot,
  type AutoCreditResponse,
  ExamEvents,
  InvigilateEvents,
  type JoinAck,
  type LiveState,
  type RosterPatch,
  type RosterSnapshot,
  type TimerSync,
} from '@cdi/contracts';
import { AuditLogEntity } from '@cdi/db';
import type { Socket } from 'socket.io-client';
import {
  examScenario,
  type ExamScenario,
  examSocket,
  type InvigilateTestSocket,
  invigilatorSocket,
  sittingListening,
  nextPatch,
} from '../support/exam-sockets';
import { createTenant, developerToken } from '../support/fixtures';
import { startTestStack, type TestStack } from '../support/test-stack';

/** The listening deadline a snapshot gives, in epoch ms. */
const deadlineOf = (snapshot: AttemptSnapshot) =>
  Date.parse(snapshot.sections.find((s) => s.section === 'listening')!.deadlineAt!);

/** Resolves with the first roster patch that matches. */
describe('automatic credit of offline time, and counting departures from the exam', () => {
  let stack: TestStack;
  let scenario: ExamScenario;
  let assignmentId: string;
  let admin: InvigilateTestSocket;
  const sockets: Socket[] = [];
  const path = () => `/admin/invigilation/assignments/${assignmentId}/auto-credit`;
  const switchTo = (enabled: unknown, token = scenario.adminToken) =>
    stack.http.request<AutoCreditResponse>('PUT', path(), { token, json: { enabled } });

  const watch = async (): Promise<RosterSnapshot> => {
    const ack = await admin.timeout(10_000).emitWithAck(InvigilateEvents.watch, { assignmentId });
    if (!ack.ok) throw new Error(ack.message);
    return ack.roster;
  };

  /** Candidate `i` goes offline for `seconds` and comes back on a new socket; resolves with the join's ack. */
  async function offlineFor(i: number, socket: Socket, seconds: number) {
    const attemptId = scenario.attemptIds[i]!;
    const gone = nextPatch(admin, (p) => p.attemptId === attemptId && p.kind === 'presence' && !p.online);
    socket.close();
    await gone;
    await stack.clock.advance(seconds * 1000);
    const back = await examSocket(stack.http.baseUrl, scenario.tokens[i]!);
    sockets.push(back);
    // The first sync after joining (only a join that gives time back sends one).
    const synced = new Promise<TimerSync>((resolve) => back.once(ExamEvents.timerSync, resolve));
    const joined: JoinAck = await back.timeout(10_000).emitWithAck(ExamEvents.join, { attemptId });
    if (!joined.ok) throw new Error(joined.message);
    return { socket: back, snapshot: joined.snapshot, synced };
  }

  beforeAll(async () => {
    stack = await startTestStack();
    scenario = await examScenario(stack, await createTenant(stack.http, await developerToken(stack.http)), 3);
    assignmentId = scenario.assignmentId;
    admin = await invigilatorSocket(stack.http.baseUrl, scenario.adminToken);
  }, 120_000);
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));
  afterAll(async () => {
    admin?.close();
    await stack?.close();
  });

  it('is off by default, and only the assignment’s own admins can switch it', async () => {
    expect((await watch()).autoCreditOffline).toBe(false);

    const other = await createTenant(stack.http, await developerToken(stack.http));
    const outsider = await stack.http.login(other.adminLoginId, other.adminPassword);
    expect((await switchTo(true, outsider)).status).toBe(404);
    expect((await switchTo(true, scenario.tokens[0])).status).toBe(403);
    expect((await switchTo('yes')).status).toBe(400);
    expect((await watch()).autoCreditOffline).toBe(false);

    // Another invigilator watching the roster sees the switch move without a reload.
    const watcher = await invigilatorSocket(stack.http.baseUrl, scenario.adminToken);
    sockets.push(watcher as Socket);
    expect((await watcher.timeout(10_000).emitWithAck(InvigilateEvents.watch, { assignmentId })).ok).toBe(true);
    const told = new Promise((resolve) => watcher.once(InvigilateEvents.rosterSettings, resolve));
    const on = await switchTo(true);
    expect(await told).toEqual({ assignmentId, autoCreditOffline: true });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ success: true, autoCreditOffline: true });
    expect((await watch()).autoCreditOffline).toBe(true);
    expect((await switchTo(false)).body.autoCreditOffline).toBe(false);
    const audit = await stack.dataSource.getRepository(AuditLogEntity).find({ where: { targetId: assignmentId } });
    expect(audit.filter((a) => a.action === 'invigilation.auto-credit').map((a) => a.details)).toEqual([
      { enabled: true },
      { enabled: false },
    ]);
  });

  it('while off, gives nothing back by itself', async () => {
    await watch();
    const { socket, attemptId } = await sittingListening(stack.http.baseUrl, scenario, 0, sockets);
    const started = (await socket.timeout(10_000).emitWithAck(ExamEvents.join, { attemptId })) as JoinAck;
    if (!started.ok) throw new Error(started.message);

    const back = await offlineFor(0, socket, 90);
    expect(deadlineOf(back.snapshot)).toBe(deadlineOf(started.snapshot));
    const timeline = await stack.http.get<{ events: { type: string }[] }>(
      `/admin/invigilation/attempts/${attemptId}/timeline`,
      scenario.adminToken,
    );
    expect(timeline.body.events.map((e) => e.type)).not.toContain('time:credited');
  });

  it('while on, gives a reconnecting candidate the time they lost, never a blip, never twice', async () => {
    expect((await switchTo(true)).status).toBe(200);
    await watch();
    const { socket, attemptId } = await sittingListening(stack.http.baseUrl, scenario, 1, sockets);
    const joined = (await socket.timeout(10_000).emitWithAck(ExamEvents.join, { attemptId })) as JoinAck;
    if (!joined.ok) throw new Error(joined.message);
    const deadline = deadlineOf(joined.snapshot);

    // A blip (a reload, a dropped packet) is not time lost.
    const blip = await offlineFor(1, socket, 5);
    expect(deadlineOf(blip.snapshot)).toBe(deadline);

    // A minute offline comes back by itself: the window joins with the moved deadline and is told why.
    const credited = nextPatch(
      admin,
      (p) => p.attemptId === attemptId && p.kind === 'live' && p.live.creditedSeconds !== undefined,
    );
    const away = await offlineFor(1, blip.socket, 60);
    const given = deadlineOf(away.snapshot) - deadline;
    expect(given).toBeGreaterThanOrEqual(60_000);
    expect(given).toBeLessThanOrEqual(62_000);
    await expect(away.synced).resolves.toMatchObject({
      section: 'listening',
      added: { seconds: given / 1000, reason: 'offlineCredit' },
    });
    const live = (await credited) as Extract<RosterPatch, { kind: 'live' }>;
    expect(live.live).toEqual({ creditedSeconds: given / 1000 });

    // By hand, the invigilator gives back only what is left (the blip): lost and given back add up.
    const payload = { assignmentId, attemptIds: [attemptId] };
    const rest = new Promise<TimerSync>((resolve) => away.socket.once(ExamEvents.timerSync, resolve));
    expect(await admin.timeout(10_000).emitWithAck(InvigilateEvents.creditOffline, payload)).toEqual({ ok: true, affected: 1 });
    const row = (await watch()).rows.find((r) => r.attemptId === attemptId)!;
    const restSeconds = (await rest).added!.seconds;
    expect(restSeconds).toBeGreaterThanOrEqual(4);
    expect(restSeconds).toBeLessThanOrEqual(6);
    expect(row.live).toMatchObject<Partial<LiveState>>({
      offlineSeconds: given / 1000 + restSeconds,
      creditedSeconds: given / 1000 + restSeconds,
    });
    expect(await admin.timeout(10_000).emitWithAck(InvigilateEvents.creditOffline, payload)).toEqual({ ok: true, affected: 0 });

    const timeline = await stack.http.get<{ events: { type: string; payload: Record<string, unknown> }[] }>(
      `/admin/invigilation/attempts/${attemptId}/timeline`,
      scenario.adminToken,
    );
    expect(timeline.body.events.filter((e) => e.type === 'time:credited').map((e) => e.payload)).toEqual([
      { seconds: given / 1000, automatic: true },
      { seconds: restSeconds },
    ]);
  });

  it('counts a window that leaves the exam and reports again, never one that hides as it goes (a reload)', async () => {
    await watch();
    const { socket, attemptId } = await sittingListening(stack.http.baseUrl, scenario, 2, sockets);
    const beat = (s: Socket, visible: boolean) =>
      s.emit(ExamEvents.heartbeat, { attemptId, remainingSeconds: 1500, visible, focused: visible });
    const timelineTypes = async () =>
      (
        await stack.http.get<{ events: { type: string }[] }>(
          `/admin/invigilation/attempts/${attemptId}/timeline`,
          scenario.adminToken,
        )
      ).body.events.map((e) => e.type);

    // A reload: the page hides as it unloads, goes, and a new window joins. Out of view only meanwhile.
    const hidden = nextPatch(admin, (p) => p.attemptId === attemptId && p.kind === 'live' && p.live.visible === false);
    beat(socket, false);
    await expect(hidden).resolves.toMatchObject({ live: { visible: false } });
    const rejoined = nextPatch(admin, (p) => p.attemptId === attemptId && p.kind === 'live' && p.live.offlineSince === null);
    const { socket: reloaded } = await offlineFor(2, socket, 1);
    expect(await rejoined).toMatchObject({ live: { visible: true, focused: true } });
    let row = (await watch()).rows.find((r) => r.attemptId === attemptId)!;
    expect(row.live).toMatchObject({ visible: true, focused: true, focusLosses: 0 });
    expect(await timelineTypes()).not.toContain('focus:lost');

    // Away from the exam and back: one departure, counted when the window reports again.
    beat(reloaded, false);
    const counted = nextPatch(admin, (p) => p.attemptId === attemptId && p.kind === 'live' && p.live.focusLosses !== undefined);
    beat(reloaded, true);
    expect(await counted).toMatchObject({ live: { focusLosses: 1, visible: true } });
    row = (await watch()).rows.find((r) => r.attemptId === attemptId)!;
    expect(row.live.focusLosses).toBe(1);
    expect((await timelineTypes()).filter((type) => type === 'focus:lost')).toHaveLength(1);
  });
});
