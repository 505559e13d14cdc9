import {
  API_BASE,
  type AnswerAck,
  EXAM_NAMESPACE,
  ExamEvents,
  HealthPaths,
  type JoinAck,
  type LivenessResponse,
  type SectionAck,
} from '@cdi/contracts';
import { AnswerEntity } from '@cdi/db';
import { io, type Socket } from 'socket.io-client';
import { In } from 'typeorm';
import { ROLLING_RESTART_SIGNAL } from '../../src/cluster/api-cluster';
import { emitAck, examScenario, type ExamScenario } from '../support/exam-sockets';
import { createTenant, developerToken } from '../support/fixtures';
import { startTestStack, type TestStack } from '../support/test-stack';

/** `npm start`'s api with API_PROCESSES=2: two api processes behind one port (cluster-main.js). */
describe('the api as a cluster of two processes behind one port', () => {
  let stack: TestStack;
  let scenario: ExamScenario;
  let stopped = false;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    stack = await startTestStack({ apiProcesses: 2 });
    const tenant = await createTenant(stack.http, await developerToken(stack.http));
    scenario = await examScenario(stack, tenant, 4);
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));
  afterAll(async () => {
    if (!stopped) await stack?.close();
  });

  /**
   * The pids that answered `requests` liveness checks. A request handed to a process in the instant it
   * is killed is lost with it (the client times out, as a browser's poll would, and asks again): it is
   * left out.
   */
  async function answeringPids(requests: number): Promise<Set<number>> {
    const pids = new Set<number>();
    for (let i = 0; i < requests; i++) {
      const live = await fetch(`${stack.http.baseUrl}${API_BASE}${HealthPaths.live}`, { signal: AbortSignal.timeout(3000) })
        .then(async (r) => (r.ok ? ((await r.json()) as LivenessResponse) : null))
        .catch(() => null);
      if (live) pids.add(live.pid);
    }
    return pids;
  }

  async function eventually<T>(probe: () => Promise<T | null>, timeoutMs = 20_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value !== null) return value;
      if (Date.now() > deadline) throw new Error('not within the time allowed');
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('answers from both processes on the one port', async () => {
    const pids = await answeringPids(8);
    expect(pids.size).toBe(2);
    expect(pids.has(stack.apiPid())).toBe(false); // the primary only routes
  });

  it('keeps each long-polling session on its process: join, start, answer acked, and the answer is in Postgres', async () => {
    await Promise.all(
      scenario.tokens.map(async (token, i) => {
        const socket = io(`${stack.http.baseUrl}${EXAM_NAMESPACE}`, {
          auth: { token },
          transports: ['polling'],
          reconnection: false,
          forceNew: true,
        });
        sockets.push(socket);
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', resolve);
          socket.once('connect_error', reject);
        });
        expect(socket.io.engine.transport.name).toBe('polling');
        const attemptId = scenario.attemptIds[i]!;
        const joined = await emitAck<JoinAck>(socket, ExamEvents.join, { attemptId });
        expect(joined).toMatchObject({ ok: true });
        const started = await emitAck<SectionAck>(socket, ExamEvents.sectionStart, { attemptId, section: 'listening' });
        expect(started).toMatchObject({ ok: true });
        for (let seq = 1; seq <= 3; seq++) {
          const ack = await emitAck<AnswerAck>(socket, ExamEvents.answerSet, {
            attemptId,
            section: 'listening',
            question: String(seq),
            value: `candidate ${i} answer ${seq}`,
            seq,
          });
          expect(ack).toMatchObject({ ok: true, seq });
        }
        expect(socket.connected).toBe(true);
      }),
    );
    const rows = await stack.dataSource
      .getRepository(AnswerEntity)
      .find({ where: { attemptId: In(scenario.attemptIds) }, order: { value: 'ASC' } });
    expect(rows.map((r) => r.value)).toEqual(
      scenario.attemptIds.flatMap((_, i) => [1, 2, 3].map((seq) => `candidate ${i} answer ${seq}`)),
    );
  });

  it('answers every request at once while its processes are replaced one at a time, none by a process starting or stopping', async () => {
    const before = await answeringPids(6);
    process.kill(stack.apiPid(), ROLLING_RESTART_SIGNAL);
    const slowest = { ms: 0, failed: 0, requests: 0 };
    while (!stack.apiOutput().includes('api processes all replaced')) {
      const sentAt = Date.now();
      const ok = await fetch(`${stack.http.baseUrl}${API_BASE}${HealthPaths.live}`, { signal: AbortSignal.timeout(10_000) }).then(
        (r) => r.ok,
        () => false,
      );
      slowest.ms = Math.max(slowest.ms, Date.now() - sentAt);
      slowest.requests++;
      if (!ok) slowest.failed++;
    }
    // A process still booting takes seconds to serve; one stopping closes what it is handed.
    expect(slowest).toMatchObject({ failed: 0 });
    expect(slowest.ms).toBeLessThan(1_000);
    expect(slowest.requests).toBeGreaterThan(10);
    const after = await answeringPids(6);
    expect(after.size).toBe(2);
    expect([...after].filter((pid) => before.has(pid))).toEqual([]);
  });

  it('starts a process again when one dies, saying so, and serves on with two', async () => {
    const [victim] = [...(await answeringPids(4))];
    process.kill(victim!, 'SIGKILL');
    const pids = await eventually(async () => {
      const now = await answeringPids(6);
      return now.size === 2 && !now.has(victim!) ? now : null;
    });
    expect(pids.size).toBe(2);
    expect(stack.apiOutput()).toMatch(new RegExp(`api process \\d \\(pid ${victim}\\) exited \\(SIGKILL\\); starting another`));
  });

  it('stops every process when the primary is told to stop', async () => {
    const pids = [...(await answeringPids(6)), stack.apiPid()];
    stopped = true;
    await stack.close();
    const alive = pids.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(alive).toEqual([]);
  });
});
