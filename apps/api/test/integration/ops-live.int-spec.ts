import { type AnswerAck, ExamEvents, type LiveTraffic, LiveTrafficSchema, OPS_NAMESPACE, OpsTrafficEvents } from '@cdi/contracts';
import { io, type Socket } from 'socket.io-client';
import { emitAck, examScenario, type ExamScenario, examSocket, invigilatorSocket } from '../support/exam-sockets';
import { createTenant, type CreatedTenant, developerToken } from '../support/fixtures';
import type { HttpClient } from '../support/http-client';
import { startTestStack, type TestStack } from '../support/test-stack';

async function opsSocket(baseUrl: string, token: string): Promise<Socket> {
  const socket = io(`${baseUrl}${OPS_NAMESPACE}`, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** The first traffic view that `match` accepts (every view must match the contract), within `timeoutMs`. */
function trafficWhere(socket: Socket, match: (view: LiveTraffic) => boolean, timeoutMs = 20_000): Promise<LiveTraffic> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(OpsTrafficEvents.traffic, listener);
      reject(new Error('no matching live traffic view'));
    }, timeoutMs);
    const listener = (payload: unknown) => {
      const view = LiveTrafficSchema.parse(payload);
      if (!match(view)) return;
      clearTimeout(timer);
      socket.off(OpsTrafficEvents.traffic, listener);
      resolve(view);
    };
    socket.on(OpsTrafficEvents.traffic, listener);
  });
}

describe('live traffic on /ops', () => {
  let stack: TestStack;
  let secondApi: HttpClient;
  let dev: string;
  let tenant: CreatedTenant;
  let scenario: ExamScenario;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    stack = await startTestStack();
    secondApi = await stack.startApi();
    dev = await developerToken(stack.http);
    tenant = await createTenant(stack.http, dev);
    scenario = await examScenario(stack, tenant, 2);
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));
  afterAll(() => stack.close());

  it('pushes the developer non-zero answers per second, with ack latency and the tenant, after a candidate saves answers', async () => {
    const developer = await opsSocket(stack.http.baseUrl, dev);
    sockets.push(developer);
    const candidate = await examSocket(stack.http.baseUrl, scenario.tokens[0]!);
    sockets.push(candidate);
    const attemptId = scenario.attemptIds[0]!;
    await emitAck(candidate, ExamEvents.join, { attemptId });
    await emitAck(candidate, ExamEvents.sectionStart, { attemptId, section: 'listening' });

    const busy = trafficWhere(developer, (view) => view.total.answersPerSecond > 0);
    for (let seq = 1; seq <= 10; seq++) {
      const ack = await emitAck<AnswerAck>(candidate, ExamEvents.answerSet, {
        attemptId,
        section: 'listening',
        question: String(seq),
        value: 'B',
        seq,
      });
      expect(ack.ok).toBe(true);
    }
    const view = await busy;
    expect(view.total.candidates).toBeGreaterThanOrEqual(1);
    expect(view.total.ackP50Ms).not.toBeNull();
    expect(view.total.ackP99Ms).toBeGreaterThanOrEqual(view.total.ackP50Ms!);
    expect(view.total.eventLoopP99Ms).not.toBeNull();
    const row = view.tenants.find((t) => t.tenantId === tenant.id);
    expect(row).toMatchObject({ name: tenant.name, candidatesOnline: 1, sittingsInProgress: 1 });
    expect(row!.answersPerSecond).toBeGreaterThan(0);
  });

  it("counts a second api replica's sockets, per replica and in total", async () => {
    const developer = await opsSocket(stack.http.baseUrl, dev);
    sockets.push(developer);
    // The candidate and the invigilator are on the second replica; the developer watches the first.
    sockets.push(await examSocket(secondApi.baseUrl, scenario.tokens[1]!));
    sockets.push(await invigilatorSocket(secondApi.baseUrl, scenario.adminToken));

    const view = await trafficWhere(
      developer,
      (v) => v.replicas.length >= 2 && v.replicas.some((r) => r.candidates >= 1 && r.invigilators >= 1 && r.developers === 0),
    );
    const second = view.replicas.find((r) => r.candidates >= 1 && r.invigilators >= 1)!;
    const first = view.replicas.find((r) => r.replica !== second.replica)!;
    expect(first.developers).toBeGreaterThanOrEqual(1);
    expect(view.total.candidates).toBe(view.replicas.reduce((n, r) => n + r.candidates, 0));
    expect(view.total.invigilators).toBeGreaterThanOrEqual(1);
    expect(view.tenants.find((t) => t.tenantId === tenant.id)?.candidatesOnline).toBeGreaterThanOrEqual(1);
  });

  it('refuses /ops to admins and candidates, so they never see the traffic', async () => {
    for (const token of [scenario.adminToken, scenario.tokens[0]!]) {
      const socket = io(`${stack.http.baseUrl}${OPS_NAMESPACE}`, {
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
      expect(error.message).toMatch(/access/i);
      socket.close();
    }
  });
});
