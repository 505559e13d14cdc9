import { AttemptSectionEntity } from '@cdi/db';
import { In } from 'typeorm';
import type { RosterSnapshot } from '@cdi/contracts';
import {
  newTenantScenario,
  type ExamScenario,
  invigilatorSocket,
  type InvigilateTestSocket,
  watchedRoster,
} from '../support/exam-sockets';
import { startTestStack, type TestStack } from '../support/test-stack';
import { type CuttableProxy, startCuttableProxy } from './support/cuttable-proxy';
import { until } from '../support/until';
import { recordFault } from './support/fault-record';
import { typists } from './support/typing-engines';

const ENGINES = 200;
/** The candidates whose network goes (their sockets run through the proxy); everyone else stays online. */
const OFFLINE = [0, 77, 154];
/** A real two minutes: long past socket.io's ping timeout and the client's longest reconnection backoff. */
const OFFLINE_MS = 120_000;
/** Each candidate changes an answer about once a second for the whole fault. */
const PAUSE_MS = 1000;
/** How far the candidate's countdown may stand from the server's deadline: the join's clock estimate. */
const CLOCK_SLACK_SECONDS = 3;
/** How far the invigilator's time offline may stand from the measured outage: whole seconds, rounded. */
const OFFLINE_SLACK_SECONDS = 2;

/**
 * R4: a few candidates lose their network for two real minutes while 200 type. Offline they keep
 * typing into their outbox; the others keep being acknowledged. When the network comes back they
 * reconnect by themselves and their outbox drains, with their session and section clock intact.
 */
