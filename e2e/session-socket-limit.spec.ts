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
    // The page holds two: the admin's job channel and the roster's.
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
});
