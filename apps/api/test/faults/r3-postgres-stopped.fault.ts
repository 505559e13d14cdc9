import type { HealthResponse } from '@cdi/contracts';
import { appLoginUrl } from '@cdi/db';
import { newTenantScenario, type ExamScenario } from '../support/exam-sockets';
import { prepareTestDatabase } from '../support/test-database';
import { startTestStack, type TestStack } from '../support/test-stack';
import { until } from '../support/until';
import { recordFault } from './support/fault-record';
import { sweepClosesOverdueSection } from './support/overdue-sweep';
import { type PrivatePostgres, startPrivatePostgres } from './support/private-postgres';
import { retryRoundsWithin, TYPED_QUESTIONS, typists } from './support/typing-engines';

const ENGINES = 200;
/** One change a second each: the typing starts before the stop and goes on well into the outage. */
const CHANGES_EACH = 45;
const PAUSE_MS = 1000;
const TYPING_BEFORE_STOP_MS = 3000;
const DOWN_MS = 60_000;
/** After the stop, every engine has had time to hear that nothing is saved (an ack times out after 3 s). */
const SETTLE_MS = 8000;
const SAMPLE_EVERY_MS = 500;
/**
 * From Postgres back to every outbox empty: the api notices within a second that it saves again and
 * tells the engines, each of which resends within a second, rather than at its backoff's next round
 * (up to 30 s away after a minute's outage).
 */
const DRAIN_WITHIN_MS = 10_000;
const SWEEP_EVERY_MS = 500;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * R3: the stack's Postgres is stopped for a minute while 200 candidates type. A Postgres server of
 * the fault's own, so stopping it disturbs nothing else.
 */