describe('R4 a candidate offline for 2 minutes', () => {
  let proxy: CuttableProxy;
  let stack: TestStack;
  let scenario: ExamScenario;

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    proxy = await startCuttableProxy(Number(new URL(stack.http.baseUrl).port));
    scenario = await newTenantScenario(stack, ENGINES);
  }, 180_000);
  afterAll(async () => {
    await proxy?.close();
    await stack?.close();
  });

  it(`R4: ${OFFLINE.length} candidates offline for ${OFFLINE_MS / 60_000} minutes keep typing into their outbox, reconnect by themselves and drain it; nothing acked lost (${ENGINES} engines)`, async () => {
    const others = scenario.attemptIds.map((_, i) => i).filter((i) => !OFFLINE.includes(i));
    const offlineAttempts = OFFLINE.map((i) => scenario.attemptIds[i]!);
    const engines = await typists(stack.http.baseUrl, scenario, { via: (i) => (OFFLINE.includes(i) ? proxy.url : undefined) });
    const stopTyping = new AbortController();
    let admin: InvigilateTestSocket | null = null;
    try {
      const { assignmentId } = scenario;
      admin = await invigilatorSocket(stack.http.baseUrl, scenario.adminToken);
      const rowsOf = (roster: RosterSnapshot, attempts: readonly string[]) =>
        roster.rows.filter((row) => row.attemptId !== null && attempts.includes(row.attemptId));
      const sections = stack.dataSource.getRepository(AttemptSectionEntity);
      const deadlines = async () =>
        new Map(
          (await sections.findBy({ attemptId: In(offlineAttempts), section: 'listening' })).map((s) => [
            s.attemptId,
            s.deadlineAt?.getTime() ?? null,
          ]),
        );
      const deadlinesBefore = await deadlines();
      const typing = engines.type(Number.MAX_SAFE_INTEGER, PAUSE_MS, stopTyping.signal);
      await until(() => OFFLINE.every((i) => engines.acked([i]) > 0), 60_000, 'the offline-to-be candidates saving');

      proxy.cut();
      const cutAt = Date.now();
      await until(
        () => OFFLINE.every((i) => engines.engine(i).status.kind === 'offline'),
        30_000,
        'the cut candidates showing offline',
      );
      const offlineShownMs = Date.now() - cutAt;
      // The invigilator sees them offline (and since when), everyone else online.
      const cutRoster = await watchedRoster(
        admin,
        assignmentId,
        (roster) => roster.rows.filter((row) => row.online).length === ENGINES - OFFLINE.length,
        30_000,
      );
      const shownOfflineToInvigilator = rowsOf(cutRoster, offlineAttempts).filter(
        (row) => !row.online && row.live.offlineSince !== null,
      ).length;
      const onlineWhileCut = cutRoster.rows.filter((row) => row.online).length;
      const ackedOfflineAtCut = engines.acked(OFFLINE);
      const ackedOthersAtCut = others.map((i) => engines.acked([i]));
      const unsavedSoon = OFFLINE.map((i) => engines.engine(i).unsaved().length);
      await new Promise((r) => setTimeout(r, Math.max(0, cutAt + OFFLINE_MS - Date.now())));
      // Still offline after two minutes, every change kept, none acknowledged; the others saved all along.
      const offlineAtHeal = OFFLINE.filter((i) => engines.engine(i).status.kind === 'offline').length;
      const unsavedAtHeal = OFFLINE.map((i) => engines.engine(i).unsaved().length);
      const ackedOfflineWhileCut = engines.acked(OFFLINE) - ackedOfflineAtCut;
      const ackedOthersWhileCut = engines.acked(others) - ackedOthersAtCut.reduce((a, b) => a + b, 0);
      const othersUnsavedWhileCut = others.filter((i, k) => engines.acked([i]) === ackedOthersAtCut[k]).length;
      const ackedLostWhileCut = await engines.ackedMissing(stack.dataSource);

      proxy.heal();
      const healAt = Date.now();
      await until(
        () => OFFLINE.every((i) => engines.connected(i) && engines.engine(i).status.kind !== 'offline'),
        60_000,
        'the cut candidates reconnecting',
      );
      const reconnectMs = Date.now() - healAt;
      const outageSeconds = (Date.now() - cutAt) / 1000;
      stopTyping.abort();
      await typing;
      // From the network back to every engine saved, the cut ones' two minutes of changes included.
      const drainMs = await engines
        .drained(90_000)
        .then(() => Date.now() - healAt)
        .catch(() => -1);
      const ackedLost = await engines.ackedMissing(stack.dataSource);
      const { missing, checked } = await engines.latestMissing(stack.dataSource);

      // Their sessions still hold: their dashboards open and their engines are not refused.
      const signedIn = (
        await Promise.all(OFFLINE.map((i) => stack.http.get('/admin/test-making/student/assigned-tests', scenario.tokens[i]!)))
      ).filter((r) => r.status === 200).length;
      // Their section clock: the server's deadline did not move, and their countdown runs on it.
      const deadlinesAfter = await deadlines();
      // The invigilator sees everyone online again, and the cut ones' time offline: about the outage.
      const afterRoster = await watchedRoster(admin, assignmentId, (roster) => roster.rows.every((row) => row.online), 30_000);
      const onlineAfter = afterRoster.rows.filter((row) => row.online).length;
      const offlineSeconds = rowsOf(afterRoster, offlineAttempts).map((row) => row.live.offlineSeconds);
      const offlineTimeOff = Math.max(...offlineSeconds.map((s) => Math.abs(s - outageSeconds)));
      const deadlineMoved = offlineAttempts.filter((id) => deadlinesAfter.get(id) !== deadlinesBefore.get(id)).length;
      const countdownDrift = Math.max(
        ...OFFLINE.map((i) => {
          const engine = engines.engine(i);
          const shown = Date.parse(engine.sectionState('listening')?.deadlineAt ?? '');
          const server = deadlinesAfter.get(scenario.attemptIds[i]!) ?? Number.NaN;
          if (shown !== server) return Number.POSITIVE_INFINITY;
          return Math.abs(engine.remainingSeconds('listening')! - Math.ceil((server - Date.now()) / 1000));
        }),
      );

      recordFault({
        id: 'R4',
        checked: `${OFFLINE.length} candidates' network cut for ${OFFLINE_MS / 1000} s while ${ENGINES} type; outbox kept offline, drained on reconnection`,
        engines: ENGINES,
        acked: engines.acked(),
        inPostgres: checked - missing,
        lost: ackedLost + missing,
        drainMs,
        extra: {
          'offline shown after ms': offlineShownMs,
          'unsaved when cut+': unsavedSoon.join('/'),
          'unsaved at heal': unsavedAtHeal.join('/'),
          'acked by others while cut': ackedOthersWhileCut,
          'others with no ack while cut': othersUnsavedWhileCut,
          'reconnections refused': proxy.refused(),
          'reconnected after ms': reconnectMs,
          'offline on roster while cut': shownOfflineToInvigilator,
          'online on roster while cut': onlineWhileCut,
          'online on roster after': onlineAfter,
          'time offline on roster s': offlineSeconds.join('/'),
          'signed in after': `${signedIn}/${OFFLINE.length}`,
          'deadlines moved': deadlineMoved,
          'countdown drift s': countdownDrift,
        },
      });
      expect(offlineAtHeal).toBe(OFFLINE.length);
      expect(ackedOfflineWhileCut).toBe(0);
      expect(shownOfflineToInvigilator).toBe(OFFLINE.length);
      expect(onlineWhileCut).toBe(ENGINES - OFFLINE.length);
      // The outbox grew while offline (each change to a question replaces its older one).
      unsavedAtHeal.forEach((n, k) => expect(n).toBeGreaterThan(unsavedSoon[k]!));
      expect(othersUnsavedWhileCut).toBe(0);
      expect(ackedLostWhileCut).toBe(0);
      expect(proxy.refused()).toBeGreaterThan(0);
      expect(drainMs).toBeGreaterThanOrEqual(0);
      expect(ackedLost).toBe(0);
      expect(missing).toBe(0);
      expect(signedIn).toBe(OFFLINE.length);
      expect(onlineAfter).toBe(ENGINES);
      expect(offlineTimeOff).toBeLessThanOrEqual(OFFLINE_SLACK_SECONDS);
      expect(deadlineMoved).toBe(0);
      expect(countdownDrift).toBeLessThanOrEqual(CLOCK_SLACK_SECONDS);
    } finally {
      admin?.close();
      stopTyping.abort();
      engines.dispose();
    }
  }, 420_000);
});
