import { newTenantScenario, type ExamScenario } from '../support/exam-sockets';
import { startTestStack, type TestStack } from '../support/test-stack';
import { recordFault } from './support/fault-record';
import { typists } from './support/typing-engines';

const ENGINES = 200;
const CHANGES_EACH = 30;

/** R1: kill -9 of the api while candidates type: nothing acknowledged is lost, nothing unacknowledged is dropped. */
describe('R1 the api killed', () => {
  let stack: TestStack;
  let scenario: ExamScenario;

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    scenario = await newTenantScenario(stack, ENGINES);
  }, 180_000);
  afterAll(() => stack.close());

  it(`R1: api SIGKILLed mid-typing keeps every acked answer and lands the rest after its restart (${ENGINES} engines)`, async () => {
    const engines = await typists(stack.http.baseUrl, scenario);
    try {
      const typing = engines.type(CHANGES_EACH);
      await new Promise((r) => setTimeout(r, 200));
      await stack.crashAndRestartApi();
      const backAt = Date.now();
      const ackedLostAtRestart = await engines.ackedMissing(stack.dataSource);
      await typing;
      // From the api back to every engine saved (the typing goes on meanwhile).
      const drainMs = await engines
        .drained(60_000)
        .then(() => Date.now() - backAt)
        .catch(() => -1);
      const ackedLost = await engines.ackedMissing(stack.dataSource);
      const { missing, checked } = await engines.latestMissing(stack.dataSource);
      recordFault({
        id: 'R1',
        checked: 'api SIGKILLed mid-typing and restarted on its port; acked kept, unacked replayed and saved',
        engines: ENGINES,
        acked: engines.acked(),
        inPostgres: checked - missing,
        lost: ackedLost + missing,
        drainMs,
      });
      expect(ackedLostAtRestart).toBe(0);
      expect(drainMs).toBeGreaterThanOrEqual(0);
      expect(ackedLost).toBe(0);
      expect(missing).toBe(0);
    } finally {
      engines.dispose();
    }
  }, 240_000);
});
