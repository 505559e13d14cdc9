import { ExamErrorCodes, ExamEvents, type AnswerSetPayload } from '@cdi/contracts';
import { AnswerSender, SAVING_RESUMED_SPREAD_MS, type AnswerSenderLink } from './answer-sender';
import { FakeExamSocket } from './fake-exam-socket';
import { MemoryOutbox } from './outbox';
import { ATTEMPT, T0, iso } from './engine-fixtures';

/** Lets promise chains (outbox writes, ack handling) run to the end (setImmediate: a Node test runner's). */
const drain = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The session's side, played by the test: joined or not, halted or not; joins and takeovers are counted. */
class FakeLink implements AnswerSenderLink {
  joined = false;
  halted = false;
  joins = 0;
  readonly takeOvers: string[] = [];
  constructor(private readonly socket: FakeExamSocket) {}
  canSend(): boolean {
    return this.joined && this.socket.connected && !this.halted;
  }
  join(): void {
    this.joins += 1;
  }
  takeOver(message: string): void {
    this.takeOvers.push(message);
  }
}

describe('AnswerSender', () => {
  let socket: FakeExamSocket;
  let outbox: MemoryOutbox;
  let link: FakeLink;
  let lifetime: AbortController;
  let changes: number;
  let sender: AnswerSender;

  const start = () =>
    new AnswerSender({
      socket,
      outbox,
      attemptId: ATTEMPT,
      link,
      now: () => T0,
      debounceMs: 300,
      ackTimeoutMs: 10_000,
      retryMinMs: 1000,
      retryMaxMs: 30_000,
      signal: lifetime.signal,
      changed: () => (changes += 1),
    });
  const answers = () => socket.emits.filter((e) => e.event === ExamEvents.answerSet).map((e) => e.payload as AnswerSetPayload);
  const ackAnswer = () =>
    socket.reply(ExamEvents.answerSet, (p) => ({ ok: true, seq: (p as AnswerSetPayload).seq, savedAt: iso(T0) }));
  const stored = async () =>
    (await outbox.all(ATTEMPT)).map(({ question, value, seq, state }) => ({ question, value, seq, state }));

  /** Online and joined to an attempt whose last saved seq is `lastSeq`. */
  function join(lastSeq = 0): void {
    socket.connected = true;
    link.joined = true;
    sender.joined(lastSeq);
    sender.replay();
  }

  beforeEach(async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    socket = new FakeExamSocket();
    outbox = new MemoryOutbox();
    link = new FakeLink(socket);
    lifetime = new AbortController();
    changes = 0;
    sender = start();
    await sender.ready;
  });

  afterEach(() => {
    sender.dispose();
    lifetime.abort();
    jest.useRealTimers();
  });

  it('keeps a change in the outbox first, sends it once the question is quiet, and forgets it once acked', async () => {
    join();
    await sender.setAnswer('listening', 'q1', 'a');
    await sender.setAnswer('listening', 'q1', 'ab');
    expect(await stored()).toEqual([{ question: 'q1', value: 'ab', seq: 2, state: 'pending' }]);
    expect(answers()).toHaveLength(0);
    jest.advanceTimersByTime(300);
    await drain();
    expect(answers()).toEqual([{ attemptId: ATTEMPT, section: 'listening', question: 'q1', value: 'ab', seq: 2 }]);
    ackAnswer();
    await drain();
    await sender.idle();
    expect(await stored()).toEqual([]);
    expect(sender.unsaved()).toEqual([]);
    expect(sender.value('listening', 'q1')).toBe('ab');
    expect(sender.lastSavedAt).toBe(iso(T0));
  });

  it('sends nothing while not joined, and every waiting change in seq order on joining', async () => {
    await sender.setAnswer('listening', 'q2', 'b', { immediate: true });
    await sender.setAnswer('listening', 'q1', 'a', { immediate: true });
    await drain();
    expect(answers()).toHaveLength(0);
    join();
    await drain();
    expect(answers().map((a) => [a.question, a.seq])).toEqual([
      ['q2', 3],
      ['q1', 4],
    ]); // numbered again above the server's last seq (see the next test)
  });

  it('numbers changes made before the first join above the server’s last seq, once', async () => {
    await sender.setAnswer('listening', 'q1', 'a');
    join(41);
    await drain();
    await sender.idle();
    expect(await stored()).toEqual([{ question: 'q1', value: 'a', seq: 42, state: 'pending' }]);
    sender.joined(100); // a later join: seqs already anchored, nothing renumbered
    await sender.idle();
    expect(await stored()).toEqual([{ question: 'q1', value: 'a', seq: 42, state: 'pending' }]);
  });

  it('drops on joining a change the server already has (its ack was lost)', async () => {
    join();
    await sender.setAnswer('listening', 'q1', 'a', { immediate: true });
    await drain();
    sender.connectionLost();
    sender.recordSaved({ section: 'listening', question: 'q1', value: 'a', seq: 1, savedAt: iso(T0) });
    sender.joined(1);
    await sender.idle();
    expect(sender.unsaved()).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it('resends what the server could not save with a doubling backoff, and says it is not saving meanwhile', async () => {
    join();
    await sender.setAnswer('listening', 'q1', 'a', { immediate: true });
    await drain();
    socket.reply(ExamEvents.answerSet, { ok: false, code: 'unavailable', message: ExamErrorCodes.unavailable });
    await drain();
    expect(sender.notSaving).toBe(true);
    jest.advanceTimersByTime(999);
    await drain();
    expect(answers()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await drain();
    expect(answers()).toHaveLength(2);
    jest.advanceTimersByTime(10_000); // no ack: as good as unavailable
    await drain();
    jest.advanceTimersByTime(1999);
    await drain();
    expect(answers()).toHaveLength(2);
    jest.advanceTimersByTime(1);
    await drain();
    expect(answers()).toHaveLength(3);
    const latest = socket.waiting(ExamEvents.answerSet).at(-1);
    latest?.ack?.({ ok: true, seq: 1, savedAt: iso(T0) });
    await drain();
    expect(sender.notSaving).toBe(false);
    expect(sender.unsaved()).toEqual([]);
  });

  it('resends within SAVING_RESUMED_SPREAD_MS once the server saves again, not at the backoff’s next round', async () => {
    join();
    await sender.setAnswer('listening', 'q1', 'a', { immediate: true });
    await drain();
    socket.reply(ExamEvents.answerSet, { ok: false, code: 'unavailable', message: ExamErrorCodes.unavailable });
    await drain();
    sender.retrySoon();
    jest.advanceTimersByTime(SAVING_RESUMED_SPREAD_MS);
    await drain();
    expect(answers()).toHaveLength(2);
  });

  it('asks to join again when the server has no join for this window, and to rejoin at the next retry when unjoined', async () => {
    join();
    await sender.setAnswer('listening', 'q1', 'a', { immediate: true });
    await drain();
    socket.reply(ExamEvents.answerSet, { ok: false, code: 'notJoined', message: ExamErrorCodes.notJoined });
    await drain();
    expect(link.joins).toBe(1);
    link.joined = false;
    sender.scheduleRetry();
    jest.advanceTimersByTime(1000);
    expect(link.joins).toBe(2);
  });

  it('keeps a refused change with its reason until a newer change replaces it, and resends one refused as paused on resume', async () => {
    join();
    await sender.setAnswer('listening', 'q1', 'a', { immediate: true });
    await drain();
    socket.reply(ExamEvents.answerSet, { ok: false, code: 'paused', message: '' });
    await drain();
    await sender.idle();
    expect(sender.unsaved()).toMatchObject([
      { question: 'q1', state: 'refused', code: 'paused', message: ExamErrorCodes.paused },
    ]);
    expect(await stored()).toEqual([{ question: 'q1', value: 'a', seq: 1, state: 'refused' }]);
    sender.retryPausedRefusals();
    await drain();
    expect(answers()).toHaveLength(2);
    expect(sender.unsaved()).toMatchObject([{ question: 'q1', state: 'pending' }]);
  });

  it('hands a takeover to the session and, halted, records and sends nothing more', async () => {
    join();
    await sender.setAnswer('listening', 'q1', 'a', { immediate: true });
    await drain();
    socket.reply(ExamEvents.answerSet, { ok: false, code: 'takenOver', message: 'Opened elsewhere' });
    await drain();
    expect(link.takeOvers).toEqual(['Opened elsewhere']);
    link.halted = true;
    sender.halt();
    await sender.setAnswer('listening', 'q2', 'b', { immediate: true });
    jest.advanceTimersByTime(60_000);
    await drain();
    expect(answers()).toHaveLength(1);
    expect(sender.value('listening', 'q2')).toBeUndefined();
    expect(sender.unsaved()).toMatchObject([{ question: 'q1', state: 'pending' }]); // kept, never lost
  });

  it('reads the outbox it was left, keeping the newest change per question and numbering on from it', async () => {
    await outbox.put({
      attemptId: ATTEMPT,
      section: 'listening',
      question: 'q1',
      value: 'old',
      seq: 4,
      state: 'pending',
      createdAt: T0,
    });
    await outbox.put({
      attemptId: ATTEMPT,
      section: 'listening',
      question: 'q2',
      value: 'b',
      seq: 7,
      state: 'pending',
      createdAt: T0,
    });
    sender.dispose();
    sender = start();
    await sender.ready;
    expect(sender.value('listening', 'q1')).toBe('old');
    await sender.setAnswer('listening', 'q1', 'new');
    expect(sender.unsaved().map((e) => [e.question, e.seq])).toEqual([
      ['q2', 7],
      ['q1', 8],
    ]);
    expect(changes).toBeGreaterThan(0);
  });

  it('counts how long the oldest pending change has waited', async () => {
    expect(sender.unsavedSeconds()).toBe(0);
    await sender.setAnswer('listening', 'q1', 'a');
    expect(sender.hasPending('listening')).toBe(true);
    expect(sender.hasPending('reading')).toBe(false);
  });
});
