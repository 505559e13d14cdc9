import {
  type AnswerAck,
  EXAM_NAMESPACE,
  ExamErrorCodes,
  ExamEvents,
  INVIGILATE_NAMESPACE,
  LIVE_SOCKETS_PER_SESSION,
  OPS_NAMESPACE,
  SessionSocketEvents,
  SOCKET_EVENT_BUDGETS,
  Texts,
} from '@cdi/contracts';
import type { Socket } from 'socket.io-client';
import { emitAck, examScenario, type ExamScenario, examSocket } from '../support/exam-sockets';
import { createTenant, type CreatedTenant, developerToken, issueSession } from '../support/fixtures';
import { startTestStack, type TestStack } from '../support/test-stack';
import { until } from '../support/until';

/** Resolves when the server cuts the socket (rejects if it is still connected after `withinMs`). */
function cutByServer(socket: Socket, withinMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${withinMs} ms`)), withinMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

type ConnectOptions = NonNullable<Parameters<typeof examSocket>[2]> & { baseUrl?: string };

describe('socket limits: budgets per event, namespaces, origins, session lifetime', () => {
  let stack: TestStack;
  let scenario: ExamScenario;
  let tenant: CreatedTenant;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    stack = await startTestStack();
    tenant = await createTenant(stack.http, await developerToken(stack.http));
    scenario = await examScenario(stack, tenant, 3);
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));
  afterAll(() => stack.close());

  const connect = async (token: string, { baseUrl = stack.http.baseUrl, ...options }: ConnectOptions = {}) => {
    const socket = await examSocket(baseUrl, token, options);
    sockets.push(socket);
    return socket;
  };
  const countEvents = async (attemptId: string, type: string) =>
    Number(
      (
        await stack.dataSource.query<{ n: string }[]>(
          'SELECT count(*) AS n FROM attempt_events WHERE attempt_id = $1 AND type = $2',
          [attemptId, type],
        )
      )[0]!.n,
    );

  it('saves a burst of hundreds of answers, then refuses a flood beyond the budget as retryable, writing nothing for it', async () => {
    const attemptId = scenario.attemptIds[0]!;
    const candidate = await connect(scenario.tokens[0]!);
    await emitAck(candidate, ExamEvents.join, { attemptId });
    await emitAck(candidate, ExamEvents.sectionStart, { attemptId, section: 'listening' });
    const before = await countEvents(attemptId, 'answer');

    const { burst } = SOCKET_EVENT_BUDGETS.answer;
    const flood = burst + 600;
    const startedAt = Date.now();
    const acks = await Promise.all(
      Array.from({ length: flood }, (_, i) =>
        emitAck<AnswerAck>(candidate, ExamEvents.answerSet, {
          attemptId,
          section: 'listening',
          question: String((i % 40) + 1),
          value: `value ${i}`,
          seq: i + 1,
        }),
      ),
    );
    const seconds = (Date.now() - startedAt) / 1000;

    // An outbox replaying hundreds of changes at once is saved whole.
    expect(acks.slice(0, burst).every((ack) => ack.ok)).toBe(true);
    const saved = acks.filter((ack) => ack.ok).length;
    expect(saved).toBeLessThanOrEqual(burst + Math.ceil(seconds * SOCKET_EVENT_BUDGETS.answer.perSecond) + 1);
    const refused = acks.filter((ack) => !ack.ok);
    expect(refused.length).toBeGreaterThan(0);
    // 'unavailable': the client keeps the change in its outbox and sends it again later.
    expect(refused.every((ack) => !ack.ok && ack.code === 'unavailable' && ack.seq > 0)).toBe(true);
    expect((await countEvents(attemptId, 'answer')) - before).toBeLessThanOrEqual(saved);
  });

  it('drops a flood of heartbeats and joins: the timeline grows by the budget, not per event', async () => {
    const attemptId = scenario.attemptIds[1]!;
    const candidate = await connect(scenario.tokens[1]!);
    await emitAck(candidate, ExamEvents.join, { attemptId });
    // Each second heartbeat loses focus: without a budget every one is a row.
    for (let i = 0; i < 200; i++) {
      candidate.emit(ExamEvents.heartbeat, { attemptId, remainingSeconds: 100, visible: true, focused: i % 2 === 1 });
      candidate.emit(ExamEvents.position, { attemptId, section: 'listening', part: 1, question: i % 40 });
    }
    const joins = await Promise.all(
      Array.from({ length: 60 }, () => emitAck<{ ok: boolean; code?: string }>(candidate, ExamEvents.join, { attemptId })),
    );
    await new Promise((r) => setTimeout(r, 500)); // the last fire-and-forget events are handled

    expect(await countEvents(attemptId, 'focus:lost')).toBeLessThanOrEqual(SOCKET_EVENT_BUDGETS.focusLoss.burst + 1);
    expect(joins.filter((ack) => ack.ok).length).toBeLessThanOrEqual(SOCKET_EVENT_BUDGETS.join.burst);
    expect(joins.filter((ack) => !ack.ok).every((ack) => ack.code === 'unavailable')).toBe(true);
    expect(await countEvents(attemptId, 'connected')).toBeLessThanOrEqual(SOCKET_EVENT_BUDGETS.join.burst + 1);
    // Still connected and still heard once the flood is over.
    expect(candidate.connected).toBe(true);
  });

  it('refuses connections to the default namespace', async () => {
    await expect(connect(scenario.adminToken, { namespace: '/' })).rejects.toThrow();
    await expect(connect(scenario.tokens[2]!, { namespace: '' })).rejects.toThrow();
  });

  it('refuses a handshake from a foreign page and accepts one from the same origin', async () => {
    const token = scenario.tokens[2]!;
    await expect(connect(token, { headers: { Origin: 'http://evil.example' } })).rejects.toThrow();
    await expect(
      connect(scenario.adminToken, { namespace: INVIGILATE_NAMESPACE, headers: { Origin: 'null' } }),
    ).rejects.toThrow();
    const sameOrigin = await connect(token, { headers: { Origin: new URL(stack.http.baseUrl).origin } });
    expect(sameOrigin.connected).toBe(true);
    // No Origin at all: a client that is not a browser (see socket-origin.ts).
    expect((await connect(token)).connected).toBe(true);
  });

  it('cuts the sockets of a session that signs out, and only those', async () => {
    const studentId = scenario.studentIds[2]!;
    const signingOut = await issueSession(stack.dataSource, studentId);
    const candidate = await connect(signingOut);
    const admin = await connect(scenario.adminToken, { namespace: INVIGILATE_NAMESPACE });
    const cut = cutByServer(candidate, 5000);
    const logout = await stack.http.request('POST', '/auth/logout', { token: signingOut });
    expect(logout.status).toBeLessThan(300);
    await expect(cut).resolves.toBe('io server disconnect');
    await expect(connect(signingOut)).rejects.toThrow();
    expect(admin.connected).toBe(true); // another session is untouched
  });

  it('cuts a socket when its session expires', async () => {
    const studentId = scenario.studentIds[2]!;
    const expiring = await issueSession(stack.dataSource, studentId, 1500);
    const short = await connect(expiring);
    await expect(cutByServer(short, 6000)).resolves.toBe('io server disconnect');
  });

  /** A fresh session of each namespace's role, and what its page is told when a newer socket closes one of its sockets. */
  const sessionsByNamespace = async () =>
    [
      [EXAM_NAMESPACE, await issueSession(stack.dataSource, scenario.studentIds[0]!), ExamErrorCodes.takenOver],
      [INVIGILATE_NAMESPACE, await stack.http.login(tenant.adminLoginId, tenant.adminPassword), Texts.liveWindowReplaced],
      [OPS_NAMESPACE, await developerToken(stack.http), Texts.liveWindowReplaced],
    ] as const;

  it(`keeps ${LIVE_SOCKETS_PER_SESSION} sockets of one session per namespace across replicas: each newer one closes the oldest, which is told why`, async () => {
    const replica = await stack.startApi();
    for (const [namespace, token, reason] of await sessionsByNamespace()) {
      const opened: Socket[] = [];
      const told: string[] = [];
      const cut: Promise<string>[] = [];
      for (let i = 0; i < LIVE_SOCKETS_PER_SESSION + 2; i++) {
        // Every other one through the second replica: the count is the session's, not a process's.
        const socket = await connect(token, { namespace, baseUrl: i % 2 === 0 ? stack.http.baseUrl : replica.baseUrl });
        socket.on(SessionSocketEvents.takenOver, ({ message }: { message: string }) => void told.push(`${i}: ${message}`));
        cut.push(cutByServer(socket, 8000).catch(() => 'alive'));
        opened.push(socket);
        await new Promise((r) => setTimeout(r, 100)); // connected in a known order
      }
      await Promise.all(cut.slice(0, 2));
      // Nothing says no more sockets will close: give any wrong closing, sent with the right ones, a moment to land.
      await new Promise((r) => setTimeout(r, 300));
      expect({ namespace, told, connected: opened.map((s) => s.connected) }).toEqual({
        namespace,
        told: [`0: ${reason}`, `1: ${reason}`],
        connected: [false, false, ...Array.from({ length: LIVE_SOCKETS_PER_SESSION }, () => true)],
      });
      opened.forEach((s) => s.close());
    }
  });

  it(`leaves ${LIVE_SOCKETS_PER_SESSION} of 40 sockets opened at once with one token, and another session's alone`, async () => {
    const token = await issueSession(stack.dataSource, scenario.studentIds[1]!);
    const other = await connect(scenario.tokens[1]!);
    const flood = await Promise.all(Array.from({ length: 40 }, () => connect(token)));
    const open = () => flood.filter((s) => s.connected).length;
    await until(() => open() <= LIVE_SOCKETS_PER_SESSION, 10_000, 'the closing of the oldest sockets');
    expect(open()).toBe(LIVE_SOCKETS_PER_SESSION);
    expect(other.connected).toBe(true);
  });
});
