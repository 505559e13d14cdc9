import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { countText, fillText, Texts } from '@cdi/contracts';
import { AnswerEntity } from '@cdi/db';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { OUTBOX_DB_NAME } from '../../../web/src/shared/exam-engine';
import { newTenantScenario, type ExamScenario } from '../support/exam-sockets';
import { startTestStack, type TestStack } from '../support/test-stack';
import { CHROMIUM_ARGS, CHROMIUM_MISSING, CHROMIUM_PATH } from '../../../../scripts/lib/chromium.cjs';
import { killChromium } from './support/chromium-processes';
import { type CuttableProxy, startCuttableProxy } from './support/cuttable-proxy';
import { until } from '../support/until';
import { recordFault } from './support/fault-record';
import { typists } from './support/typing-engines';

/** The candidates typing meanwhile, on the web app's engine in Node. */
const BACKGROUND = 200;
const PAUSE_MS = 1000;
/** Generous: the browser shares two cores with the api, the worker, Postgres and 200 engines. */
const WAIT_MS = 60_000;

/** The edits made while the api is out of reach: question → value (question 1 was saved before). */
const SAVED_FIRST = { question: '1', value: 'Brinton' };
const UNACKED = [
  { question: '1', value: 'Brinton Hall' },
  { question: '2', value: 'Kingsley' },
  { question: '3', value: 'four' },
];

type Row = { question: string; value: string };

/** What the page's IndexedDB outbox holds, read as the app stores it. */
function outboxRows(page: Page): Promise<Row[]> {
  return page.evaluate(
    (name) =>
      new Promise<Row[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          // No outbox on this profile (opening created an empty database): nothing kept.
          if (!db.objectStoreNames.contains('entries')) {
            db.close();
            return resolve([]);
          }
          const all = db.transaction('entries').objectStore('entries').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            resolve((all.result as Row[]).map(({ question, value }) => ({ question, value })));
          };
        };
      }),
    OUTBOX_DB_NAME,
  );
}

async function signIn(page: Page, loginId: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Login ID').fill(loginId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: WAIT_MS });
}

/** A question's text box on the listening screen. */
const answerBox = (page: Page, question: string) => page.locator(`#question-${question} input[type="text"]`);

/**
 * R5: a real browser tab with the real IndexedDB outbox. The candidate types while the api is out of
 * reach, the tab crashes and the browser is killed outright (no unload handlers, nothing flushed);
 * a new browser on the same profile opens the exam again, and the edits the server never acknowledged
 * are sent from IndexedDB, land in Postgres and are shown.
 */
