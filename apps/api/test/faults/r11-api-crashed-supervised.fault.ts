import { API_BASE } from '@cdi/contracts';
import { TEST_CRASH_SIGNAL } from '../../src/testing/crash-on-signal';
import { newTenantScenario, type ExamScenario } from '../support/exam-sockets';
import { startTestStack, type TestStack } from '../support/test-stack';
import { until } from '../support/until';
import { recordFault } from './support/fault-record';
import { typists } from './support/typing-engines';

const ENGINES = 200;
const CHANGES_EACH = 30;
/** How soon the supervisor must have the api answering again. */
const BACK_WITHIN_MS = 10_000;

/**
 * R11: the api dies of an uncaught error mid-typing, as `npm start` runs it (cluster-main.js, one
 * process, supervised), and nobody restarts it by hand: the supervisor does. Unlike R1, which kills
 * the api and starts it again itself.
 */
describe('R11 the api crashed under supervision', () => {
  let stack: TestStack;
  let scenario: ExamScenario;

  beforeAll(async () => {
    stack = await startTestStack({
      worker: true,
      apiProcesses: 1,
      supervised: true,
      env: { TEST_CRASH_SIGNAL: 'true' },
    });
    scenario = await newTenantScenario(stack, ENGINES);
  }, 180_000);
  afterAll(() => stack.close());

  it(`R11: api dying of an uncaught error mid-typing is back within ${BACK_WITHIN_MS / 1000} s under npm start's supervision; candidates reconnect, acked kept, unacked land (${ENGINES} engines)`, async () => {
    const engines = await typists(stack.http.baseUrl, scenario);
    try {
      const typing = engines.type(CHANGES_EACH);
      await new Promise((r) => setTimeout(r, 200));
      const crashed = stack.apiPid();
      const crashedAt = Date.now();
      process.kill(crashed, TEST_CRASH_SIGNAL);
      await until(
        async () =>
          stack.apiPid() !== crashed &&
          (await fetch(`${stack.http.baseUrl}${API_BASE}/health/live`).then(
            (r) => r.ok,
            () => false,
          )),
        60_000,
        'a new api answering',
      );
      const backMs = Date.now() - crashedAt;
      const ackedLostAtRestart = await engines.ackedMissing(stack.dataSource);
      await typing;
      const drainMs = await engines
        .drained(60_000)
        .then(() => Date.now() - crashedAt - backMs)
        .catch(() => -1);
      const reconnected = Array.from({ length: ENGINES }, (_, i) => engines.connected(i)).filter(Boolean).length;
      const ackedLost = await engines.ackedMissing(stack.dataSource);
      const { missing, checked } = await engines.latestMissing(stack.dataSource);
      recordFault({
        id: 'R11',
        checked: "api died of an uncaught error; npm start's supervisor started it again; acked kept, unacked replayed and saved",
        engines: ENGINES,
        acked: engines.acked(),
        inPostgres: checked - missing,
        lost: ackedLost + missing,
        drainMs,
        extra: { 'back in': `${backMs} ms`, reconnected },
      });
      expect(stack.apiOutput()).toContain(`Error: Crashing on ${TEST_CRASH_SIGNAL}`);
      expect(stack.apiOutput()).toMatch(new RegExp(`api \\(pid ${crashed}\\) exited \\(code 1\\); starting it again`));
      expect(backMs).toBeLessThan(BACK_WITHIN_MS);
      expect(ackedLostAtRestart).toBe(0);
      expect(drainMs).toBeGreaterThanOrEqual(0);
      expect(reconnected).toBe(ENGINES);
      expect(ackedLost).toBe(0);
      expect(missing).toBe(0);
    } finally {
      engines.dispose();
    }
  }, 240_000);
});
