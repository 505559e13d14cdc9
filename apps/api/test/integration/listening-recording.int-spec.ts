import { ExamEvents, InvigilateEvents, type RecordingAck, type SectionAck, type WatchAck } from '@cdi/contracts';
import { AttemptSectionEntity } from '@cdi/db';
import type { Socket } from 'socket.io-client';
import { emitAck, examScenario, type ExamScenario, examSocket, invigilatorSocket, nextPatch } from '../support/exam-sockets';
import { createTenant, developerToken } from '../support/fixtures';
import type { HttpClient } from '../support/http-client';
import { startTestStack, type TestStack } from '../support/test-stack';

/** Where the server says the recording is, in seconds (null: not begun); throws on a refusal. */
async function recordingSeconds(socket: Socket, attemptId: string, playedSeconds: number | null = null): Promise<number | null> {
  const ack = await emitAck<RecordingAck>(socket as Socket<never, never>, ExamEvents.recording, { attemptId, playedSeconds });
  if (!ack.ok) throw new Error(`${ack.code}: ${ack.message}`);
  return ack.recordingSeconds;
}

describe('the listening recording and the sound check, kept by the server', () => {
  let stack: TestStack;
  let secondApi: HttpClient;
  let scenario: ExamScenario;
  let assignmentId: string;
  const sockets: Socket[] = [];

  const joined = async (baseUrl: string, i: number) => {
    const socket = await examSocket(baseUrl, scenario.tokens[i]!);
    sockets.push(socket as Socket);
    const ack = await socket.timeout(10_000).emitWithAck(ExamEvents.join, { attemptId: scenario.attemptIds[i]! });
    if (!ack.ok) throw new Error(ack.message);
    return socket as Socket;
  };

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    secondApi = await stack.startApi();
    scenario = await examScenario(stack, await createTenant(stack.http, await developerToken(stack.http)), 2);
    assignmentId = scenario.assignmentId;
    // Two apis and a worker start here: on a busy machine that takes longer than one test may.
  }, 120_000);
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));
  afterAll(() => stack.close());

  it('keeps the sound check once, in the snapshot and on the invigilator’s roster', async () => {
    const attemptId = scenario.attemptIds[0]!;
    const admin = await invigilatorSocket(stack.http.baseUrl, scenario.adminToken);
    sockets.push(admin as Socket);
    const watched = await emitAck<WatchAck>(admin as Socket<never, never>, InvigilateEvents.watch, { assignmentId });
    expect(watched.ok && watched.roster.rows.find((r) => r.attemptId === attemptId)?.soundCheckedAt).toBeNull();
    const candidate = await joined(stack.http.baseUrl, 0);

    const patched = nextPatch(admin, (p) => p.attemptId === attemptId && p.kind === 'soundCheck');
    const first = await emitAck<SectionAck>(candidate as Socket<never, never>, ExamEvents.soundCheck, { attemptId });
    if (!first.ok) throw new Error(first.message);
    expect(first.snapshot.soundCheckedAt).toEqual(expect.any(String));
    await expect(patched).resolves.toEqual({ attemptId, kind: 'soundCheck', soundCheckedAt: first.snapshot.soundCheckedAt });

    // Confirming again changes nothing: the first confirmation stands.
    const again = await emitAck<SectionAck>(candidate as Socket<never, never>, ExamEvents.soundCheck, { attemptId });
    expect(again.ok && again.snapshot.soundCheckedAt).toBe(first.snapshot.soundCheckedAt);
    const rewatched = await emitAck<WatchAck>(admin as Socket<never, never>, InvigilateEvents.watch, { assignmentId });
    expect(rewatched.ok && rewatched.roster.rows.find((r) => r.attemptId === attemptId)?.soundCheckedAt).toBe(
      first.snapshot.soundCheckedAt,
    );
    const timeline = await stack.dataSource.query(
      `SELECT type FROM attempt_events WHERE attempt_id = $1 AND type = 'sound:checked'`,
      [attemptId],
    );
    expect(timeline).toHaveLength(1);
  });

  it('runs the recording on its own clock from the first start, through a takeover on another replica, standing still while paused', async () => {
    const attemptId = scenario.attemptIds[0]!;
    const first = await joined(stack.http.baseUrl, 0);
    // Not begun, and a start report before the section is open is not taken.
    expect(await recordingSeconds(first, attemptId, 1)).toBeNull();
    const started = await emitAck<SectionAck>(first as Socket<never, never>, ExamEvents.sectionStart, {
      attemptId,
      section: 'listening',
    });
    expect(started.ok).toBe(true);
    expect(await recordingSeconds(first, attemptId)).toBeNull();

    // The window began playing 2 seconds ago.
    const begun = await recordingSeconds(first, attemptId, 2);
    expect(begun).toBeGreaterThanOrEqual(2);
    expect(begun).toBeLessThan(3);
    await stack.clock.advance(30_000);

    // Another computer takes the sitting over (through another api replica): the place is where the recording is.
    const moved = await joined(secondApi.baseUrl, 0);
    const atTakeover = await recordingSeconds(moved, attemptId);
    expect(atTakeover).toBeGreaterThanOrEqual(32);
    expect(atTakeover).toBeLessThan(34);
    // A later start report (the new window's first play) never moves it back.
    expect(await recordingSeconds(moved, attemptId, 0)).toBeGreaterThanOrEqual(atTakeover!);

    // Paused by the invigilator, the recording stands still; resumed, it runs on from there.
    const admin = await invigilatorSocket(stack.http.baseUrl, scenario.adminToken);
    sockets.push(admin as Socket);
    await emitAck(admin as Socket<never, never>, InvigilateEvents.watch, { assignmentId });
    expect(
      await emitAck(admin as Socket<never, never>, InvigilateEvents.pause, { assignmentId, attemptIds: [attemptId] }),
    ).toEqual({
      ok: true,
      affected: 1,
    });
    const atPause = (await recordingSeconds(moved, attemptId))!;
    await stack.clock.advance(60_000);
    expect(await recordingSeconds(moved, attemptId)).toBeCloseTo(atPause, 3);
    expect(
      await emitAck(admin as Socket<never, never>, InvigilateEvents.resume, { assignmentId, attemptIds: [attemptId] }),
    ).toEqual({
      ok: true,
      affected: 1,
    });
    await stack.clock.advance(10_000);
    const afterResume = (await recordingSeconds(moved, attemptId))!;
    // Pauses are kept in whole seconds: within a second of the 10 s run since the resume.
    expect(afterResume).toBeGreaterThanOrEqual(atPause + 9);
    expect(afterResume).toBeLessThan(atPause + 12);

    // The record holds it (not the browser, not only Redis).
    const row = await stack.dataSource.getRepository(AttemptSectionEntity).findOneByOrFail({ attemptId, section: 'listening' });
    expect(row.recordingStartedAt).toBeInstanceOf(Date);
  });

  it('answers only the window that joined the attempt', async () => {
    const mine = scenario.attemptIds[0]!;
    const other = await joined(stack.http.baseUrl, 1);
    const refused = await emitAck<RecordingAck>(other as Socket<never, never>, ExamEvents.recording, {
      attemptId: mine,
      playedSeconds: null,
    });
    expect(refused).toMatchObject({ ok: false, code: 'notYours' });
    const soundRefused = await emitAck<SectionAck>(other as Socket<never, never>, ExamEvents.soundCheck, { attemptId: mine });
    expect(soundRefused).toMatchObject({ ok: false, code: 'notYours' });
    const notJoined = await examSocket(stack.http.baseUrl, scenario.tokens[0]!);
    sockets.push(notJoined as Socket);
    expect(
      await emitAck<RecordingAck>(notJoined as Socket<never, never>, ExamEvents.recording, {
        attemptId: mine,
        playedSeconds: null,
      }),
    ).toMatchObject({ ok: false, code: 'notJoined' });
    const invalid = await emitAck<RecordingAck>(other as Socket<never, never>, ExamEvents.recording, {
      attemptId: scenario.attemptIds[1]!,
      playedSeconds: 3600,
    });
    expect(invalid).toMatchObject({ ok: false, code: 'invalid' });
  });

  it("shows the invigilator how far a candidate's recording has come, and holds their start until released", async () => {
    const attemptId = scenario.attemptIds[1]!;
    const admin = await invigilatorSocket(stack.http.baseUrl, scenario.adminToken);
    sockets.push(admin as Socket);
    await emitAck<WatchAck>(admin as Socket<never, never>, InvigilateEvents.watch, { assignmentId });
    const candidate = await joined(stack.http.baseUrl, 1);

    const progress = nextPatch(admin, (p) => p.attemptId === attemptId && p.kind === 'live' && 'recordingPercent' in p.live);
    const beat = { attemptId, remainingSeconds: null, visible: true, focused: true, recordingPercent: 40 };
    candidate.emit(ExamEvents.heartbeat, beat);
    await expect(progress).resolves.toEqual({ attemptId, kind: 'live', live: { recordingPercent: 40 } });
    const watched = await emitAck<WatchAck>(admin as Socket<never, never>, InvigilateEvents.watch, { assignmentId });
    const row = watched.ok ? watched.roster.rows.find((r) => r.attemptId === attemptId) : undefined;
    expect(row).toMatchObject({ live: { recordingPercent: 40 }, startHeldAt: null });

    const told = new Promise<unknown>((resolve) => candidate.once(ExamEvents.startHold, resolve));
    const heldPatch = nextPatch(admin, (p) => p.attemptId === attemptId && p.kind === 'startHold');
    const hold = { assignmentId, attemptIds: [attemptId] };
    expect(await emitAck(admin as Socket<never, never>, InvigilateEvents.holdStart, hold)).toEqual({ ok: true, affected: 1 });
    const { startHeldAt } = (await told) as { startHeldAt: string };
    expect(startHeldAt).toEqual(expect.any(String));
    await expect(heldPatch).resolves.toEqual({ attemptId, kind: 'startHold', startHeldAt });
    // Holding again changes nothing; the hold is on the record, so a reload finds it in the snapshot.
    expect(await emitAck(admin as Socket<never, never>, InvigilateEvents.holdStart, hold)).toEqual({ ok: true, affected: 0 });
    const rejoined = await joined(stack.http.baseUrl, 1);
    const start = { attemptId, section: 'listening' };
    expect(await emitAck<SectionAck>(rejoined as Socket<never, never>, ExamEvents.sectionStart, start)).toMatchObject({
      ok: false,
      code: 'startHeld',
    });

    const released = new Promise<unknown>((resolve) => rejoined.once(ExamEvents.startHold, resolve));
    expect(await emitAck(admin as Socket<never, never>, InvigilateEvents.releaseStart, hold)).toEqual({ ok: true, affected: 1 });
    await expect(released).resolves.toEqual({ startHeldAt: null });
    const begun = await emitAck<SectionAck>(rejoined as Socket<never, never>, ExamEvents.sectionStart, start);
    expect(begun.ok && begun.snapshot.startHeldAt).toBeNull();
    expect(begun.ok && begun.snapshot.sections.find((s) => s.section === 'listening')?.status).toBe('open');
    const timeline = await stack.dataSource.query(
      `SELECT type FROM attempt_events WHERE attempt_id = $1 AND type LIKE 'invigilator:%' ORDER BY at`,
      [attemptId],
    );
    expect(timeline.map((e: { type: string }) => e.type)).toEqual(['invigilator:hold-start', 'invigilator:release-start']);
  });
});
