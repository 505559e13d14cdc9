import { expect, test, type Browser, type Page } from '@playwright/test';
import { createGroupSitting } from './support/database';
import { invigilate } from './support/invigilator';
import { beginListening, expectNoSeriousA11yViolations, signIn, uniqueSuffix } from './support/pages';

/**
 * What the candidate is told when the invigilator acts on their sitting, and what the invigilator's
 * roster makes of a reload. CAN0002 and CAN0007 are left to this file; its tests run in order and
 * share CAN0002's sitting (Listening at 1280×720, then Reading at 1920×1080).
 */
const ADMIN = 'democentre';
const CANDIDATE = 'CAN0002';
const CANDIDATE_NAME = 'Bekzod Lee';
const RELOADING_CANDIDATE = 'CAN0007';
const RELOADING_NAME = 'Giorgi Quispe';

const SMALL = { width: 1280, height: 720 };
const LARGE = { width: 1920, height: 1080 };

/** The admin's live roster of the sample test, and the row of one candidate. */
async function openRoster(page: Page, candidateId: string) {
  await signIn(page, ADMIN);
  await page.getByRole('navigation', { name: 'Admin panel' }).getByRole('link', { name: 'Invigilation' }).click();
  await page.getByRole('row').filter({ hasText: 'Sample Test 1' }).getByRole('link', { name: 'Sample Test 1' }).click();
  await expect(page.getByText('Live', { exact: true })).toBeVisible({ timeout: 20_000 });
  const row = page.getByRole('table').getByRole('row').filter({ hasText: candidateId });
  await expect(row).toHaveCount(1);
  return row;
}

/** Chooses the candidate alone and confirms an action in its dialog; waits for the server's answer. */
async function act(page: Page, candidateName: string, action: string, dialogName: string, done: string, fill?: string) {
  const choose = page.getByRole('checkbox', { name: `Select ${candidateName}` });
  if (!(await choose.isChecked())) await choose.check();
  const actions = page.getByRole('group', { name: 'Actions for the chosen candidates' });
  await actions.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: dialogName }).or(page.getByRole('alertdialog', { name: dialogName }));
  if (fill !== undefined) await dialog.getByLabel('Minutes to add').fill(fill);
  await dialog.getByRole('button', { name: action }).click();
  await expect(page.getByText(done)).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toBeHidden();
}

async function candidatePage(browser: Browser, baseURL: string | undefined, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport });
  return { context, page: await context.newPage() };
}

/** The candidate's messages: one polite live region, always on the page. */
const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });

/** From the section-completed page after finishing a section, through the next section's rules, into it. */
async function finishAndBegin(page: Page, finished: 'Listening' | 'Reading', next: 'Reading' | 'Writing') {
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: `Finish ${finished}` })
    .click();
  const review = page.getByRole('alertdialog', { name: `Check your answers before you finish ${finished}` });
  await review.getByRole('button', { name: `Finish ${finished}` }).click();
  await expect(page).toHaveURL(new RegExp(`/section-completed\\?section=${finished.toLowerCase()}`));
  return async () => {
    await page
      .getByRole('link', { name: `Start ${next} Section` })
      .or(page.getByRole('button', { name: `Start ${next} Section` }))
      .click();
    await expect(page).toHaveURL(new RegExp(`/${next.toLowerCase()}-rules`));
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: new RegExp(`^Begin ${next} (Section|Test)$`) }).click();
    await expect(page).toHaveURL(new RegExp(`/sessions/${next.toLowerCase()}`));
  };
}

