import { expect, test } from '@playwright/test';
import { newDemoCandidate, withDatabase } from './support/database';
import { beginListening, signIn, uniqueSuffix } from './support/pages';

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
});
