import { EXAM_NAMESPACE, INVIGILATE_NAMESPACE, LIVE_SOCKETS_PER_SESSION, Texts } from '@cdi/contracts';
import { expect, test, type Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { createGroupSitting, type GroupSitting } from './support/database';
import { expectNoSeriousA11yViolations, signIn, uniqueSuffix } from './support/pages';

const api = () => process.env.E2E_API_URL!;

/** The session token the signed-in page holds (the app keeps it in local storage). */
async function tokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('cdi.session'));
  return (JSON.parse(stored ?? '{}') as { state?: { session?: { token?: string } } }).state?.session?.token ?? '';
}

/** More sockets of the page's own session, as further windows would open, one after another. */
async function moreWindows(token: string, namespace: string, count: number): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i++) {
    const socket = io(`${api()}${namespace}`, {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
  }
  return sockets;
}

test.describe(`one sign-in keeps at most ${LIVE_SOCKETS_PER_SESSION} live connections per channel`, () => {
  let sitting: GroupSitting;
  test.beforeAll(async () => {
    const suffix = uniqueSuffix().toUpperCase().slice(0, 3);
    sitting = await createGroupSitting(1, `Window Limit ${suffix}`, `W${suffix}`);
  });

  test('an exam window closed for newer windows of the same sign-in says why', async ({ page }) => {
    await signIn(page, sitting.candidates[0]!.loginId);
    await page
      .getByRole('article', { name: sitting.testTitle })
      .getByRole('link', { name: /Start Test/ })
      .click();
    await expect(page).toHaveURL(/\/listening-rules\?testId=/);
    // The rules form shows once the page's socket has joined the attempt: it is connected, and so
    // counted before the further windows below (otherwise the page would be the newest, not the oldest).
    await expect(page.getByRole('checkbox', { name: Texts.confirmRulesRead })).toBeVisible();
    await expect(page.getByText(Texts.examTakenOver)).toHaveCount(0);
    const others = await moreWindows(await tokenOf(page), EXAM_NAMESPACE, LIVE_SOCKETS_PER_SESSION);
    try {
      await expect(page.getByText(Texts.examTakenOver)).toBeVisible({ timeout: 10_000 });
      expect(others.every((socket) => socket.connected)).toBe(true);
    } finally {
      others.forEach((socket) => socket.close());
    }
  });

  test('a roster page closed for newer windows of the same sign-in says why', async ({ page }) => {
    await signIn(page, 'democentre');
    await page.goto(`/admin-dashboard/invigilation/${sitting.assignmentId}`);
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    // The page holds one, shared by the admin's job channel and the roster.
    const others = await moreWindows(await tokenOf(page), INVIGILATE_NAMESPACE, LIVE_SOCKETS_PER_SESSION);
    try {
      await expect(page.getByRole('alert').filter({ hasText: Texts.liveWindowReplaced })).toHaveCount(2, { timeout: 10_000 });
      await expect(page.getByText('Not live', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      expect(others.every((socket) => socket.connected)).toBe(true);
    } finally {
      others.forEach((socket) => socket.close());
    }
  });

  test(`an admin watches a roster in ${LIVE_SOCKETS_PER_SESSION} tabs; a further tab closes only the oldest`, async ({
    page,
  }) => {
    const replaced = (tab: Page) => tab.getByRole('alert').filter({ hasText: Texts.liveWindowReplaced });
    const rosterIn = async (tab: Page) => {
      await tab.goto(`/admin-dashboard/invigilation/${sitting.assignmentId}`);
      await expect(tab.getByText('Live', { exact: true })).toBeVisible();
    };
    await signIn(page, 'democentre');
    const tabs = [page];
    await rosterIn(page);
    for (let i = 1; i < 3; i++) {
      tabs.push(await page.context().newPage());
      await rosterIn(tabs[i]!);
    }
    // Three tabs of rosters: each hears the others' changes, and none was closed.
    await tabs[2]!.getByRole('switch', { name: 'Give offline time back automatically' }).check();
    for (const tab of tabs) {
      await expect(tab.getByRole('switch', { name: 'Give offline time back automatically' })).toBeChecked();
      await expect(tab.getByText('Live', { exact: true })).toBeVisible();
      await expect(replaced(tab)).toHaveCount(0);
    }
    await tabs[2]!.getByRole('switch', { name: 'Give offline time back automatically' }).uncheck();
    await expect(tabs[0]!.getByRole('switch', { name: 'Give offline time back automatically' })).not.toBeChecked();

    // The oldest tab's job channel still reports progress: an import there finishes.
    const first = tabs[0]!;
    await first.getByRole('navigation', { name: 'Admin panel' }).getByRole('link', { name: 'Students' }).click();
    await first.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = first.getByRole('dialog', { name: 'Import Students' });
    const surname = `Tabbed${uniqueSuffix()}`;
    const rows = [0, 1].map((i) => `Learner${i},${surname},t${i}-${surname.toLowerCase()}@example.org,`);
    const csv = ['first_name,last_name,email,candidate_id', ...rows].join('\n');
    await dialog.getByLabel('Choose a CSV or Excel file', { exact: true }).setInputFiles({
      name: 'two.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await dialog.getByRole('button', { name: 'Import 2 Students' }).click();
    await expect(dialog.getByText('2 students enrolled')).toBeVisible({ timeout: 30_000 });
    await expect(replaced(first)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Done' }).click();
    // Back to the roster on the same, already connected socket: it watches again at once.
    await first.goBack();
    await expect(first.getByText('Live', { exact: true })).toBeVisible();
    await tabs[1]!.getByRole('switch', { name: 'Give offline time back automatically' }).check();
    await expect(first.getByRole('switch', { name: 'Give offline time back automatically' })).toBeChecked();

    // Up to the limit, then one more: only the oldest tab is told, once, and the others stay live.
    for (let i = 3; i <= LIVE_SOCKETS_PER_SESSION; i++) {
      tabs.push(await page.context().newPage());
      await rosterIn(tabs[i]!);
    }
    // One socket told both the layout (job channel) and the roster.
    await expect(replaced(first)).toHaveCount(2, { timeout: 10_000 });
    await expect(first.getByText('Not live', { exact: true })).toBeVisible();
    for (const tab of tabs.slice(1)) {
      await expect(tab.getByText('Live', { exact: true })).toBeVisible();
      await expect(replaced(tab)).toHaveCount(0);
    }
  });
});
