import { expect, test, type Locator } from '@playwright/test';
import { beginListening, expectNoSeriousA11yViolations, signIn } from './support/pages';

const ADMIN = 'democentre';
// CAN0004 is left to this file (CAN0003 sits in candidate-sitting, CAN0001 is used elsewhere).
const CANDIDATE = 'CAN0004';
const CANDIDATE_NAME = 'Dilnoza Nazarov';
const DEMO_GROUP_IDS = Array.from({ length: 10 }, (_, i) => `CAN${String(i + 1).padStart(4, '0')}`);

/** Roster columns, in order (all shown): select, candidate, alerts, connection, status, time left, last saved, answered, words, flags, offline, message, extra time. */
const TIME_LEFT = 5;
const LAST_SAVED = 6;

/** Seconds shown by an 'mm:ss' countdown somewhere in the element's text; NaN when there is none. */
async function countdownSeconds(element: Locator): Promise<number> {
  const match = /(\d{2}):(\d{2})/.exec((await element.textContent()) ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

test.describe('invigilation', () => {
  test('an invigilator watches a candidate live, gives them five more minutes, messages, pauses, resumes and submits their test', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Five axe audits and a reconnect: minutes on a busy shared machine.
    test.setTimeout(240_000);

    await signIn(page, ADMIN);
    await page.getByRole('navigation', { name: 'Admin panel' }).getByRole('link', { name: 'Invigilation' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/invigilation$/);
    await expect(page.getByRole('heading', { name: 'Invigilation', level: 1 })).toBeVisible();
    const assignment = page.getByRole('row').filter({ hasText: 'Sample Test 1' });
    await expect(assignment).toContainText('Demo Group (group)');
    await expectNoSeriousA11yViolations(page);

    await assignment.getByRole('link', { name: 'Sample Test 1' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/invigilation\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Sample Test 1', level: 1 })).toBeVisible();
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    const roster = page.getByRole('table');
    for (const id of DEMO_GROUP_IDS) await expect(roster.getByRole('row').filter({ hasText: id })).toHaveCount(1);
    const row = roster.getByRole('row').filter({ hasText: CANDIDATE });
    await expect(row).toContainText(CANDIDATE_NAME);
    await expect(row).toContainText('Offline');
    await expect(row).toContainText('Not started');
    await expect(row).toContainText('L 0/40 · R 0/40 · W 0/2');
    // Everything below must arrive over the socket: a reload would lose this mark.
    await page.evaluate(() => Object.assign(window, { invigilationStillLoaded: true }));

    const candidateContext = await browser.newContext({ baseURL });
    try {
      const candidate = await candidateContext.newPage();
      await signIn(candidate, CANDIDATE);
      await beginListening(candidate);
      const timer = candidate.getByRole('timer');
      await expect(timer).toHaveText(/Time left\s*(29|30):\d\d/);
      await candidate.getByLabel('Question 1', { exact: true }).fill('Brinton');
      await expect(candidate.getByText('All changes saved')).toBeVisible();

      await expect(row).toContainText('Online');
      await expect(row).toContainText('Listening');
      await expect(row).toContainText('In progress');
      await expect(row).toContainText('L 1/40 · R 0/40 · W 0/2');
      await expect(row.getByRole('cell').nth(TIME_LEFT)).toHaveText(/^(29|30):\d\d$/);
      await expect(row.getByRole('cell').nth(LAST_SAVED)).toHaveText(/^\d+ s ago/);
      const before = await countdownSeconds(row.getByRole('cell').nth(TIME_LEFT));
      await expect.poll(() => countdownSeconds(row.getByRole('cell').nth(TIME_LEFT))).toBeLessThan(before);
      await expect(page.getByRole('group', { name: 'Summary' })).toContainText(/Online\s*1/);
      await expectNoSeriousA11yViolations(page);

      // Cut off, the page says so; back online, it reads the roster again and catches up.
      await page.context().setOffline(true);
      await expect(page.getByText('Live updates interrupted. Reconnecting…')).toBeVisible();
      await candidate.getByLabel('Question 2', { exact: true }).fill('Mill');
      await expect(candidate.getByText('All changes saved')).toBeVisible();
      await page.context().setOffline(false);
      await expect(page.getByText('Live', { exact: true })).toBeVisible({ timeout: 15_000 });
      await expect(row).toContainText('L 2/40 · R 0/40 · W 0/2');

      const checkbox = row.getByRole('checkbox', { name: `Select ${CANDIDATE_NAME}` });
      const actions = page.getByRole('group', { name: 'Actions for the chosen candidates' });
      /** Each action is taken on a fresh choice: none outlives the action it was made for. */
      const choose = async () => {
        await checkbox.check();
        await expect(actions).toContainText('1 candidate chosen');
      };
      await choose();
      await actions.getByRole('button', { name: 'Extend time' }).click();
      const dialog = page.getByRole('dialog', { name: 'Extend time' });
      await dialog.getByLabel('Minutes to add').fill('5');
      await expect(dialog).toContainText('Add 5 minutes to the running section for 1 candidate?');
      // The confirmation names whom it touches.
      await expect(dialog.getByRole('list', { name: 'It applies to:' }).getByRole('listitem')).toHaveText([
        `${CANDIDATE_NAME} (${CANDIDATE})`,
      ]);
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Extend time' }).click();
      await expect(page.getByText('Time extended for 1 candidate')).toBeVisible({ timeout: 15_000 });
      await expect(dialog).toBeHidden();
      await expect(checkbox).not.toBeChecked();
      await expect(actions).toContainText('None chosen: a message goes to everyone');

      await expect(row).toContainText('+5 min');
      await expect.poll(() => countdownSeconds(row.getByRole('cell').nth(TIME_LEFT))).toBeGreaterThan(30 * 60);
      await expect.poll(() => countdownSeconds(timer)).toBeGreaterThan(30 * 60);

      // A message reaches the candidate, and the roster shows when they saw it.
      await choose();
      await actions.getByRole('button', { name: 'Send message' }).click();
      const compose = page.getByRole('dialog', { name: 'Send a message' });
      await compose.getByRole('textbox').fill('Please check your headphones.');
      await compose.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByText('Message sent to 1 candidate')).toBeVisible({ timeout: 15_000 });
      await expect(candidate.getByText('Please check your headphones.')).toBeVisible();
      await expect(row).toContainText(/Seen \d/);

      // The timeline drawer lists what happened, with times, for appeals.
      await row.getByRole('button', { name: CANDIDATE_NAME }).click();
      const drawer = page.getByRole('dialog', { name: `Timeline: ${CANDIDATE_NAME} (${CANDIDATE})` });
      const events = drawer.getByRole('list', { name: 'Events, oldest first' });
      await expect(events).toContainText('Listening started');
      await expect(events).toContainText('Listening Q1 saved');
      await expect(events).toContainText('Time extended by 5 min');
      await expect(events).toContainText('Message seen');
      await expectNoSeriousA11yViolations(page);
      await drawer.getByRole('button', { name: 'Close' }).click();
      await expect(drawer).toBeHidden();

      // Paused: the candidate's questions are covered and their clock stands still until resumed.
      const candidateTimer = candidate.getByRole('timer');
      await choose();
      await actions.getByRole('button', { name: 'Pause' }).click();
      await page.getByRole('alertdialog', { name: 'Pause the exam' }).getByRole('button', { name: 'Pause' }).click();
      await expect(page.getByText('Exam paused for 1 candidate')).toBeVisible({ timeout: 15_000 });
      await expect(candidate.getByText('Exam paused', { exact: true })).toBeVisible();
      await expect(candidate.getByLabel('Question 3', { exact: true })).toBeHidden();
      const frozen = await countdownSeconds(candidateTimer);
      // The clock must not move while paused. Nothing marks "not moving": the countdown shows whole seconds
      // and ticks every second, so a running one would show another figure within 1.1 s.
      await candidate.waitForTimeout(1_100);
      expect(await countdownSeconds(candidateTimer)).toBe(frozen);
      await choose();
      await actions.getByRole('button', { name: 'Resume' }).click();
      await page.getByRole('alertdialog', { name: 'Resume the exam' }).getByRole('button', { name: 'Resume' }).click();
      await expect(page.getByText('Exam resumed for 1 candidate')).toBeVisible({ timeout: 15_000 });
      await expect(candidate.getByLabel('Question 3', { exact: true })).toBeVisible();
      await expect.poll(() => countdownSeconds(candidateTimer)).toBeLessThan(frozen);

      // Submitted by the invigilator: the candidate is taken to the end of the test at once.
      await choose();
      await actions.getByRole('button', { name: 'Force submit' }).click();
      const submitDialog = page.getByRole('alertdialog', { name: 'Force submit' });
      await expect(submitDialog.getByRole('list', { name: 'It applies to:' })).toHaveText(`${CANDIDATE_NAME} (${CANDIDATE})`);
      await submitDialog.getByRole('button', { name: 'Force submit' }).click();
      await expect(page.getByText('Test submitted for 1 candidate')).toBeVisible({ timeout: 15_000 });
      await expect(candidate).toHaveURL(/\/thank-you\?testId=/);
      await expect(candidate.getByRole('heading', { name: 'Your invigilator ended your test' })).toBeVisible();
      await expect(candidate.getByText('You will get to know about your score soon')).toBeVisible();

      expect(
        await page.evaluate(() => (window as unknown as { invigilationStillLoaded?: boolean }).invigilationStillLoaded),
      ).toBe(true);
    } finally {
      await candidateContext.close();
    }
  });
});
