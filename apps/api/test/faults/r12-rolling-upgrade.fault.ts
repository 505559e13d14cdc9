import { ROLLING_RESTART_SIGNAL } from '../../src/cluster/api-cluster';
import { newTenantScenario, type ExamScenario } from '../support/exam-sockets';
import { startTestStack, type TestStack } from '../support/test-stack';
import { until } from '../support/until';
import { recordFault } from './support/fault-record';
import { rostersBehind, watchRoster } from './support/roster-watcher';
import { typists } from './support/typing-engines';

const ENGINES = 200;
const API_PROCESSES = 2;
/** How long a candidate may see "Saving…" (or offline) at a stretch while the processes are replaced. */
const SAVING_AT_MOST_MS = 5_000;
const SAMPLE_EVERY_MS = 50;

/**
 * R12: a rolling upgrade. Two api processes behind the sticky port (npm start's cluster), candidates
 * typing and an invigilator watching; the primary replaces one process by a new one, then the other
 * (each old one drains: it commits and acks its answer batch, then sends its sockets to reconnect).
 */
describe('R12 a rolling upgrade of the api', () => {
  let stack: TestStack;
  let scenario: ExamScenario;

  beforeAll(async () => {
    stack = await startTestStack({ worker: true, apiProcesses: API_PROCESSES });
    scenario = await newTenantScenario(stack, ENGINES);
  }, 180_000);
  afterAll(() => stack.close());

  it(`R12: both api processes replaced one at a time mid-typing: acked kept, unacked land, nobody sees "Saving…" for ${SAVING_AT_MOST_MS / 1000} s, the roster stays whole (${ENGINES} engines)`, async () => {
    const engines = await typists(stack.http.baseUrl, scenario);
    const watcher = await watchRoster(stack.http.baseUrl, scenario.adminToken, scenario.assignmentId, { reconnect: true });
    // The longest stretch each engine has spent not "saved" (saving or offline), sampled.
    const notSavedSince: (number | null)[] = Array(ENGINES).fill(null);
    const longestNotSaved: number[] = Array(ENGINES).fill(0);
    const sampler = setInterval(() => {
      const now = Date.now();
      engines.states().forEach(({ status }, i) => {
        if (status.kind === 'saved') notSavedSince[i] = null;
        else longestNotSaved[i] = Math.max(longestNotSaved[i]!, now - (notSavedSince[i] ??= now));
      });
    }, SAMPLE_EVERY_MS);
    try {
      const stop = new AbortController();
      const typing = engines.type(Number.MAX_SAFE_INTEGER, 300, stop.signal);
      await new Promise((r) => setTimeout(r, 1_000));
      const rollStartedAt = Date.now();
      process.kill(stack.apiPid(), ROLLING_RESTART_SIGNAL);
      await until(() => stack.apiOutput().includes('api processes all replaced'), 60_000, 'both processes replaced');
      const rollMs = Date.now() - rollStartedAt;
      // Typing goes on a little on the new processes, then stops.
      await new Promise((r) => setTimeout(r, 2_000));
      stop.abort();
      await typing;
      const drainMs = await engines
        .drained(30_000)
        .then(() => Date.now() - rollStartedAt - rollMs)
        .catch(() => -1);
      clearInterval(sampler);
      const reconnected = Array.from({ length: ENGINES }, (_, i) => engines.connected(i)).filter(Boolean).length;
      const ackedLost = await engines.ackedMissing(stack.dataSource);
      const { missing, checked } = await engines.latestMissing(stack.dataSource);
      const behind = await rostersBehind(stack.dataSource, scenario.attemptIds);
      await until(() => behind(watcher) === 0, 15_000, 'the invigilator current').catch(() => undefined);
      const rowsBehind = behind(watcher);
      const worstSavingMs = Math.max(...longestNotSaved);
      const replaced = [...stack.apiOutput().matchAll(/api process \d+ replaced/g)].length;
      recordFault({
        id: 'R12',
        checked: `${API_PROCESSES} api processes behind the sticky port replaced one at a time mid-typing (${ROLLING_RESTART_SIGNAL} to the primary)`,
        engines: ENGINES,
        acked: engines.acked(),
        inPostgres: checked - missing,
        lost: ackedLost + missing,
        drainMs,
        extra: {
          'both replaced in': `${rollMs} ms`,
          'longest "Saving…"': `${worstSavingMs} ms`,
          reconnected,
          'roster rows behind': rowsBehind,
          'invigilator reconnections': watcher.reconnections(),
        },
      });
      expect(replaced).toBe(API_PROCESSES);
      expect(ackedLost).toBe(0);
      expect(missing).toBe(0);
      expect(drainMs).toBeGreaterThanOrEqual(0);
      expect(reconnected).toBe(ENGINES);
      expect(worstSavingMs).toBeLessThan(SAVING_AT_MOST_MS);
      expect(watcher.reconnections()).toBeGreaterThanOrEqual(1);
      expect(rowsBehind).toBe(0);
    } finally {
      clearInterval(sampler);
      watcher.close();
      engines.dispose();
    }
  }, 240_000);
});
