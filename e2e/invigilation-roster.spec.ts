import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createGroupSitting, type GroupSitting } from './support/database';
import { beginListening, signIn, uniqueSuffix } from './support/pages';

const ADMIN = 'democentre';
/** A full exam room: more candidates than the 30 that must fit on a 1080-pixel-high screen. */
const ROOM_SIZE = 32;

const words = (count: number, stem: string) => Array.from({ length: count }, (_, i) => `${stem}${i + 1}`).join(' ');

/** The roster's cell of a row under a column, found by its header (columns can be hidden and reordered). */
async function cellOf(page: Page, row: Locator, header: string): Promise<Locator> {
  const headers = (await page.getByRole('table').getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const index = headers.findIndex((text) => text.startsWith(header));
  expect(index, `column ${header} among ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return row.getByRole('cell').nth(index);
}

async function openRoster(page: Page, sitting: GroupSitting): Promise<Locator> {
  await page.goto(`/admin-dashboard/invigilation/${sitting.assignmentId}`);
  return rosterLoaded(page, sitting);
}

/** The roster as the watch's answer brings it, which may take a moment on a busy machine. */
async function rosterLoaded(page: Page, sitting: GroupSitting): Promise<Locator> {
  await expect(page.getByRole('heading', { name: sitting.testTitle, level: 1 })).toBeVisible({ timeout: 20_000 });
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(ROOM_SIZE + 1);
  return table;
}

/** How the roster sits on the screen, measured in the page. */
function rosterGeometry(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector('table')!;
    const wrap = table.parentElement!;
    const sidebar = document.querySelector('.console__sidebar');
    const alerts = [...table.querySelectorAll('th')].find((th) => th.textContent?.trim().startsWith('Alerts'));
    const rows = [...table.querySelectorAll('tbody tr')];
    return {
      viewportWidth: window.innerWidth,
      viewportHeight: window.innerHeight,
      pageScrollWidth: document.documentElement.scrollWidth,
      tableWidth: table.getBoundingClientRect().width,
      wrapWidth: wrap.clientWidth,
      /** The width beside the sidebar: what the invigilator's screen offers the page. */
      contentWidth: window.innerWidth - (sidebar?.getBoundingClientRect().right ?? 0),
      alertsRight: alerts ? alerts.getBoundingClientRect().right : Number.POSITIVE_INFINITY,
      rowsInView: rows.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length,
      tallestRow: Math.max(...rows.map((row) => row.getBoundingClientRect().height)),
      /** One line of a cell's text, as the roster sets it. */
      lineHeight: parseFloat(getComputedStyle(table.querySelector('tbody td')!).lineHeight),
    };
  });
}

test.describe('the invigilator roster of a full room', () => {
  let sitting: GroupSitting;

  test.beforeAll(async ({ browser, baseURL }) => {
    // Its own names: a worker restarted after a failure makes a room of its own.
    const suffix = uniqueSuffix().toUpperCase().slice(0, 3);
    sitting = await createGroupSitting(ROOM_SIZE, `Roster Room ${suffix}`, `R${suffix}`);
    // One candidate under way, so the room has the fullest row: section, place, sound check, saves, alerts.
    const candidateContext = await browser.newContext({ baseURL });
    try {
      const candidate = await candidateContext.newPage();
      await signIn(candidate, sitting.candidates[1]!.loginId);
      await beginListening(candidate, sitting.testTitle);
    } finally {
      await candidateContext.close();
    }
  });
  // Thirty-two live rows (and axe reading them all) take longer than a small page on a shared machine.
  test.describe.configure({ timeout: 120_000 });

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 1920, height: 1080 },
  ]) {
    test(`at ${viewport.width}x${viewport.height} the roster fits the screen with Alerts in view`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page, ADMIN);
      await openRoster(page, sitting);
      await expect(page.getByRole('row').filter({ hasText: sitting.candidates[1]!.loginId })).toContainText('Sound checked');
      const geometry = await rosterGeometry(page);

      // No sideways scrolling, of the page or of the table in its box, and Alerts is on screen.
      expect(geometry.pageScrollWidth).toBeLessThanOrEqual(geometry.viewportWidth);
      expect(geometry.tableWidth).toBeLessThanOrEqual(geometry.wrapWidth + 1);
      expect(geometry.alertsRight).toBeLessThanOrEqual(geometry.viewportWidth);
      if (viewport.width >= 1920) {
        // The wide screen is used, not left a third empty.
        expect(geometry.tableWidth).toBeGreaterThan(0.85 * geometry.contentWidth);
        // Compact rows: a room of 30 is seen at once.
        expect(geometry.rowsInView).toBeGreaterThanOrEqual(30);
      } else {
        // The sidebar folds to its icons for the roster, and no row, the fullest included, takes more
        // than two lines (a line of text, the cell's padding and a badge's border aside).
        await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
        expect(geometry.tallestRow).toBeLessThanOrEqual(3 * geometry.lineHeight);
        expect(geometry.rowsInView).toBeGreaterThanOrEqual(10);
      }
    });
  }

  test("at 1280 px the invigilator's own choice of sidebar wins over the roster's folding", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await signIn(page, ADMIN);
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
    await openRoster(page, sitting);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    const sidebarWidth = () => page.locator('#console-sidebar').evaluate((sidebar) => sidebar.getBoundingClientRect().width);
    // Open, it shows the menu's words (240 px), not only the icons (64 px).
    await expect.poll(sidebarWidth).toBeGreaterThan(200);
    // Remembered in this browser: the roster opened again keeps the sidebar as the invigilator left it.
    await page.getByRole('link', { name: 'Back to Invigilation' }).click();
    await openRoster(page, sitting);
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
    expect(await sidebarWidth()).toBeGreaterThan(200);
  });

  test("one invigilator's automatic-credit switch moves on another's roster at once", async ({ page, browser, baseURL }) => {
    await signIn(page, ADMIN);
    await openRoster(page, sitting);
    const otherContext = await browser.newContext({ baseURL });
    try {
      const other = await otherContext.newPage();
      await signIn(other, ADMIN);
      await openRoster(other, sitting);
      const mine = page.getByRole('switch', { name: 'Give offline time back automatically' });
      const theirs = other.getByRole('switch', { name: 'Give offline time back automatically' });
      await expect(theirs).not.toBeChecked();
      await mine.check();
      await expect(mine).toBeChecked();
      await expect(theirs).toBeChecked();
      await theirs.uncheck();
      await expect(mine).not.toBeChecked();
    } finally {
      await otherContext.close();
    }
  });

  test('the invigilator chooses the columns from the keyboard; the choice survives a reload', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await signIn(page, ADMIN);
    const table = await openRoster(page, sitting);
    await expect(table.getByRole('columnheader', { name: 'Last saved' })).toBeVisible();

    const chooser = page.getByRole('button', { name: 'Columns' });
    await expect(chooser).toHaveAttribute('aria-expanded', 'false');
    await chooser.focus();
    await page.keyboard.press('Enter');
    await expect(chooser).toHaveAttribute('aria-expanded', 'true');
    const columns = page.getByRole('group', { name: 'Columns shown' });
    await expect(columns).toBeVisible();
    // Name and Alerts are what the roster is for: they cannot be hidden.
    await expect(columns.getByRole('checkbox', { name: 'Candidate' })).toBeDisabled();
    await expect(columns.getByRole('checkbox', { name: 'Candidate' })).toBeChecked();
    await expect(columns.getByRole('checkbox', { name: 'Alerts' })).toBeDisabled();
    await expect(columns.getByRole('checkbox', { name: 'Alerts' })).toBeChecked();

    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    const lastSaved = columns.getByRole('checkbox', { name: 'Last saved' });
    await expect(lastSaved).toBeChecked();
    await lastSaved.focus();
    await page.keyboard.press('Space');
    await expect(lastSaved).not.toBeChecked();
    await expect(table.getByRole('columnheader', { name: 'Last saved' })).toHaveCount(0);
    // Escape closes the menu and gives focus back to its button.
    await page.keyboard.press('Escape');
    await expect(columns).toBeHidden();
    await expect(chooser).toBeFocused();

    await page.reload();
    await rosterLoaded(page, sitting);
    await expect(table.getByRole('columnheader', { name: 'Alerts' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Last saved' })).toHaveCount(0);

    await chooser.click();
    await columns.getByRole('checkbox', { name: 'Last saved' }).check();
    await expect(table.getByRole('columnheader', { name: 'Last saved' })).toBeVisible();
  });

  test("a candidate's flagged question and the words of their essay show on the roster as they work", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(360_000);
    const { loginId } = sitting.candidates[0]!;
    await page.setViewportSize({ width: 1920, height: 1080 });
    await signIn(page, ADMIN);
    const table = await openRoster(page, sitting);
    const row = table.getByRole('row').filter({ hasText: loginId });

    const candidateContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 720 } });
    try {
      const candidate = await candidateContext.newPage();
      await signIn(candidate, loginId);
      await beginListening(candidate, sitting.testTitle);

      await candidate.locator('#question-3').getByRole('button', { name: 'Flag question 3 for review' }).click();
      await expect(await cellOf(page, row, 'Flags')).toContainText('1 · L 3');
      await candidate.locator('#question-5').getByRole('button', { name: 'Flag question 5 for review' }).click();
      await expect(await cellOf(page, row, 'Flags')).toContainText('2 · L 3, 5');
      await candidate.locator('#question-3').getByRole('button', { name: 'Flag question 3 for review' }).click();
      await expect(await cellOf(page, row, 'Flags')).toContainText('1 · L 5');

      await candidate.getByRole('contentinfo').getByRole('button', { name: 'Finish Listening' }).click();
      await candidate.getByRole('alertdialog').getByRole('button', { name: 'Finish Listening' }).click();
      await candidate
        .getByRole('link', { name: 'Start Reading Section' })
        .or(candidate.getByRole('button', { name: 'Start Reading Section' }))
        .click();
      await candidate.getByRole('checkbox').check();
      await candidate.getByRole('button', { name: 'Begin Reading Section' }).click();
      await expect(candidate).toHaveURL(/\/sessions\/reading/);
      await candidate.getByRole('contentinfo').getByRole('button', { name: 'Finish Reading' }).click();
      await candidate.getByRole('alertdialog').getByRole('button', { name: 'Finish Reading' }).click();
      await candidate
        .getByRole('link', { name: 'Start Writing Section' })
        .or(candidate.getByRole('button', { name: 'Start Writing Section' }))
        .click();
      await candidate.getByRole('checkbox').check();
      await candidate.getByRole('button', { name: 'Begin Writing Test' }).click();
      await expect(candidate).toHaveURL(/\/sessions\/writing/);

      // Spaces, line breaks and hyphens as people type them: the roster counts as the candidate's screen does.
      const essay = candidate.getByPlaceholder('Start typing your answer here...');
      await essay.fill(`  The well-known chart\n\nshows   1990's ${words(40, 'figure')}  \n`);
      await expect(candidate.getByRole('main').getByText('Words: 45')).toBeVisible();
      await expect(candidate.getByText('All changes saved')).toBeVisible();
      const wordsCell = await cellOf(page, row, 'Words');
      await expect(wordsCell).toContainText('T1 45 · T2 0');

      // Read afresh from the saved answers, the count is the same.
      await page.reload();
      await rosterLoaded(page, sitting);
      await expect(await cellOf(page, row, 'Words')).toContainText('T1 45 · T2 0');
      await expect(await cellOf(page, row, 'Flags')).toContainText('1 · L 5');
    } finally {
      await candidateContext.close();
    }
  });
});