describe('R5 a tab crashed with unacked edits', () => {
  let stack: TestStack;
  let proxy: CuttableProxy;
  let webUrl: string;
  let scenario: ExamScenario;
  let profile: string;
  let context: BrowserContext | null = null;

  beforeAll(async () => {
    if (!existsSync(CHROMIUM_PATH)) throw new Error(CHROMIUM_MISSING);
    stack = await startTestStack({ worker: true });
    // The browser reaches the api through the web app's proxy, and that through a link the fault can cut.
    proxy = await startCuttableProxy(Number(new URL(stack.http.baseUrl).port));
    webUrl = await stack.startWeb(proxy.url);
    scenario = await newTenantScenario(stack, BACKGROUND + 1);
    profile = mkdtempSync(path.join(tmpdir(), 'cdi-fault-profile-'));
  }, 240_000);
  afterAll(async () => {
    await context?.close().catch(() => {});
    await proxy?.close();
    await stack?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  const launch = async (): Promise<Page> => {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL: webUrl,
      viewport: { width: 1440, height: 1000 },
    });
    context.setDefaultTimeout(WAIT_MS);
    return context.pages()[0] ?? (await context.newPage());
  };

  it(`R5: a crashed tab's unacked edits are sent from IndexedDB when the exam is opened again, and land (${BACKGROUND} engines typing)`, async () => {
    const [attemptId] = scenario.attemptIds;
    const loginId = scenario.studentLogins[0]!;
    const rows = async (): Promise<Map<string, string>> =>
      new Map(
        (await stack.dataSource.getRepository(AnswerEntity).findBy({ attemptId, section: 'listening' })).map((r) => [
          r.question,
          r.value,
        ]),
      );
    const background = await typists(stack.http.baseUrl, {
      ...scenario,
      attemptIds: scenario.attemptIds.slice(1),
      tokens: scenario.tokens.slice(1),
    });
    const stopTyping = new AbortController();
    const typing = background.type(Number.MAX_SAFE_INTEGER, PAUSE_MS, stopTyping.signal);
    try {
      let page = await launch();
      await signIn(page, loginId, scenario.password);
      await page.getByRole('link', { name: /Start Test|Continue Test/ }).click();
      await page.waitForURL(/\/listening-rules\?testId=/);
      await page.getByRole('checkbox', { name: /I have read and understood/ }).check();
      await page.getByRole('button', { name: 'Begin Listening Test' }).click();
      await page.getByRole('button', { name: 'Play sound' }).click();
      await page.getByRole('button', { name: 'I can hear the sound' }).click();
      await page.waitForURL(/\/sessions\/listening/);

      await answerBox(page, SAVED_FIRST.question).fill(SAVED_FIRST.value);
      await page.getByText(Texts.allChangesSaved).waitFor();
      const savedBefore = (await rows()).get(SAVED_FIRST.question);

      // The api out of reach: the edits stay in the outbox, unacknowledged.
      proxy.cut();
      for (const { question, value } of UNACKED) await answerBox(page, question).fill(value);
      // The screen tells the candidate the truth: offline, the edits kept on this device.
      await page
        .getByText(fillText(Texts.offlineChangesWaiting, { changes: countText(UNACKED.length, 'change', 'changes') }))
        .waitFor();
      const inIndexedDb = (await outboxRows(page)).filter((row) =>
        UNACKED.some((e) => e.question === row.question && e.value === row.value),
      ).length;
      const atCrash = await rows();
      const inPostgresAtCrash = UNACKED.filter(({ question, value }) => atCrash.get(question) === value).length;

      // The tab crashes (no unload handler runs), then the browser is killed outright.
      const cdp = await context!.newCDPSession(page);
      const crashed = new Promise((resolve) => page.once('crash', resolve));
      void cdp.send('Page.crash').catch(() => {});
      await crashed;
      const closed = new Promise((resolve) => context!.once('close', resolve));
      const killed = killChromium(profile);
      await closed;
      context = null;

      // The network comes back; a new browser on the same profile opens the exam again.
      proxy.heal();
      page = await launch();
      const reopenedAt = Date.now();
      await page.goto('/student-dashboard');
      const continueTest = page.getByRole('link', { name: /Continue Test|Start Test/ });
      await continueTest.or(page.getByLabel('Login ID')).waitFor();
      const signedOut = !(await continueTest.isVisible());
      if (signedOut) await signIn(page, loginId, scenario.password);
      await continueTest.click();
      await page.waitForURL(/\/sessions\/listening/);
      const landed = async () => {
        const stored = await rows();
        return UNACKED.filter(({ question, value }) => stored.get(question) === value).length;
      };
      const drainMs = await until(async () => (await landed()) === UNACKED.length, WAIT_MS, 'the unacked edits in Postgres')
        .then(() => Date.now() - reopenedAt)
        .catch(() => -1);
      await page.getByText(Texts.allChangesSaved).waitFor();
      const shown = (
        await Promise.all(UNACKED.map(async ({ question, value }) => (await answerBox(page, question).inputValue()) === value))
      ).filter(Boolean).length;
      const landedEdits = await landed();
      const outboxAfter = (await outboxRows(page)).length;

      stopTyping.abort();
      await typing;
      const backgroundDrainMs = await background.drained(WAIT_MS).catch(() => -1);
      const ackedLost = await background.ackedMissing(stack.dataSource);
      const { missing, checked } = await background.latestMissing(stack.dataSource);

      recordFault({
        id: 'R5',
        checked: `Chromium tab crashed and browser SIGKILLed with ${UNACKED.length} unacked edits in IndexedDB; reopened on the same profile, they land`,
        engines: BACKGROUND,
        acked: background.acked(),
        inPostgres: checked - missing + landedEdits,
        lost: ackedLost + missing + (UNACKED.length - landedEdits),
        drainMs,
        extra: {
          'unacked edits in IndexedDB at crash': inIndexedDb,
          'of them in Postgres at crash': inPostgresAtCrash,
          'chromium processes killed': killed,
          'signed in again': signedOut ? 'yes' : 'no (session kept)',
          'landed after reopening': landedEdits,
          'shown after reopening': shown,
          'outbox left after': outboxAfter,
          'background drain ms': backgroundDrainMs,
        },
      });
      expect(savedBefore).toBe(SAVED_FIRST.value);
      expect(inIndexedDb).toBe(UNACKED.length);
      expect(inPostgresAtCrash).toBe(0);
      expect(killed).toBeGreaterThan(0);
      expect(drainMs).toBeGreaterThanOrEqual(0);
      expect(landedEdits).toBe(UNACKED.length);
      expect(shown).toBe(UNACKED.length);
      expect(outboxAfter).toBe(0);
      expect(backgroundDrainMs).toBeGreaterThanOrEqual(0);
      expect(ackedLost).toBe(0);
      expect(missing).toBe(0);
    } finally {
      stopTyping.abort();
      background.dispose();
    }
  }, 420_000);
});
