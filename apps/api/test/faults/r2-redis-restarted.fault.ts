import type { RosterSnapshot } from '@cdi/contracts';
import { newTenantScenario, type ExamScenario, invigilatorSocket, watchedRoster } from '../support/exam-sockets';
import { startTestStack, type TestStack } from '../support/test-stack';
import { recordFault } from './support/fault-record';
import { sweepClosesOverdueSection } from './support/overdue-sweep';
import { type RedisPersistence, startPrivateRedis, startSentinelRedis } from './support/private-redis';
import { typists } from './support/typing-engines';

const ENGINES = 200;
const CHANGES_EACH = 40;
/** Between two changes of one candidate: the typing lasts a few seconds, the outage falls inside it. */
const PAUSE_MS = 60;
const SWEEP_EVERY_MS = 500;

/**
 * A Redis the fault owns, and how it is lost mid-typing (`whileDown` runs before it serves again);
 * behind a Sentinel, losing it tells how long the Sentinel took to promote the replica.
 */
interface RedisUnderTest {
  env: Record<string, string>;
  lose(whileDown: () => Promise<void>): Promise<{ failoverMs?: number }>;
  stop(): Promise<void>;
}

/**
 * The ways Redis runs: as this machine's (no persistence), as docker-compose's (AOF), and as a managed
 * Redis with failover (deploy/kubernetes: a master, its replica and a Sentinel), whose master is lost
 * or handed over on purpose.
 */
const MODES: { id: string; how: string; start(): Promise<RedisUnderTest> }[] = [
  { id: 'R2', how: 'Redis (no persistence) SIGKILLed and restarted empty', start: () => restarted('none') },
  {
    id: 'R2-aof',
    how: 'Redis (AOF everysec, as compose runs it) SIGKILLed and restarted from its file',
    start: () => restarted('aof'),
  },
  {
    id: 'R2-failover',
    how: 'Redis master SIGKILLed behind a Sentinel, which promotes its replica (REDIS_SENTINELS)',
    start: () => behindSentinel('failover'),
  },
  {
    id: 'R2-switchover',
    how: 'Redis master handed to its replica by the Sentinel (SENTINEL FAILOVER), the old master kept up as a replica',
    start: () => behindSentinel('switchover'),
  },
];

/** A Redis of its own, killed and started again after 1.5 s. */
async function restarted(persistence: RedisPersistence): Promise<RedisUnderTest> {
  const redis = await startPrivateRedis(persistence);
  return {
    env: { REDIS_URL: redis.url },
    lose: async (whileDown) => {
      await redis.restart(1500, whileDown);
      return {};
    },
    stop: () => redis.stop(),
  };
}

/** A master, replica and Sentinel of its own, the master lost (failover) or handed over (switchover). */
async function behindSentinel(how: 'failover' | 'switchover'): Promise<RedisUnderTest> {
  const redis = await startSentinelRedis();
  return {
    env: redis.env,
    lose: async (whileDown) => ({ failoverMs: await redis[how](whileDown) }),
    stop: () => redis.stop(),
  };
}

/**
 * R2 (short): the stack's Redis is lost while 200 candidates type: killed and started again, or
 * failed over to its replica. A Redis of the fault's own, so nothing else is disturbed.
 */
describe.each(MODES)('$id Redis lost', ({ id, how, start }) => {
  let redis: RedisUnderTest;
  let stack: TestStack;
  let scenario: ExamScenario;

  beforeAll(async () => {
    redis = await start();
    stack = await startTestStack({
      worker: true,
      env: { ...redis.env, TIMERS_SWEEP_EVERY_MS: String(SWEEP_EVERY_MS) },
    });
    scenario = await newTenantScenario(stack, ENGINES);
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
    await redis?.stop();
  });

  it(`${id}: no acked answer lost, unacked ones land, nobody logged out, timers fire, live state rebuilds (${ENGINES} engines)`, async () => {
    const engines = await typists(stack.http.baseUrl, scenario);
    try {
      const typing = engines.type(CHANGES_EACH, PAUSE_MS);
      await new Promise((r) => setTimeout(r, 500));
      let ackedAtKill = 0;
      let ackedLostAtRestart = 0;
      const { failoverMs } = await redis.lose(async () => {
        ackedAtKill = engines.acked();
        ackedLostAtRestart = await engines.ackedMissing(stack.dataSource);
      });
      const ackedAtBack = engines.acked();
      const backAt = Date.now();
      await typing;
      // From Redis back to every engine saved (the typing goes on meanwhile).
      const drainMs = await engines
        .drained(60_000)
        .then(() => Date.now() - backAt)
        .catch(() => -1);
      const acked = engines.acked();
      const ackedLost = await engines.ackedMissing(stack.dataSource);
      const { missing, checked } = await engines.latestMissing(stack.dataSource);

      // Nobody logged out: every candidate's session still opens their dashboard.
      const signedIn = (
        await Promise.all(scenario.tokens.map((token) => stack.http.get('/admin/test-making/student/assigned-tests', token)))
      ).filter((r) => r.status === 200).length;

      // Live state rebuilds: the invigilator sees every candidate online again.
      const admin = await invigilatorSocket(stack.http.baseUrl, scenario.adminToken);
      const onlineOf = (roster: RosterSnapshot) => roster.rows.filter((r) => r.online).length;
      const online = await watchedRoster(admin, scenario.assignmentId, (roster) => onlineOf(roster) === ENGINES)
        .then(onlineOf)
        .finally(() => admin.close());

      // Timers still fire: a section whose deadline passed (its delayed job went with Redis) is closed by the sweep.
      const timerFired = await sweepClosesOverdueSection(stack.dataSource, scenario.attemptIds[0]!);

      recordFault({
        id,
        checked: `${how} mid-typing; acked kept, unacked land, sessions, timers, roster`,
        engines: ENGINES,
        acked,
        inPostgres: checked - missing,
        lost: ackedLost + missing,
        drainMs,
        extra: {
          'acked when Redis died': ackedAtKill,
          'acked while it was down': ackedAtBack - ackedAtKill,
          'acked ones missing then': ackedLostAtRestart,
          'signed in after': signedIn,
          'online on roster': online,
          'sweep closed overdue section': timerFired ? 'yes' : 'no',
          ...(failoverMs === undefined ? {} : { 'failover ms': failoverMs }),
        },
      });
      expect(ackedLostAtRestart).toBe(0);
      expect(drainMs).toBeGreaterThanOrEqual(0);
      expect(ackedLost).toBe(0);
      expect(missing).toBe(0);
      expect(signedIn).toBe(ENGINES);
      expect(online).toBe(ENGINES);
      expect(timerFired).toBe(true);
    } finally {
      engines.dispose();
    }
  }, 240_000);
});
