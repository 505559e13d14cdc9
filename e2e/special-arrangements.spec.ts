import { expect, test } from '@playwright/test';
import { createGroupSitting, newDemoCandidate, withDatabase } from './support/database';
import { beginListening, passSoundCheck, signIn, uniqueSuffix } from './support/pages';

test.describe('special arrangements', () => {
  test('a candidate given 25 % extra time on their profile sees 37½ minutes of Listening on the timer, in large text', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const loginId = await newDemoCandidate(`ARR${uniqueSuffix().toUpperCase()}`);
    const studentId = await withDatabase(async (client) => {
      const { rows } = await client.query<{ id: string }>('SELECT id FROM users WHERE login_id = $1', [loginId]);
      return rows[0]!.id;
    });

    await signIn(page, 'democentre');
    await page.goto(`/admin-dashboard/students/${studentId}`);
    const panel = page.getByRole('region', { name: 'Special arrangements' });
    await panel.getByLabel('Extra time (%)').fill('25');
    await panel.getByLabel('Text size').selectOption('large');
    await panel.getByRole('button', { name: 'Save arrangements' }).click();
    await expect(page.getByText('Special arrangements saved')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '25 % per section' })).toBeVisible();

    const candidate = await (await browser.newContext({ baseURL })).newPage();
    await signIn(candidate, loginId);
    await beginListening(candidate);
    await expect(candidate.getByRole('timer')).toHaveText(/Time left\s*37:[0-3]\d/);
    await expect(candidate.locator('html')).toHaveAttribute('data-text-size', 'large');
  });

  test("an admin gives one candidate of a group 10 more minutes for this test on the assignment; that candidate's rules and timer show 40 minutes of Listening", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const suffix = uniqueSuffix();
    const sitting = await createGroupSitting(2, `Arranged ${suffix}`, `ARG${suffix.slice(0, 3).toUpperCase()}`);
    const [arranged, other] = sitting.candidates;

    await signIn(page, 'democentre');
    await page.getByRole('navigation', { name: 'Admin panel' }).getByRole('link', { name: 'Assigned Tests' }).click();
    await page
      .getByRole('row')
      .filter({ hasText: `${sitting.testTitle} group (group)` })
      .getByRole('button', { name: /^Arrangements:/ })
      .click();
    const dialog = page.getByRole('dialog', { name: `Candidate arrangements: ${sitting.testTitle}` });
    await dialog.getByRole('button', { name: `Edit: ${arranged!.name}` }).click();
    await dialog.getByLabel('Extra minutes per section for this test').fill('10');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Arrangements saved')).toBeVisible();
    const row = dialog.getByRole('row').filter({ hasText: arranged!.loginId });
    await expect(row).toContainText('10 minutes (for this test)');
    await expect(dialog.getByRole('row').filter({ hasText: other!.loginId })).toContainText('None');

    const candidate = await (await browser.newContext({ baseURL })).newPage();
    await signIn(candidate, arranged!.loginId);
    await candidate
      .getByRole('article', { name: sitting.testTitle })
      .getByRole('link', { name: /Start Test|Continue Test/ })
      .click();
    await expect(
      candidate.getByText('Your special arrangements give you 40 minutes for this section instead of the standard 30.'),
    ).toBeVisible();
    await candidate.getByRole('checkbox', { name: /I have read and understood/ }).check();
    await candidate.getByRole('button', { name: 'Begin Listening Test' }).click();
    await passSoundCheck(candidate);
    await expect(candidate.getByRole('timer')).toHaveText(/Time left\s*(40:00|39:[0-5]\d)/);
  });
});
