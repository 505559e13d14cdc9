import { type AnswerAck, ExamEvents, INVIGILATE_NAMESPACE, SOCKET_EVENT_BUDGETS } from '@cdi/contracts';
import type { Socket } from 'socket.io-client';
import { emitAck, examScenario, type ExamScenario, examSocket } from '../support/exam-sockets';
import { createTenant, developerToken, issueSession } from '../support/fixtures';
import { startTestStack, type TestStack } from '../support/test-stack';

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

describe('socket limits: budgets per event, namespaces, origins, session lifetime', () => {
  let stack: TestStack;
  let scenario: ExamScenario;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    stack = await startTestStack();
    scenario = await examScenario(stack, await createTenant(stack.http, await developerToken(stack.http)), 3);
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));
  afterAll(() => stack.close());

  const connect = async (token: string, options?: Parameters<typeof examSocket>[2]) => {
    const socket = await examSocket(stack.http.baseUrl, token, options);
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
});