test.describe('the candidate is told what the invigilator did', () => {
  // The second test continues the first one's sitting.
  test.describe.configure({ mode: 'serial' });

  test('at 1280×720 in Listening: extra time, pause and resume each say so until dismissed, and stay behind in Listening', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(SMALL);
    const row = await openRoster(page, CANDIDATE);
    const candidateName = CANDIDATE_NAME;
    const { context, page: candidate } = await candidatePage(browser, baseURL, SMALL);
    try {
      await signIn(candidate, CANDIDATE);
      await beginListening(candidate);
      await expect(row).toContainText('Online');

      await act(page, candidateName, 'Extend time', 'Extend time', 'Time extended for 1 candidate', '7');
      await expect(candidate.getByText('The invigilator gave you 7 more minutes.')).toBeVisible();
      // Said in the page's live region, so a screen reader announces it.
      const log = messages(candidate);
      const extra = log.getByText('The invigilator gave you 7 more minutes.');
      await expect(extra).toBeVisible();

      await act(page, candidateName, 'Pause', 'Pause the exam', 'Exam paused for 1 candidate');
      await expect(log).toContainText('The invigilator paused the exam. Your time is stopped.');
      await act(page, candidateName, 'Resume', 'Resume the exam', 'Exam resumed for 1 candidate');
      // The resume replaces the pause it ends; the extra time is still there, unread.
      await expect(log.getByText('The invigilator resumed the exam. Your time is running again.')).toBeVisible();
      await expect(log).not.toContainText('paused the exam');
      await expect(extra).toBeVisible();

      // Read and dismissed from the keyboard, it goes for good.
      const dismiss = candidate.getByRole('button', { name: 'Dismiss: The invigilator gave you 7 more minutes.' });
      await dismiss.focus();
      await candidate.keyboard.press('Enter');
      await expect(extra).toBeHidden();
      await expect(log.getByText('The invigilator resumed the exam.')).toBeVisible();

      // Not dismissed, the resume message still stays with Listening: Reading opens without it.
      const begin = await finishAndBegin(candidate, 'Listening', 'Reading');
      await expect(messages(candidate)).not.toContainText('invigilator');
      await begin();
      await expect(candidate.getByRole('timer')).toBeVisible({ timeout: 30_000 });
      await expect(messages(candidate)).not.toContainText('invigilator');
    } finally {
      await context.close();
    }
  });

  test('at 1920×1080 in Reading: one more minute, and offline time given back with the amount shown before crediting', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(LARGE);
    const row = await openRoster(page, CANDIDATE);
    const candidateName = CANDIDATE_NAME;
    const { context, page: candidate } = await candidatePage(browser, baseURL, LARGE);
    try {
      await signIn(candidate, CANDIDATE);
      await candidate.getByRole('article', { name: 'Sample Test 1' }).getByRole('link', { name: 'Continue Test' }).click();
      await expect(candidate).toHaveURL(/testId=/);
      const testId = new URL(candidate.url()).searchParams.get('testId') ?? '';
      await candidate.goto(`/sessions/reading?testId=${encodeURIComponent(testId)}`);
      await expect(candidate.getByRole('timer')).toBeVisible({ timeout: 30_000 });
      await expect(row).toContainText('Online');
      const log = messages(candidate);

      await act(page, candidateName, 'Extend time', 'Extend time', 'Time extended for 1 candidate', '1');
      const oneMinute = log.getByText('The invigilator gave you 1 more minute.');
      await expect(oneMinute).toBeVisible();
      await candidate.getByRole('button', { name: 'Dismiss: The invigilator gave you 1 more minute.' }).click();
      await expect(oneMinute).toBeHidden();

      // Offline for a few seconds: the invigilator sees what each chosen candidate will get back.
      await context.setOffline(true);
      await expect(row).toContainText('Offline');
      // Time lost offline is the thing being credited, so some must pass: enough for whole seconds.
      await candidate.waitForTimeout(1_500);
      await context.setOffline(false);
      await expect(row).toContainText('Online', { timeout: 15_000 });
      await page.getByRole('checkbox', { name: `Select ${candidateName}` }).check();
      await page
        .getByRole('group', { name: 'Actions for the chosen candidates' })
        .getByRole('button', { name: 'Credit offline time' })
        .click();
      const credit = page.getByRole('alertdialog', { name: 'Credit offline time' });
      const amount = credit.getByRole('listitem').filter({ hasText: CANDIDATE });
      await expect(amount).toHaveText(new RegExp(`^${CANDIDATE_NAME} \\(${CANDIDATE}\\): (\\d+ s|\\d+ min)$`));
      const shown = (await amount.textContent())?.split(': ')[1] ?? '';
      await credit.getByRole('button', { name: 'Credit offline time' }).click();
      await expect(page.getByText('Offline time given back to 1 candidate')).toBeVisible({ timeout: 15_000 });
      // The candidate is told exactly what the dialog promised (to the second; the dialog rounds to minutes).
      const given = log.getByText(/^You were given back .+: the time you lost while offline\.$/);
      await expect(given).toBeVisible();
      const [, minutes = '0', seconds = '0'] =
        /given back (?:(\d+) minutes?)? ?(?:(\d+) seconds?)?:/.exec((await given.textContent()) ?? '') ?? [];
      const total = Number(minutes) * 60 + Number(seconds);
      expect(total).toBeGreaterThanOrEqual(1);
      expect(shown).toBe(total < 60 ? `${total} s` : `${Math.floor(total / 60)} min`);

      // Writing opens without it.
      const begin = await finishAndBegin(candidate, 'Reading', 'Writing');
      await begin();
      await expect(candidate.getByRole('timer')).toBeVisible({ timeout: 30_000 });
      await expect(messages(candidate)).not.toContainText('given back');
    } finally {
      await context.close();
    }
  });
});