describe('R3 Postgres stopped', () => {
  let postgres: PrivatePostgres;
  let stack: TestStack;
  let scenario: ExamScenario;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    const databaseUrl = await prepareTestDatabase(postgres.databaseUrl('cdi_fault_r3'));
    stack = await startTestStack({
      worker: true,
      env: {
        DATABASE_URL: appLoginUrl(databaseUrl),
        DATABASE_OWNER_URL: databaseUrl,
        TIMERS_SWEEP_EVERY_MS: String(SWEEP_EVERY_MS),
      },
    });
    scenario = await newTenantScenario(stack, ENGINES);
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
    await postgres?.destroy();
  });

  /** The api's readiness: its status and what it says of Postgres. */
  async function readiness(): Promise<{ status: number; postgres: string | undefined }> {
    const response = await stack.http.get<HealthResponse>('/health');
    return { status: response.status, postgres: response.body.checks?.postgres.status };
  }

  it(`R3: Postgres stopped for ${DOWN_MS / 1000} s mid-typing: no ack without a commit, engines show not saved and keep their outbox, then all drains in order (${ENGINES} engines)`, async () => {
    const engines = await typists(stack.http.baseUrl, scenario);
    try {
      // Stored seqs, sampled before the stop and as the outboxes drain: none may ever go back.
      const seqs = new Map<string, number>();
      let seqWentBack = 0;
      const sampleSeqs = async () => {
        for (const [key, seq] of await engines.storedSeqs(stack.dataSource)) {
          if (seq < (seqs.get(key) ?? 0)) seqWentBack++;
          seqs.set(key, Math.max(seq, seqs.get(key) ?? 0));
        }
      };

      const typing = engines.type(CHANGES_EACH, PAUSE_MS);
      await sleep(TYPING_BEFORE_STOP_MS);
      const readyBefore = await readiness();
      await sampleSeqs();

      await postgres.stop();
      const downAt = Date.now();
      const ackedAtStop = engines.acked();
      const readyWhileDown = await readiness();
      // While it is down: what every engine shows, and how much its outbox keeps.
      let outboxPeak = 0;
      let fewestNotSaved = ENGINES;
      let mostShowingSaving = 0;
      let samples = 0;
      while (Date.now() < downAt + DOWN_MS) {
        const states = engines.states();
        outboxPeak = Math.max(
          outboxPeak,
          states.reduce((sum, s) => sum + s.unsaved, 0),
        );
        if (Date.now() >= downAt + SETTLE_MS) {
          samples++;
          const notSaved = states.filter(
            (s) => (s.status.kind === 'offline' || s.status.kind === 'error') && s.unsaved > 0,
          ).length;
          fewestNotSaved = Math.min(fewestNotSaved, notSaved);
          mostShowingSaving = Math.max(mostShowingSaving, states.filter((s) => s.status.kind === 'saving').length);
        }
        await sleep(Math.max(0, Math.min(SAMPLE_EVERY_MS, downAt + DOWN_MS - Date.now())));
      }
      const upAt = Date.now();
      // Acks that came while the server was down: only for changes committed before it stopped.
      const ackedWhileDown = engines.ackedBetween(downAt, upAt);
      const ackedForChangesAfterStop = ackedWhileDown.filter((entry) => entry.createdAt >= downAt).length;
      // Resending backs off: beyond one send per change typed, an engine resends at most its outbox (one
      // change per question) per round of its backoff, plus one for changes that waited on one in flight.
      const activity = engines.activityBetween(downAt, upAt);
      const sentWhileDown = activity.reduce((sum, a) => sum + a.sent, 0);
      const mostResent = Math.max(...activity.map((a) => a.sent - a.typed));
      const resendBound = (retryRoundsWithin(upAt - downAt) + 1) * TYPED_QUESTIONS;

      await postgres.start();
      const backAt = Date.now();
      const readyAgainMs = await until(async () => (await readiness()).status === 200, 60_000, 'the api ready again')
        .then(() => Date.now() - backAt)
        .catch(() => -1);
      await typing;
      // From Postgres back to every engine saved, the stored seqs sampled meanwhile.
      let drained = false;
      const draining = engines
        .drained(90_000)
        .then(() => Date.now() - backAt)
        .catch(() => -1)
        .finally(() => (drained = true));
      while (!drained) {
        await sampleSeqs();
        await sleep(1000);
      }
      const drainMs = await draining;
      await sampleSeqs();

      const acked = engines.acked();
      const ackedLost = await engines.ackedMissing(stack.dataSource);
      const ackedWhileDownMissing = await engines.ackedMissing(stack.dataSource, ackedWhileDown);
      const { missing, checked } = await engines.latestMissing(stack.dataSource);
      // The worker works on Postgres again: its sweep closes a section whose deadline passed.
      const sweepClosed = await sweepClosesOverdueSection(stack.dataSource, scenario.attemptIds[0]!);
      recordFault({
        id: 'R3',
        checked: `Postgres stopped (pg_ctl fast) ${DOWN_MS / 1000} s mid-typing; no ack without commit, not saved shown, outbox kept, drained in order within ${DRAIN_WITHIN_MS / 1000} s`,
        engines: ENGINES,
        acked,
        inPostgres: checked - missing,
        lost: ackedLost + missing,
        drainMs,
        extra: {
          'acked at stop': ackedAtStop,
          'acks while down': ackedWhileDown.length,
          'of changes made after the stop': ackedForChangesAfterStop,
          'acked-while-down missing': ackedWhileDownMissing,
          'fewest engines showing not saved': `${fewestNotSaved}/${ENGINES} over ${samples} samples`,
          'most showing Saving': mostShowingSaving,
          'outbox peak': outboxPeak,
          'answers sent while down': sentWhileDown,
          'most resent by one engine': `${mostResent} (backoff allows ${resendBound})`,
          'ready before/down': `${readyBefore.status}/${readyWhileDown.status} (postgres ${readyWhileDown.postgres})`,
          'ready again': readyAgainMs < 0 ? 'never' : `${readyAgainMs} ms`,
          'seq went back': seqWentBack,
          'sweep closed overdue section': sweepClosed ? 'yes' : 'no',
        },
      });
      expect(readyBefore.status).toBe(200);
      expect(readyWhileDown).toEqual({ status: 503, postgres: 'down' });
      expect(ackedForChangesAfterStop).toBe(0);
      expect(ackedWhileDownMissing).toBe(0);
      expect(samples).toBeGreaterThan(0);
      expect(fewestNotSaved).toBe(ENGINES);
      expect(outboxPeak).toBeGreaterThan(0);
      expect(mostResent).toBeLessThanOrEqual(resendBound);
      expect(readyAgainMs).toBeGreaterThanOrEqual(0);
      expect(drainMs).toBeGreaterThanOrEqual(0);
      expect(drainMs).toBeLessThanOrEqual(DRAIN_WITHIN_MS);
      expect(ackedLost).toBe(0);
      expect(missing).toBe(0);
      expect(seqWentBack).toBe(0);
      expect(sweepClosed).toBe(true);
    } finally {
      engines.dispose();
    }
  }, 300_000);
});
