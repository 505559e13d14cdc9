import { ExamErrorCodes, ExamEvents, type ExamRefusal } from '@cdi/contracts';
import { FakeExamSocket } from './fake-exam-socket';
import { SessionLink } from './session-link';
import { ATTEMPT, T0, snapshot } from './engine-fixtures';

/** Lets promise chains (outbox writes, ack handling) run to the end (setImmediate: a Node test runner's). */
const drain = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('SessionLink', () => {
  let socket: FakeExamSocket;
  let lifetime: AbortController;
  let happened: string[];
  let refusals: ExamRefusal[];
  let link: SessionLink;

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    socket = new FakeExamSocket();
    lifetime = new AbortController();
    happened = [];
    refusals = [];
    link = new SessionLink({
      socket,
      attemptId: ATTEMPT,
      now: () => T0,
      ackTimeoutMs: 10_000,
      outboxRead: () => Promise.resolve(),
      signal: lifetime.signal,
      events: {
        admitted: (_ack, snap) => happened.push(`admitted ${snap.lastSeq} joined=${link.joined}`),
        joined: (snap) => happened.push(`joined ${snap.lastSeq} canSend=${link.canSend()}`),
        joinFailed: () => happened.push('joinFailed'),
        refused: (refusal) => refusals.push(refusal),
        disconnected: () => happened.push('disconnected'),
        halted: () => happened.push(`halted ${link.blocked}`),
        takenOver: (message) => happened.push(`takenOver ${message}`),
      },
    });
    socket.on('connect', () => void link.join());
    socket.on('disconnect', () => link.onDisconnect());
  });

  afterEach(() => {
    link.dispose();
    lifetime.abort();
    jest.useRealTimers();
  });

  async function connect(): Promise<void> {
    socket.connect();
    await drain();
  }

  it('joins on connect: the snapshot is taken before the window counts as joined, then it may send', async () => {
    await connect();
    expect(socket.reply(ExamEvents.join, { ok: true, snapshot: snapshot({ lastSeq: 7 }) })).toEqual({ attemptId: ATTEMPT });
    await drain();
    expect(happened).toEqual(['admitted 7 joined=false', 'joined 7 canSend=true']);
    expect(link.online).toBe(true);
    expect(link.blocked).toBeNull();
  });

  it('stops sending on a disconnect, and ignores a join ack that belongs to the old connection', async () => {
    await connect();
    socket.disconnect();
    expect(link.joined).toBe(false);
    expect(link.canSend()).toBe(false);
    socket.connect();
    await drain();
    socket.reply(ExamEvents.join, { ok: true, snapshot: snapshot({ lastSeq: 1 }) }); // the first connection's
    await drain();
    expect(happened).toEqual(['disconnected']);
    socket.reply(ExamEvents.join, { ok: true, snapshot: snapshot({ lastSeq: 2 }) });
    await drain();
    expect(happened).toEqual(['disconnected', 'admitted 2 joined=false', 'joined 2 canSend=true']);
  });

  it('tries again later when the server cannot answer, gives no ack, or sends an unreadable snapshot', async () => {
    await connect();
    socket.reply(ExamEvents.join, { ok: false, code: 'unavailable', message: ExamErrorCodes.unavailable });
    await drain();
    void link.join();
    await drain();
    jest.advanceTimersByTime(10_000); // no ack
    await drain();
    void link.join();
    await drain();
    socket
      .waiting(ExamEvents.join)
      .at(-1)
      ?.ack?.({ ok: true, snapshot: { attemptId: 'nonsense' } }); // the timed-out one waits on
    await drain();
    expect(happened).toEqual(['joinFailed', 'joinFailed', 'joinFailed']);
    expect(link.joined).toBe(false);
  });

  it('shows why a join was refused, and stays unjoined', async () => {
    await connect();
    socket.reply(ExamEvents.join, { ok: false, code: 'notYours', message: '' });
    await drain();
    expect(refusals).toMatchObject([{ code: 'notYours' }]);
    expect(link.blocked).toBe(ExamErrorCodes.notYours);
    expect(link.canSend()).toBe(false);
  });

  it('obeys a takeover from the join: halted for good, never joining again', async () => {
    await connect();
    socket.reply(ExamEvents.join, { ok: false, code: 'takenOver', message: '' });
    await drain();
    expect(happened).toEqual([`halted ${ExamErrorCodes.takenOver}`, `takenOver ${ExamErrorCodes.takenOver}`]);
    expect(link.halted).toBe(true);
    socket.disconnect();
    socket.connect();
    await drain();
    expect(socket.waiting(ExamEvents.join)).toHaveLength(0);
  });

  it('halts on a stopped sitting with the centre’s message, and sends nothing more', async () => {
    await connect();
    socket.reply(ExamEvents.join, { ok: true, snapshot: snapshot() });
    await drain();
    link.halt('The sitting was stopped');
    expect(link.blocked).toBe('The sitting was stopped');
    expect(link.canSend()).toBe(false);
    expect(link.joined).toBe(false);
  });

  it('sends the heartbeat for this attempt', async () => {
    link.heartbeat({ remainingSeconds: 90, visible: true, focused: false, unsavedSeconds: 3, audioStarted: true });
    expect(socket.emits).toMatchObject([
      {
        event: ExamEvents.heartbeat,
        payload: {
          attemptId: ATTEMPT,
          remainingSeconds: 90,
          visible: true,
          focused: false,
          unsavedSeconds: 3,
          audioStarted: true,
        },
      },
    ]);
  });
});
