import { AnswerEntity } from '@cdi/db';
import { In } from 'typeorm';
import { createExamSocket, ExamEngine, MemoryOutbox } from '../../../web/src/shared/exam-engine';
import { examScenario, type ExamScenario } from '../support/exam-sockets';
import { createTenant, developerToken } from '../support/fixtures';
import { startTestStack, type TestStack } from '../support/test-stack';

const ENGINES = 200;
const CHANGES_EACH = 30;

async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} not reached in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** kill -9 the api while candidates type: nothing acknowledged is lost, nothing unacknowledged is dropped. */
describe('an api crash mid-exam', () => {
  let stack: TestStack;
  let scenario: ExamScenario;

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    scenario = await examScenario(stack, await createTenant(stack.http, await developerToken(stack.http)), ENGINES);
  }, 120_000);
  afterAll(() => stack.close());

  it(`keeps every acknowledged answer and lands every other one after a restart (${ENGINES} engines)`, async () => {
    const engines = scenario.attemptIds.map((attemptId, i) => {
      const socket = createExamSocket({
        baseUrl: stack.http.baseUrl,
        token: scenario.tokens[i]!,
        options: { transports: ['websocket'], forceNew: true, reconnectionDelay: 200, reconnectionDelayMax: 1000 },
      });
      return {
        socket,
        engine: new ExamEngine({ socket, outbox: new MemoryOutbox(), attemptId, debounceMs: 10, ackTimeoutMs: 3000 }),
      };
    });
    const latest = engines.map(() => new Map<string, string>());
    try {
      await until(() => engines.every(({ engine }) => engine.snapshot !== null), 30_000, 'every engine joined');
      await Promise.all(engines.map(({ engine }) => engine.sectionStart('listening')));

      const typing = Promise.all(
        engines.map(async ({ engine }, i) => {
          for (let n = 1; n <= CHANGES_EACH; n++) {
            const question = String(((i + n) % 40) + 1);
            const value = `engine ${i} change ${n}`;
            await engine.setAnswer('listening', question, value, { immediate: true });
            latest[i]!.set(question, value);
            await new Promise((r) => setTimeout(r, 15));
          }
        }),
      );
      await new Promise((r) => setTimeout(r, 200));
      await stack.crashAndRestartApi();
      await typing;

      await until(
        () => engines.every(({ engine }) => engine.status.kind === 'saved' && engine.unsaved().length === 0),
        60_000,
        'every engine saved',
      );
      const rows = await stack.dataSource.getRepository(AnswerEntity).find({ where: { attemptId: In(scenario.attemptIds) } });
      engines.forEach((_, i) => {
        const attemptId = scenario.attemptIds[i]!;
        for (const [question, value] of latest[i]!) {
          expect(rows.find((r) => r.attemptId === attemptId && r.question === question)?.value).toBe(value);
        }
      });
    } finally {
      engines.forEach(({ engine, socket }) => {
        engine.dispose();
        socket.close();
      });
    }
  }, 120_000);
});
