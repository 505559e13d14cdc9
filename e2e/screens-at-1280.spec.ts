import { expect, test, type Locator, type Page } from '@playwright/test';
import { LOGIN_CONSECUTIVE_FAILURES_PER_ADDRESS } from '@cdi/contracts';
import { newDemoStudents } from './support/admin-data';
import { newDemoCandidate, withDatabase } from './support/database';
import { beginListening, DEMO_PASSWORD, expectNoSeriousA11yViolations, signIn, uniqueSuffix } from './support/pages';

/*
 * Screens at the size of a centre's laptop (1280x800): wide tables fit without sideways scrolling,
 * the exam's floating tools do not cover each other, the bottom bar stays down while the screen is
 * hidden, the navigator's buttons read as a screen reader should say them, counts read as words.
 */
test.use({ viewport: { width: 1280, height: 800 } });

/** Neither the table nor the page scrolls sideways: every column, the last one too, is on screen. */
async function expectFitsSideways(page: Page, table: Locator): Promise<void> {
  const wrap = table.locator('xpath=..');
  const hidden = await wrap.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(hidden, 'pixels of the table cut off at its right edge').toBeLessThanOrEqual(0);
  const pageHidden = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(pageHidden, 'pixels of the page beyond the window').toBeLessThanOrEqual(0);
  const lastHeader = table.getByRole('columnheader').last();
  const box = (await lastHeader.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
}

test('the students table, its Actions column included, fits 1280 px and counts one student as one', async ({ page, request }) => {
  // A student as long as real ones get, whose sign-in wrong passwords have locked (the lock and its
  // Unlock button sit under the name).
  const surname = `Nakamura-Villanueva${uniqueSuffix()}`;
  const [student] = await newDemoStudents(`FIT${uniqueSuffix().toUpperCase()}`, [['Alexandrina', surname]]);
  await withDatabase((client) =>
    client.query(`UPDATE users SET email = $2 WHERE id = $1`, [student!.id, `alexandrina.${surname.toLowerCase()}@example.org`]),
  );
  for (let i = 0; i < LOGIN_CONSECUTIVE_FAILURES_PER_ADDRESS; i++) {
    await request.post('/api/auth/login', { form: { candidate_id: student!.loginId, password: `wrong-${i}` } });
  }

  await signIn(page, 'democentre');
  await page.goto('/admin-dashboard/students');
  // Found by search: earlier tests' students may push the row off the first page.
  await page.getByRole('searchbox', { name: 'Search students' }).fill(surname);
  const table = page.getByRole('table', { name: 'Students' });
  const row = table.getByRole('row', { name: new RegExp(surname) });
  await expect(row.getByRole('button', { name: `Unlock sign-in for Alexandrina ${surname}` })).toBeVisible();
  await expectFitsSideways(page, table);
  await expect(row.getByRole('button', { name: `Suspend Alexandrina ${surname}` })).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole('link', { name: `View details of Alexandrina ${surname}` })).toBeInViewport({ ratio: 1 });

  await expect(page.getByRole('navigation', { name: 'Pages of students' }).getByRole('status')).toHaveText(
    '1 student · page 1 of 1',
  );
  await expectNoSeriousA11yViolations(page);
});

test('the developer’s tenants list fits 1280 px, long names and IDs included', async ({ page, request }) => {
  const suffix = uniqueSuffix();
  const login = await request.post('/api/auth/login', { form: { candidate_id: 'developer', password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const created = await request.post('/api/developer/tenants', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      tenant_name: `Riverside International Academy of English Language Studies ${suffix}`,
      tenant_id: `riversideinternationalacademyenglish${suffix}`,
      tenant_password: 'riverside-pass',
    },
  });
  expect(created.status()).toBe(201);

  await signIn(page, 'developer');
  await page.goto('/dev/tenants');
  const table = page.getByRole('table', { name: 'Tenants' });
  await expect(table.getByRole('cell', { name: 'Demo Centre', exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: new RegExp(`View Riverside International .* ${suffix}`) })).toBeInViewport({
    ratio: 1,
  });
  await expectFitsSideways(page, table);
  await expectNoSeriousA11yViolations(page);
});

test.describe('the exam screen at 1280x800', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, await newDemoCandidate(`FIT-${uniqueSuffix()}`));
    await beginListening(page);
  });

  test('the Options menu opens above the Notes panel', async ({ page }) => {
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Notes', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Your notes' })).toBeVisible();
    await header.getByRole('button', { name: 'Options', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Options' });
    await expect(menu).toBeVisible();
    // What is drawn at each of the menu's entries is the menu, not the note over it.
    for (const entry of await menu.getByRole('button').all()) {
      const box = (await entry.boundingBox())!;
      const onTop = await page.evaluate(
        ([x, y]) => (document.elementFromPoint(x!, y!)?.closest('.exam-options__panel') ? 'the menu' : 'something else'),
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(onTop, `what is drawn over "${await entry.innerText()}"`).toBe('the menu');
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('the bottom bar stays at the bottom while the screen is hidden', async ({ page }) => {
    const navigator = page.getByRole('navigation', { name: 'Questions' });
    const before = (await navigator.boundingBox())!;
    await page.getByRole('button', { name: 'Hide screen' }).click();
    await expect(page.getByText('Screen hidden. Select Show screen to continue.')).toBeVisible();
    const after = (await navigator.boundingBox())!;
    expect(Math.round(after.y + after.height)).toBe(Math.round(before.y + before.height));
    await expectNoSeriousA11yViolations(page);
  });

  test('the navigator’s buttons are named as they are read: "Question 1", "Part 2, 0 of 10 answered"', async ({ page }) => {
    const navigator = page.getByRole('navigation', { name: 'Questions' });
    await expect(navigator.getByRole('button', { name: 'Question 1, not answered', exact: true })).toBeVisible();
    await expect(navigator.getByRole('button', { name: 'Part 2, 0 of 10 answered', exact: true })).toBeVisible();
    // No name runs a part's number into its count ('Part 20 of 10').
    for (const button of await navigator.getByRole('button').all()) {
      const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
      expect(name).not.toMatch(/^Part \d+\d of \d+$/);
    }
    await expectNoSeriousA11yViolations(page);
  });
});

test('the candidate dashboard names the time zone of its times', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: 'Asia/Ho_Chi_Minh' });
  const page = await context.newPage();
  const candidate = await newDemoCandidate(`ZONE-${uniqueSuffix()}`);
  // A test of their own that closes at a known moment: 2030-01-15 10:00 UTC is 17:00 in Ho Chi Minh City.
  await withDatabase((client) =>
    client.query(
      `INSERT INTO assignments (tenant_id, test_id, user_id, closes_at)
       SELECT u.tenant_id, t.id, u.id, '2030-01-15T10:00:00Z'
         FROM users u JOIN tests t ON t.tenant_id = u.tenant_id AND t.title = 'Sample Test 1'
        WHERE u.login_id = $1
        LIMIT 1`,
      [candidate],
    ),
  );
  await signIn(page, candidate);
  await expect(page.getByText('2030-01-15 17:00 GMT+7').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
