import { API_BASE } from '@cdi/contracts';
import { TEST_CRASH_SIGNAL } from '../../src/testing/crash-on-signal';
import { startTestStack, type TestStack } from '../support/test-stack';

/** How soon a crashed api must answer again under supervision. */
const BACK_WITHIN_MS = 10_000;

/** The api as `npm start` runs it (cluster-main.js, one process) under its supervisor. */
describe('api supervision', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ apiProcesses: 1, supervised: true, env: { TEST_CRASH_SIGNAL: 'true' } });
  });
  afterAll(() => stack.close());

  /** Makes the api die of an uncaught error; resolves with how long until a new process answered. */
  async function crashAndTimeReturn(): Promise<number> {
    const crashed = stack.apiPid();
    const crashedAt = Date.now();
    process.kill(crashed, TEST_CRASH_SIGNAL);
    while (Date.now() - crashedAt < 60_000) {
      if (stack.apiPid() !== crashed) {
        const live = await fetch(`${stack.http.baseUrl}${API_BASE}/health/live`).then(
          (r) => r.status,
          () => 0,
        );
        if (live === 200) return Date.now() - crashedAt;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the api did not come back:\n${stack.apiOutput()}`);
  }

  it('starts an api that died of an uncaught error again within seconds, saying so, and pauses longer while it keeps dying', async () => {
    const first = await crashAndTimeReturn();
    expect(first).toBeLessThan(BACK_WITHIN_MS);
    const output = stack.apiOutput();
    expect(output).toContain(`Crashing on ${TEST_CRASH_SIGNAL}`);
    expect(output).toMatch(/api \(pid \d+\) exited \(code 1\); starting it again\n/);
    expect(output).toMatch(/api started again \(pid \d+\)/);

    // Dying again soon after starting: started again after a pause, which doubles.
    const second = await crashAndTimeReturn();
    expect(stack.apiOutput()).toMatch(/exited \(code 1\); starting it again in 1 s/);
    const third = await crashAndTimeReturn();
    expect(stack.apiOutput()).toMatch(/exited \(code 1\); starting it again in 2 s/);
    expect(second).toBeGreaterThanOrEqual(1000);
    expect(third).toBeGreaterThanOrEqual(2000);
    expect(third).toBeLessThan(BACK_WITHIN_MS);
  }, 120_000);
});
