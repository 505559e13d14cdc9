import { ExamErrorCodes, ExamEvents, Texts, type AnswerSetPayload, type AttemptSnapshot } from '@cdi/contracts';
import { ExamEngine, SAVING_RESUMED_SPREAD_MS } from './exam-engine';
import { FakeExamSocket } from './fake-exam-socket';
import { MemoryOutbox } from './outbox';
import type { SaveStatus } from './save-status';
import { ATTEMPT, T0, iso, listening, snapshot } from './engine-fixtures';

/** Lets promise chains (outbox writes, ack handling) run to the end (setImmediate: a Node test runner's). */
const drain = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('ExamEngine', () => {
  let clock: number;
  let socket: FakeExamSocket;
  let outbox: MemoryOutbox;
  let engine: ExamEngine;

  const start = () => new ExamEngine({ socket, outbox, attemptId: ATTEMPT, now: () => clock, debounceMs: 300 });
  const answers = () => socket.emits.filter((e) => e.event === ExamEvents.answerSet).map((e) => e.payload as AnswerSetPayload);
  const ackAnswer = () =>
    socket.reply(ExamEvents.answerSet, (p) => ({ ok: true, seq: (p as AnswerSetPayload).seq, savedAt: iso(clock) }));
  const stored = async () =>
    (await outbox.all(ATTEMPT)).map(({ question, value, seq, state }) => ({ question, value, seq, state }));

  async function connectAndJoin(snap: AttemptSnapshot = snapshot()): Promise<void> {
    socket.connect();
    await drain();
    socket.reply(ExamEvents.join, { ok: true, snapshot: snap });
    await drain();
  }

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    clock = T0;
    socket = new FakeExamSocket();
    outbox = new MemoryOutbox();
    engine = start();
  });

  afterEach(() => {
    engine.dispose();
    jest.useRealTimers();
  });

  it('asks the server where the recording is, waiting for the connection, and reads its answer as of the reply', async () => {
    const asked = engine.recordingPlace(null);
    await drain();
    expect(socket.waiting(ExamEvents.recording)).toHaveLength(0); // nothing sent before the join
    await connectAndJoin();
    await drain();
    clock += 400; // a 400 ms round trip: the server read its clock about 200 ms before the reply
    expect(socket.reply(ExamEvents.recording, { ok: true, recordingSeconds: 30, serverTime: iso(clock), pass: 'p' })).toEqual({
      attemptId: ATTEMPT,
      playedSeconds: null,
    });
    await expect(asked).resolves.toEqual({ seconds: 30.2, at: clock, pass: 'p' });
    const refused = engine.recordingPlace(1.5);
    await drain();
    socket.reply(ExamEvents.recording, { ok: false, code: 'notYours', message: ExamErrorCodes.notYours });
    await expect(refused).resolves.toMatchObject({ ok: false, code: 'notYours' });
  });

  it('takes the snapshot of a confirmed sound check', async () => {
    await connectAndJoin();
    const confirmed = engine.confirmSoundCheck();
    await drain();
    socket.reply(ExamEvents.soundCheck, { ok: true, snapshot: snapshot({ soundCheckedAt: iso(T0 + 5000) }) });
    await expect(confirmed).resolves.toMatchObject({ ok: true });
    expect(engine.snapshot?.soundCheckedAt).toBe(iso(T0 + 5000));
  });

  it('removes an acked change from the outbox and reports it saved', async () => {
    await connectAndJoin();
    await engine.setAnswer('listening', '1', 'library', { immediate: true });
    await drain();
    expect(engine.status).toEqual({ kind: 'saving', pending: 1 });
    ackAnswer();
    await drain();
    expect(await stored()).toEqual([]);
    expect(engine.status).toEqual({ kind: 'saved' });
    expect(engine.lastSavedAt).toBe(iso(T0));
    expect(engine.value('listening', '1')).toBe('library');
  });

  it('keeps only the newest change to a question in the outbox, and an older ack leaves the newer one', async () => {
    await connectAndJoin();
    await engine.setAnswer('listening', '1', 'A', { immediate: true });
    await drain();
    await engine.setAnswer('listening', '1', 'B', { immediate: true });
    expect(await stored()).toEqual([{ question: '1', value: 'B', seq: 2, state: 'pending' }]);
    ackAnswer(); // seq 1
    await drain();
    expect(await stored()).toEqual([{ question: '1', value: 'B', seq: 2, state: 'pending' }]);
    expect(answers().map((a) => [a.seq, a.value])).toEqual([
      [1, 'A'],
      [2, 'B'], // sent once the first was answered: one in flight per question
    ]);
    ackAnswer();
    await drain();
    expect(await stored()).toEqual([]);
  });

  it('coalesces a burst of keystrokes into one emit of the last value, holding each in the outbox at once', async () => {
    await connectAndJoin();
    for (const value of ['c', 'ca', 'cat']) {
      await engine.setAnswer('listening', '7', value);
      expect(await stored()).toEqual([expect.objectContaining({ value })]);
      jest.advanceTimersByTime(100);
    }
    await drain();
    expect(answers()).toEqual([]);
    jest.advanceTimersByTime(300);
    await drain();
    expect(answers()).toEqual([{ attemptId: ATTEMPT, section: 'listening', question: '7', value: 'cat', seq: 3 }]);
  });

  it('sends debounced changes at once on flush', async () => {
    await connectAndJoin();
    await engine.setAnswer('listening', '7', 'cat');
    await engine.flush();
    await drain();
    expect(answers().map((a) => a.value)).toEqual(['cat']);
  });

  it('counts pending changes as offline while disconnected, then replays them in seq order on reconnect', async () => {
    await connectAndJoin();
    socket.disconnect();
    await engine.setAnswer('listening', '3', 'x');
    await engine.setAnswer('listening', '1', 'y');
    await engine.setAnswer('listening', '2', 'z');
    expect(engine.status).toEqual({ kind: 'offline', pending: 3 });
    expect(answers()).toEqual([]);

    await connectAndJoin(snapshot({ lastSeq: 0 }));
    expect(answers().map((a) => [a.seq, a.question])).toEqual([
      [1, '3'],
      [2, '1'],
      [3, '2'],
    ]);
    expect(engine.status).toEqual({ kind: 'saving', pending: 3 });
    ackAnswer();
    ackAnswer();
    ackAnswer();
    await drain();
    expect(engine.status).toEqual({ kind: 'saved' });
  });

  it('re-sends a change whose ack never came on the next reconnect', async () => {
    await connectAndJoin();
    await engine.setAnswer('listening', '1', 'lost', { immediate: true });
    await drain();
    socket.disconnect(); // the emit's ack dies with the connection
    await connectAndJoin();
    expect(answers().map((a) => [a.seq, a.value])).toEqual([
      [1, 'lost'],
      [1, 'lost'],
    ]);
  });

  it('drops a pending change on join when the snapshot shows the server already saved it', async () => {
    await connectAndJoin();
    await engine.setAnswer('listening', '1', 'saved', { immediate: true });
    await drain();
    socket.disconnect();
    await connectAndJoin(
      snapshot({ lastSeq: 1, answers: [{ section: 'listening', question: '1', value: 'saved', seq: 1, savedAt: iso(T0) }] }),
    );
    expect(answers()).toHaveLength(1);
    expect(await stored()).toEqual([]);
    expect(engine.status).toEqual({ kind: 'saved' });
  });

  it('keeps a refused change with its message and reports the error', async () => {
    await connectAndJoin();
    await engine.setAnswer('listening', '5', 'late', { immediate: true });
    await drain();
    socket.reply(ExamEvents.answerSet, { ok: false, code: 'sectionClosed', message: ExamErrorCodes.sectionClosed, seq: 1 });
    await drain();
    expect(await outbox.all(ATTEMPT)).toEqual([
      expect.objectContaining({
        seq: 1,
        value: 'late',
        state: 'refused',
        code: 'sectionClosed',
        message: 'Not saved: section closed',
      }),
    ]);
    expect(engine.status).toEqual({ kind: 'error', message: 'Not saved: section closed', refused: 1 });
    expect(engine.value('listening', '5')).toBe('late');
  });

  it.each(['invalidCharacter', 'invalid'] as const)(
    'never re-sends a change refused as %s: it stays as the reason it was not saved, and later answers still save',
    async (code) => {
      await connectAndJoin();
      await engine.setAnswer('listening', '1', 'lib\u0000rary', { immediate: true });
      await drain();
      expect(answers()[0]?.value).toBe('lib\u0000rary'); // sent as typed: the server decides, and says why
      socket.reply(ExamEvents.answerSet, { ok: false, code, message: ExamErrorCodes[code], seq: 1 });
      await drain();
      expect(engine.status).toEqual({ kind: 'error', message: ExamErrorCodes[code], refused: 1 });

      await engine.setAnswer('listening', '2', 'museum', { immediate: true });
      await drain();
      ackAnswer();
      await drain();
      expect(engine.value('listening', '2')).toBe('museum');
      expect(await stored()).toEqual([{ question: '1', value: 'lib\u0000rary', seq: 1, state: 'refused' }]);

      // Neither backoff nor a reconnect sends it again.
      jest.advanceTimersByTime(60_000);
      socket.disconnect();
      await connectAndJoin();
      jest.advanceTimersByTime(60_000);
      await drain();
      expect(answers().map((a) => a.question)).toEqual(['1', '2']);
      expect(engine.status).toEqual({ kind: 'error', message: ExamErrorCodes[code], refused: 1 });

      // Correcting the answer replaces the refusal and saves.
      await engine.setAnswer('listening', '1', 'library', { immediate: true });
      await drain();
      ackAnswer();
      await drain();
      expect(engine.status).toEqual({ kind: 'saved' });
      expect(await stored()).toEqual([]);
    },
  );

  it('retries a change refused as unavailable after a backoff, and one whose ack timed out', async () => {
    await connectAndJoin();
    await engine.setAnswer('listening', '1', 'busy', { immediate: true });
    await drain();
    socket.reply(ExamEvents.answerSet, { ok: false, code: 'unavailable', message: ExamErrorCodes.unavailable, seq: 1 });
    await drain();
    expect(answers()).toHaveLength(1); // not again before the backoff
    expect(engine.status).toEqual({ kind: 'error', message: ExamErrorCodes.unavailable, refused: 0 });
    jest.advanceTimersByTime(1000);
    await drain();
    expect(answers()).toHaveLength(2);
    jest.advanceTimersByTime(10_000); // no ack: timed out
    await drain();
    jest.advanceTimersByTime(2000); // backoff doubled
    await drain();
    expect(answers()).toHaveLength(3);
    ackAnswer();
    ackAnswer();
    await drain();
    expect(engine.status).toEqual({ kind: 'saved' });
  });

  it("says 'not saved' while the server cannot save, and sends what waited as soon as it saves again", async () => {
    await connectAndJoin();
    await engine.setAnswer('listening', '1', 'a', { immediate: true });
    await engine.setAnswer('listening', '2', 'b', { immediate: true });
    await drain();
    const unavailable = { ok: false, code: 'unavailable', message: ExamErrorCodes.unavailable } as const;
    socket.reply(ExamEvents.answerSet, (p) => ({ ...unavailable, seq: (p as AnswerSetPayload).seq }));
    socket.reply(ExamEvents.answerSet, (p) => ({ ...unavailable, seq: (p as AnswerSetPayload).seq }));
    await drain();
    expect(engine.status).toEqual({ kind: 'error', message: ExamErrorCodes.unavailable, refused: 0 });
    expect(answers()).toHaveLength(2);
    expect(engine.unsaved().map((e) => e.question)).toEqual(['1', '2']);

    await engine.setAnswer('listening', '3', 'c', { immediate: true }); // a new change is still sent once
    await drain();
    expect(answers().map((a) => a.question)).toEqual(['1', '2', '3']);
    ackAnswer();
    await drain();
    // Saved again: the other two go now, not at the backoff's next round.
    expect(answers().map((a) => a.question)).toEqual(['1', '2', '3', '1', '2']);
    expect(engine.status).toEqual({ kind: 'saving', pending: 2 });
    ackAnswer();
    ackAnswer();
    await drain();
    expect(engine.status).toEqual({ kind: 'saved' });
  });

  it('resends what waits for its backoff within a second when the server says it saves again', async () => {
    await connectAndJoin();
    await engine.setAnswer('listening', '1', 'a', { immediate: true });
    await drain();
    const unavailable = { ok: false, code: 'unavailable', message: ExamErrorCodes.unavailable } as const;
    // A long outage: the backoff has grown to its ceiling, 30 s between rounds.
    for (const waitMs of [1000, 2000, 4000, 8000, 16_000]) {
      socket.reply(ExamEvents.answerSet, (p) => ({ ...unavailable, seq: (p as AnswerSetPayload).seq }));
      await drain();
      jest.advanceTimersByTime(waitMs);
      await drain();
    }
    socket.reply(ExamEvents.answerSet, (p) => ({ ...unavailable, seq: (p as AnswerSetPayload).seq }));
    await drain();
    const sent = answers().length;
    jest.advanceTimersByTime(20_000);
    await drain();
    expect(answers()).toHaveLength(sent); // the next round is 30 s away

    socket.serverEmit(ExamEvents.savingResumed);
    jest.advanceTimersByTime(SAVING_RESUMED_SPREAD_MS);
    await drain();
    expect(answers()).toHaveLength(sent + 1);
    ackAnswer();
    await drain();
    expect(engine.status).toEqual({ kind: 'saved' });

    socket.serverEmit(ExamEvents.savingResumed); // nothing waits: nothing is sent
    jest.advanceTimersByTime(SAVING_RESUMED_SPREAD_MS);
    await drain();
    expect(answers()).toHaveLength(sent + 1);
  });

  it('reads the attempt again when the running section stays open well past its deadline, at most every 15 s', async () => {
    const deadline = T0 + 30 * 60_000;
    await connectAndJoin(snapshot({ sections: [listening({ deadlineAt: iso(deadline) })] }));
    const joins = () => socket.emits.filter((e) => e.event === ExamEvents.join).length;
    const beat = async (at: number) => {
      clock = at;
      engine.heartbeat({ visible: true, focused: true });
      await drain();
    };

    await beat(deadline + 10_000); // the server's closing may still be on its way
    expect(joins()).toBe(1);
    await beat(deadline + 15_000); // its close never arrived: ask
    expect(joins()).toBe(2);
    // Still open on the server (its sweep is yet to run); its clock as ours.
    const stillOpen = snapshot({ serverTime: iso(clock), sections: [listening({ deadlineAt: iso(deadline) })] });
    socket.reply(ExamEvents.join, { ok: true, snapshot: stillOpen });
    await drain();
    await beat(deadline + 25_000); // not asked again so soon
    expect(joins()).toBe(2);
    await beat(deadline + 30_000);
    expect(joins()).toBe(3);
    const closed = listening({
      deadlineAt: iso(deadline),
      status: 'completed',
      completedAt: iso(deadline),
      endReason: 'expired',
    });
    socket.reply(ExamEvents.join, { ok: true, snapshot: snapshot({ serverTime: iso(clock), sections: [closed] }) });
    await drain();
    expect(engine.sectionState('listening')).toMatchObject({ status: 'completed', endReason: 'expired' });
    await beat(deadline + 60_000); // closed now: nothing more to ask
    expect(joins()).toBe(3);
  });

  it('does not read the attempt again for a paused section, whose deadline stands still', async () => {
    const deadline = T0 + 30 * 60_000;
    await connectAndJoin(snapshot({ sections: [listening({ deadlineAt: iso(deadline), pausedAt: iso(deadline - 60_000) })] }));
    clock = deadline + 60_000;
    engine.heartbeat({ visible: true, focused: true });
    await drain();
    expect(socket.emits.filter((e) => e.event === ExamEvents.join)).toHaveLength(1);
  });

  it('never reuses a seq after a reload (a new engine on the same outbox)', async () => {
    await connectAndJoin(snapshot({ lastSeq: 10 }));
    await engine.setAnswer('listening', '1', 'a', { immediate: true });
    await engine.setAnswer('listening', '2', 'b', { immediate: true });
    await drain();
    engine.dispose();
    socket = new FakeExamSocket(); // the reload: new page, new socket, same IndexedDB

    engine = start();
    await engine.ready;
    await engine.setAnswer('listening', '3', 'c'); // typed offline, before any join
    await connectAndJoin(snapshot({ lastSeq: 0 })); // the server never saw them
    expect(answers().map((a) => [a.seq, a.question])).toEqual([
      [11, '1'],
      [12, '2'],
      [13, '3'],
    ]);
  });

  it('numbers changes typed before this device ever joined above the server’s lastSeq', async () => {
    await engine.setAnswer('listening', '1', 'early');
    await connectAndJoin(snapshot({ lastSeq: 40 }));
    expect(answers().map((a) => a.seq)).toEqual([41]);
    expect(await stored()).toEqual([{ question: '1', value: 'early', seq: 41, state: 'pending' }]);
    await engine.setAnswer('listening', '2', 'next', { immediate: true });
    await drain();
    expect(answers().map((a) => a.seq)).toEqual([41, 42]);
  });

  it('learns the server clock offset from the join round trip and counts down a paused section', async () => {
    socket.connect();
    await drain();
    clock = T0 + 200; // the ack arrives 200 ms later; the server read its clock mid-way, 5 s ahead of ours
    socket.reply(ExamEvents.join, { ok: true, snapshot: snapshot({ serverTime: iso(T0 + 100 + 5000) }) });
    await drain();
    expect(engine.serverNow()).toBe(T0 + 200 + 5000);
    expect(engine.remainingSeconds('listening')).toBe(30 * 60 - 5);

    socket.serverEmit(ExamEvents.paused, { pausedAt: iso(T0 + 65_000) });
    clock += 10 * 60_000;
    expect(engine.remainingSeconds('listening')).toBe(30 * 60 - 65);

    const resumed = { section: 'listening', deadlineAt: iso(T0 + 40 * 60_000), pausedAt: null, serverTime: iso(clock + 5000) };
    socket.serverEmit(ExamEvents.resumed, resumed);
    expect(engine.remainingSeconds('listening')).toBe(40 * 60 - 10 * 60 - 5);
    expect(engine.remainingSeconds('reading')).toBeNull();
  });

  it('stops for good when the centre stops the sitting, saying why and keeping what is unsaved', async () => {
    const stopped: string[] = [];
    engine.on(ExamEvents.sittingStopped, ({ message }) => stopped.push(message));
    await connectAndJoin();
    await engine.setAnswer('listening', '1', 'typed');
    socket.serverEmit(ExamEvents.sittingStopped, { reason: 'suspended', message: Texts.sittingStoppedSuspended });
    jest.advanceTimersByTime(1000);
    socket.disconnect();
    socket.connect(); // nothing is sent again, not even a join
    await drain();
    expect(socket.emits.map((e) => e.event)).toEqual([ExamEvents.join]);
    expect(await stored()).toEqual([{ question: '1', value: 'typed', seq: 1, state: 'pending' }]);
    expect(engine.status).toEqual({ kind: 'error', message: Texts.sittingStoppedSuspended, refused: 0 });
    expect(stopped).toEqual([Texts.sittingStoppedSuspended]);
  });

  it('stops sending after the exam is taken over, keeping what is unsaved', async () => {
    const events: string[] = [];
    engine.on(ExamEvents.takenOver, ({ message }) => events.push(message));
    await connectAndJoin();
    await engine.setAnswer('listening', '1', 'typed');
    socket.serverEmit(ExamEvents.takenOver, { message: ExamErrorCodes.takenOver });
    jest.advanceTimersByTime(1000);
    await engine.setAnswer('listening', '2', 'ignored', { immediate: true });
    socket.disconnect();
    socket.connect(); // a reconnect must not take the exam back
    await drain();
    expect(socket.emits.map((e) => e.event)).toEqual([ExamEvents.join]);
    expect(await stored()).toEqual([{ question: '1', value: 'typed', seq: 1, state: 'pending' }]);
    expect(engine.status).toEqual({ kind: 'error', message: 'The exam was opened in another window', refused: 0 });
    expect(events).toEqual(['The exam was opened in another window']);
  });

  it('notifies status subscribers only when the status changes', async () => {
    const seen: SaveStatus[] = [];
    engine.subscribe((status) => seen.push(status));
    await connectAndJoin();
    await engine.setAnswer('listening', '1', 'a');
    await engine.setAnswer('listening', '1', 'ab');
    jest.advanceTimersByTime(300);
    await drain();
    ackAnswer();
    await drain();
    expect(seen).toEqual([{ kind: 'saving', pending: 1 }, { kind: 'saved' }]);
  });

  it('completes a section only after its answers are saved, and takes the new snapshot', async () => {
    await connectAndJoin();
    await engine.setAnswer('listening', '40', 'last');
    const completing = engine.sectionComplete('listening');
    await drain();
    expect(socket.waiting(ExamEvents.sectionComplete)).toHaveLength(0);
    ackAnswer();
    await drain();
    const done = snapshot({ currentSection: 'reading', sections: [listening({ status: 'completed', completedAt: iso(T0) })] });
    socket.reply(ExamEvents.sectionComplete, { ok: true, snapshot: done });
    await expect(completing).resolves.toEqual({ ok: true, snapshot: done });
    expect(engine.snapshot?.currentSection).toBe('reading');
    expect(engine.remainingSeconds('listening')).toBe(0);
  });

  it('sends again a change refused while paused once the exam resumes', async () => {
    await connectAndJoin();
    await engine.setAnswer('listening', '1', 'x', { immediate: true });
    await drain();
    socket.reply(ExamEvents.answerSet, { ok: false, code: 'paused', message: ExamErrorCodes.paused, seq: 1 });
    await drain();
    expect(engine.status.kind).toBe('error');
    socket.serverEmit(ExamEvents.resumed, {
      section: 'listening',
      deadlineAt: iso(T0 + 1_900_000),
      pausedAt: null,
      serverTime: iso(T0),
    });
    await drain();
    expect(engine.status).toEqual({ kind: 'saving', pending: 1 });
    expect(answers().map((a) => a.seq)).toEqual([1, 1]);
  });

  it('reports a refused join and detaches from the socket on dispose', async () => {
    const refusals: string[] = [];
    engine.on('join:refused', (refusal) => refusals.push(refusal.code));
    socket.connect();
    await drain();
    socket.reply(ExamEvents.join, { ok: false, code: 'notYours', message: ExamErrorCodes.notYours });
    await drain();
    expect(refusals).toEqual(['notYours']);
    expect(engine.status).toEqual({ kind: 'error', message: 'This attempt is not yours', refused: 0 });
    engine.dispose();
    expect(socket.listenerCount()).toBe(0);
  });

  it('passes server events on to screens, taking the expired section’s snapshot', async () => {
    const seen: string[] = [];
    engine.on(ExamEvents.sectionExpired, ({ section }) => seen.push(`expired ${section}`));
    engine.on(ExamEvents.message, ({ text }) => seen.push(`message ${text}`));
    engine.on(ExamEvents.submitted, ({ reason }) => seen.push(`submitted ${reason}`));
    await connectAndJoin();
    const expired = snapshot({ currentSection: 'reading', sections: [listening({ status: 'completed', endReason: 'expired' })] });
    socket.serverEmit(ExamEvents.sectionExpired, { section: 'listening', snapshot: expired });
    socket.serverEmit(ExamEvents.message, { id: 'm1', text: 'Ten minutes left', at: iso(T0) });
    socket.serverEmit(ExamEvents.submitted, { reason: 'forced' });
    expect(seen).toEqual(['expired listening', 'message Ten minutes left', 'submitted forced']);
    expect(engine.snapshot).toEqual({ ...expired, status: 'completed' });
  });

  it('throttles position to one event a second, always sending the latest, and sends heartbeats with the clock', async () => {
    await connectAndJoin();
    engine.position('listening', 1, 1);
    engine.position('listening', 1, 2);
    engine.position('listening', 2, 11);
    jest.advanceTimersByTime(1000);
    engine.heartbeat({ visible: true, focused: false });
    const sent = socket.emits.filter((e) => e.event !== ExamEvents.join).map((e) => [e.event, e.payload]);
    expect(sent).toEqual([
      [ExamEvents.position, { attemptId: ATTEMPT, section: 'listening', part: 1, question: 1 }],
      [ExamEvents.position, { attemptId: ATTEMPT, section: 'listening', part: 2, question: 11 }],
      [
        ExamEvents.heartbeat,
        {
          attemptId: ATTEMPT,
          remainingSeconds: 30 * 60,
          visible: true,
          focused: false,
          unsavedSeconds: 0,
          audioStarted: false,
          recordingPercent: null,
        },
      ],
    ]);
  });

  it("puts how much of the recording this window holds into the heartbeat, and follows the invigilator's hold of its start", async () => {
    await connectAndJoin();
    engine.recordingDownloaded(40);
    engine.heartbeat({ visible: true, focused: true });
    const beats = () => socket.emits.filter((e) => e.event === ExamEvents.heartbeat).map((e) => e.payload);
    expect(beats().at(-1)).toMatchObject({ recordingPercent: 40 });
    engine.recordingDownloaded(null);
    engine.heartbeat({ visible: true, focused: true });
    expect(beats().at(-1)).toMatchObject({ recordingPercent: null });

    socket.serverEmit(ExamEvents.startHold, { startHeldAt: '2026-11-28T09:00:00.000Z' });
    expect(engine.snapshot?.startHeldAt).toBe('2026-11-28T09:00:00.000Z');
    socket.serverEmit(ExamEvents.startHold, { startHeldAt: null });
    expect(engine.snapshot?.startHeldAt).toBeNull();
  });

  it('sends a position waiting out its throttle when the page goes, so a reload resumes there', async () => {
    await connectAndJoin();
    engine.position('reading', 1, 1);
    engine.position('reading', 2, 20);
    engine.flushPosition();
    engine.flushPosition(); // nothing left to send
    const positions = socket.emits.filter((e) => e.event === ExamEvents.position).map((e) => e.payload);
    expect(positions).toEqual([
      { attemptId: ATTEMPT, section: 'reading', part: 1, question: 1 },
      { attemptId: ATTEMPT, section: 'reading', part: 2, question: 20 },
    ]);
  });

  it('keeps a position made offline and sends it once the attempt is joined again', async () => {
    await connectAndJoin();
    engine.position('writing', 1, 0);
    socket.disconnect();
    engine.position('writing', 2, 0);
    jest.advanceTimersByTime(1000);
    await connectAndJoin();
    const positions = socket.emits.filter((e) => e.event === ExamEvents.position).map((e) => e.payload);
    expect(positions).toEqual([
      { attemptId: ATTEMPT, section: 'writing', part: 1, question: 0 },
      { attemptId: ATTEMPT, section: 'writing', part: 2, question: 0 },
    ]);
  });

  it('shows a change as soon as it is made once the outbox has been read', async () => {
    await engine.ready;
    void engine.setAnswer('listening', '7', 'harbour');
    expect(engine.value('listening', '7')).toBe('harbour');
    await engine.idle();
  });

  it('keeps where the server says the candidate last was', async () => {
    expect(engine.resumeAt).toBeNull();
    socket.connect();
    await drain();
    socket.reply(ExamEvents.join, { ok: true, snapshot: snapshot(), resumeAt: { section: 'listening', part: 3, question: 24 } });
    await drain();
    expect(engine.resumeAt).toEqual({ section: 'listening', part: 3, question: 24 });
  });

  it('tells the invigilator how long the oldest unsaved change has waited, and that the audio started', async () => {
    await connectAndJoin();
    await engine.setAnswer('listening', '1', 'library', { immediate: true });
    clock += 42_000;
    await engine.setAnswer('listening', '2', 'museum', { immediate: true });
    engine.audioStarted();
    engine.heartbeat({ visible: true, focused: true });
    const beats = () => socket.emits.filter((e) => e.event === ExamEvents.heartbeat).map((e) => e.payload);
    expect(beats()).toEqual([expect.objectContaining({ unsavedSeconds: 42, audioStarted: true })]);
    ackAnswer();
    ackAnswer();
    await drain();
    engine.heartbeat({ visible: true, focused: true });
    expect(beats()[1]).toEqual(expect.objectContaining({ unsavedSeconds: 0 }));
  });

  it('sends a read receipt at once when connected, or after joining again when not', async () => {
    await connectAndJoin();
    engine.messageSeen('7d3c1e6a-0d8e-4c52-9a61-2b7f0e4d5c11');
    socket.disconnect();
    engine.messageSeen('a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d');
    const receipts = () => socket.emits.filter((e) => e.event === ExamEvents.messageRead).map((e) => e.payload);
    expect(receipts()).toEqual([{ attemptId: ATTEMPT, messageId: '7d3c1e6a-0d8e-4c52-9a61-2b7f0e4d5c11' }]);
    await connectAndJoin();
    expect(receipts()).toEqual([
      { attemptId: ATTEMPT, messageId: '7d3c1e6a-0d8e-4c52-9a61-2b7f0e4d5c11' },
      { attemptId: ATTEMPT, messageId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' },
    ]);
  });
  it("sends a section's flags when connected; offline, the newest set of each section after joining again", async () => {
    await connectAndJoin();
    engine.flags('listening', [12, 3]);
    socket.disconnect();
    engine.flags('listening', [3]);
    engine.flags('listening', [3, 7]);
    engine.flags('writing', [2]);
    const sent = () => socket.emits.filter((e) => e.event === ExamEvents.flags).map((e) => e.payload);
    expect(sent()).toEqual([{ attemptId: ATTEMPT, section: 'listening', questions: [3, 12] }]);
    await connectAndJoin();
    expect(sent().slice(1)).toEqual([
      { attemptId: ATTEMPT, section: 'listening', questions: [3, 7] },
      { attemptId: ATTEMPT, section: 'writing', questions: [2] },
    ]);
  });
});