test.describe("the invigilator's alerts", () => {
  test('a reload of the candidate’s page is a reconnect: no "Left the exam", nothing out of view once back', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(SMALL);
    const row = await openRoster(page, RELOADING_CANDIDATE);
    const { context, page: candidate } = await candidatePage(browser, baseURL, SMALL);
    try {
      await signIn(candidate, RELOADING_CANDIDATE);
      await beginListening(candidate);
      await expect(row).toContainText('Online');
      await expect(row).toContainText('In progress');

      const reloads = 3;
      for (let i = 0; i < reloads; i += 1) {
        await candidate.reload();
        await expect(candidate.getByRole('timer')).toBeVisible({ timeout: 30_000 });
      }
      // The timeline has every reconnection before we look at the roster's alerts.
      await row.getByRole('button', { name: RELOADING_NAME }).click();
      const events = page.getByRole('list', { name: 'Events, oldest first' });
      await expect(events.getByRole('listitem').filter({ hasText: /Connected$/ })).toHaveCount(1 + reloads, { timeout: 20_000 });
      await expect(events).not.toContainText('Exam hidden');
      await expect(events).not.toContainText('Exam lost focus');
      await page.getByRole('button', { name: 'Close' }).click();

      await expect(row).toContainText('Online');
      await expect(row).not.toContainText('Left the exam');
      await expect(row).not.toContainText('Exam not in view');

      // A message sent while the candidate's exam is not open waits for them: the next window shows it.
      await candidate.goto('/student-dashboard');
      await expect(row).toContainText('Offline', { timeout: 15_000 });
      await row.getByRole('checkbox', { name: `Select ${RELOADING_NAME}` }).check();
      await page
        .getByRole('group', { name: 'Actions for the chosen candidates' })
        .getByRole('button', { name: 'Send message' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Send a message' });
      await dialog.getByLabel('Message').fill('Please raise your hand when you are back.');
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await expect(dialog).toBeHidden({ timeout: 15_000 });
      await expect(row).toContainText('Not seen yet');
      await candidate
        .getByRole('link', { name: /Continue Test/ })
        .first()
        .click();
      await expect(messages(candidate)).toContainText('Please raise your hand when you are back.', { timeout: 20_000 });
      await expect(row).toContainText('Seen');
    } finally {
      await context.close();
    }
  });
});

test.describe('what the candidate is told is current', () => {
  const VIEWPORT = { width: 1280, height: 800 };
  const TEN_MINUTES = '10 minutes until the listening section ends';

  /** A sitting of its own, with the candidate in Listening. */
  async function inListening(browser: Browser, baseURL: string | undefined, title: string) {
    const suffix = uniqueSuffix().toUpperCase();
    const sitting = await createGroupSitting(1, `${title} ${suffix}`, `${title.slice(0, 3).toUpperCase()}${suffix}`);
    const { loginId } = sitting.candidates[0]!;
    const { context, page } = await candidatePage(browser, baseURL, VIEWPORT);
    await signIn(page, loginId);
    await beginListening(page, sitting.testTitle);
    await expect(page.getByRole('timer')).toBeVisible({ timeout: 30_000 });
    return { context, page, loginId };
  }

  test('a message sent in Listening stays with Listening: Reading opens without it, and a reload does not bring it back', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const { context, page: candidate, loginId } = await inListening(browser, baseURL, 'Section Messages');
    try {
      await invigilate('message', loginId, undefined, { text: TEN_MINUTES });
      await expect(messages(candidate)).toContainText(TEN_MINUTES);

      const begin = await finishAndBegin(candidate, 'Listening', 'Reading');
      await expect(messages(candidate)).not.toContainText(TEN_MINUTES);
      await begin();
      await expect(candidate.getByRole('timer')).toBeVisible({ timeout: 30_000 });
      await expect(messages(candidate)).not.toContainText(TEN_MINUTES);
      await candidate.reload();
      await expect(candidate.getByRole('timer')).toBeVisible({ timeout: 30_000 });
      await expect(messages(candidate)).not.toContainText(TEN_MINUTES);
    } finally {
      await context.close();
    }
  });

  test('a candidate whose test the invigilator ended is told so, not thanked, also after a reload', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { context, page: candidate, loginId } = await inListening(browser, baseURL, 'Ended Test');
    try {
      await invigilate('force-submit', loginId);
      await expect(candidate).toHaveURL(/\/thank-you\?testId=/, { timeout: 15_000 });
      const ended = candidate.getByRole('heading', { name: 'Your invigilator ended your test', level: 1 });
      await expect(ended).toBeVisible();
      await expect(candidate.getByText('Your answers saved up to that moment have been submitted.')).toBeVisible();
      await expect(candidate.getByRole('heading', { name: 'Thank You' })).toHaveCount(0);
      await expect(candidate.getByRole('button', { name: 'Log Out' })).toBeVisible();
      await expectNoSeriousA11yViolations(candidate);

      // Said by the server, not remembered from the live event: a reload says the same.
      await candidate.reload();
      await expect(ended).toBeVisible({ timeout: 15_000 });
      await expect(candidate.getByRole('heading', { name: 'Thank You' })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
