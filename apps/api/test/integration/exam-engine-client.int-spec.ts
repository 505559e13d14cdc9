import { AnswerEntity } from '@cdi/db';
import { createExamSocket, ExamEngine, MemoryOutbox, type SaveStatus } from '../../../web/src/shared/exam-engine';
import { examScenario, type ExamScenario } from '../support/exam-sockets';
import { createTenant, developerToken } from '../support/fixtures';
import { sharedTestStack, type TestStack } from '../support/test-stack';

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The candidate's client engine, in Node, against the real api and worker. */
describe('client engine against the real server', () => {
  let stack: TestStack;
  let scenario: ExamScenario;

  beforeAll(async () => {
    stack = await sharedTestStack({ worker: true });
    scenario = await examScenario(stack, await createTenant(stack.http, await developerToken(stack.http)), 2);
  });
  afterAll(() => stack.close());

  const saved = (attemptId: string) => stack.dataSource.getRepository(AnswerEntity).find({ where: { attemptId } });

  it('saves while online, holds changes while offline (saying how many), and lands them after reconnecting', async () => {
    const attemptId = scenario.attemptIds[0]!;
    const socket = createExamSocket({
      baseUrl: stack.http.baseUrl,
      token: scenario.tokens[0]!,
      options: { transports: ['websocket'] },
    });
    const engine = new ExamEngine({ socket, outbox: new MemoryOutbox(), attemptId, debounceMs: 20 });
    const statuses: SaveStatus['kind'][] = [];
    engine.subscribe((s: SaveStatus) => statuses.push(s.kind));
    try {
      await until(() => engine.snapshot !== null);
      expect((await engine.sectionStart('listening')).ok).toBe(true);

      await engine.setAnswer('listening', '1', 'Jones');
      await until(() => engine.status.kind === 'saved' && engine.unsaved().length === 0);
      expect((await saved(attemptId)).map((a) => [a.question, a.value])).toEqual([['1', 'Jones']]);

      socket.disconnect(); // the network drops
      await engine.setAnswer('listening', '2', '27 Hill');
      await engine.setAnswer('listening', '3', 'four');
      await engine.setAnswer('listening', '2', '27 Hill Road'); // a correction while offline
      await until(() => engine.status.kind === 'offline');
      expect(engine.status).toEqual({ kind: 'offline', pending: 2 });
      expect((await saved(attemptId)).map((a) => a.question)).toEqual(['1']);

      socket.connect(); // back online: the outbox replays in order
      await until(() => engine.status.kind === 'saved' && engine.unsaved().length === 0);
      const rows = Object.fromEntries((await saved(attemptId)).map((a) => [a.question, a.value]));
      expect(rows).toEqual({ '1': 'Jones', '2': '27 Hill Road', '3': 'four' });
      expect(statuses).toEqual(expect.arrayContaining(['saving', 'offline', 'saved']));
    } finally {
      engine.dispose();
      socket.close();
    }
  });

  it('keeps a change refused after its section closed, with the reason, instead of losing it silently', async () => {
    const attemptId = scenario.attemptIds[1]!;
    const socket = createExamSocket({
      baseUrl: stack.http.baseUrl,
      token: scenario.tokens[1]!,
      options: { transports: ['websocket'] },
    });
    const engine = new ExamEngine({ socket, outbox: new MemoryOutbox(), attemptId, debounceMs: 20 });
    try {
      await until(() => engine.snapshot !== null);
      await engine.sectionStart('listening');
      await engine.sectionComplete('listening');
      await engine.setAnswer('listening', '4', 'too late', { immediate: true });
      await until(() => engine.status.kind === 'error');
      expect(engine.status).toMatchObject({ kind: 'error', message: 'Not saved: section closed' });
      expect(engine.unsaved()).toEqual([expect.objectContaining({ question: '4', value: 'too late', state: 'refused' })]);
      expect(await saved(attemptId)).toEqual([]);
    } finally {
      engine.dispose();
      socket.close();
    }
  });
});
