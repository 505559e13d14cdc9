import type { HttpClient } from '../support/http-client';
import { newTenantScenario, type ExamScenario, scenarioSlice } from '../support/exam-sockets';
import { startTestStack, type TestStack } from '../support/test-stack';
import { type CuttableProxy, startCuttableProxy } from './support/cuttable-proxy';
import { until } from '../support/until';
import { recordFault } from './support/fault-record';
import { type RosterWatcher, rostersBehind, watchRoster } from './support/roster-watcher';
import { typists } from './support/typing-engines';

const ENGINES = 200;
const CHANGES_EACH = 40;
/** Between two changes of one candidate: the typing lasts several seconds, the cut falls inside it. */
const PAUSE_MS = 150;
const TYPING_BEFORE_CUT_MS = 1000;
/** The cut, watched in windows of a second: A's candidates must get acks in every one. */
const CUT_WINDOWS = 3;
const WINDOW_MS = 1000;
const CUT_MS = CUT_WINDOWS * WINDOW_MS;

/**
 * R7: two api replicas on one database and one Redis; replica B reaches Redis through a proxy of the
 * fault's own, which cuts B off for a few seconds while half the candidates type on A and half on B,
 * with an invigilator watching on each. A never loses Redis and keeps acknowledging; what B's
 * invigilator missed from A (and A's from B) while the replicas could not hear each other must reach
 * them once B is back.
 */
describe('R7 one api replica cut from Redis', () => {
  let proxy: CuttableProxy;
  let stack: TestStack;
  let apiB: HttpClient;
  let scenario: ExamScenario;

  beforeAll(async () => {
    stack = await startTestStack();
    proxy = await startCuttableProxy(Number(new URL(stack.env.REDIS_URL!).port));
    apiB = await stack.startApi({ REDIS_URL: `redis://127.0.0.1:${proxy.port}` });
    scenario = await newTenantScenario(stack, ENGINES);
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
    await proxy?.close();
  });

  it(`R7: replica B cut from Redis mid-typing; A keeps acking, nothing acked lost, invigilators on both converge (${ENGINES} engines)`, async () => {
    const half = ENGINES / 2;
    const [onA, onB] = await Promise.all([
      typists(stack.http.baseUrl, scenarioSlice(scenario, 0, half)),
      typists(apiB.baseUrl, scenarioSlice(scenario, half, ENGINES)),
    ]);
    const { assignmentId } = scenario;
    const watchers: Record<'A' | 'B', RosterWatcher> = {
      A: await watchRoster(stack.http.baseUrl, scenario.adminToken, assignmentId),
      B: await watchRoster(apiB.baseUrl, scenario.adminToken, assignmentId),
    };
    try {
      const typing = Promise.all([onA.type(CHANGES_EACH, PAUSE_MS), onB.type(CHANGES_EACH, PAUSE_MS)]);
      await new Promise((r) => setTimeout(r, TYPING_BEFORE_CUT_MS));
      const atCut = { A: onA.acked(), B: onB.acked() };
      proxy.cut();
      const ackedOnAPerWindow: number[] = [];
      for (let w = 0; w < CUT_WINDOWS; w++) {
        const before = onA.acked();
        await new Promise((r) => setTimeout(r, WINDOW_MS));
        ackedOnAPerWindow.push(onA.acked() - before);
      }
      const atHeal = { A: onA.acked(), B: onB.acked() };
      proxy.heal();
      const healedAt = Date.now();
      await typing;
      // From B reaching Redis again to every engine saved (the typing goes on meanwhile).
      const drainMs = await Promise.all([onA.drained(60_000), onB.drained(60_000)])
        .then(() => Date.now() - healedAt)
        .catch(() => -1);
      const ackedLost = (await onA.ackedMissing(stack.dataSource)) + (await onB.ackedMissing(stack.dataSource));
      const latest = [await onA.latestMissing(stack.dataSource), await onB.latestMissing(stack.dataSource)];
      const missing = latest.reduce((sum, l) => sum + l.missing, 0);
      const checked = latest.reduce((sum, l) => sum + l.checked, 0);

      // What every invigilator must end up seeing: each candidate's answered questions and last save, as Postgres has them.
      const behind = await rostersBehind(stack.dataSource, scenario.attemptIds);
      await until(() => behind(watchers.A) + behind(watchers.B) === 0, 30_000, 'both invigilators current').catch(
        () => undefined, // the figures below say who is behind
      );
      const behindOnA = behind(watchers.A);
      const behindOnB = behind(watchers.B);

      recordFault({
        id: 'R7',
        checked: `replica B cut from Redis ${CUT_MS} ms mid-typing (half the candidates and an invigilator on each replica)`,
        engines: ENGINES,
        acked: onA.acked() + onB.acked(),
        inPostgres: checked - missing,
        lost: ackedLost + missing,
        drainMs,
        extra: {
          'acked on A while cut': atHeal.A - atCut.A,
          'fewest acked on A in a second of the cut': Math.min(...ackedOnAPerWindow),
          'acked on B while cut': atHeal.B - atCut.B,
          'rows behind on A invigilator': behindOnA,
          'rows behind on B invigilator': behindOnB,
          'roster reads on A': watchers.A.watches(),
          'roster reads on B': watchers.B.watches(),
        },
      });
      expect(ackedOnAPerWindow.every((n) => n > 0)).toBe(true);
      expect(drainMs).toBeGreaterThanOrEqual(0);
      expect(ackedLost).toBe(0);
      expect(missing).toBe(0);
      expect(behindOnA).toBe(0);
      expect(behindOnB).toBe(0);
    } finally {
      watchers.A.close();
      watchers.B.close();
      onA.dispose();
      onB.dispose();
    }
  }, 240_000);
});
