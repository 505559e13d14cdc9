import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from './support/pages';

// Practice tests touch no assignment, so the dashboard's candidate can use them without changing it.
const CANDIDATE = 'CAN0001';

test.describe('practice mode', () => {
  test('a candidate runs a public practice test question by question and the server marks it at the end', async ({ page }) => {
    await signIn(page, CANDIDATE);
    await page.getByRole('link', { name: 'Practice tests' }).click();
    await expect(page).toHaveURL(/\/practice$/);
    await expect(page.getByRole('heading', { name: 'Practice Tests' })).toBeVisible();
    const card = page.getByRole('article', { name: 'Reading Practice Test 1' });
    await expect(card).toContainText('60 minutes');
    await expectNoSeriousA11yViolations(page);

    // Nothing that marks an answer reaches the browser before the end.
    const served = await page.request.get(`${process.env.E2E_API_URL}/api/tests/reading-practice-1`);
    expect(await served.text()).not.toMatch(/"accept"|correct_?answer|solution/i);

    await card.getByRole('link', { name: 'Start' }).click();
    await expect(page).toHaveURL(/\/practice\/reading-practice-1$/);
    await expect(page.getByText('Step 1 of')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await page.locator('#question-1 input[type="text"]').fill('sheep');
    await page.locator('#question-2 input[type="text"]').fill('graphite');
    await expect(page.getByText('Answered 2 of 40')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Finish' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Finish the test?' });
    await expect(confirm).toContainText('You have answered 2 of 40 questions.');
    await confirm.getByRole('button', { name: 'Finish' }).click();

    await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('1 / 40')).toBeVisible();
    await expect(page.getByText('Not passed')).toBeVisible();
    const row = (n: number) =>
      page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(n), exact: true }) });
    await expect(row(1)).toContainText('Correct');
    await expect(row(2)).toContainText('lead');
    await expect(row(2)).toContainText('Incorrect');
    await expectNoSeriousA11yViolations(page);
  });

  test('without the server the built-in sample reading test runs, and keeps the answers for marking', async ({ page }) => {
    await signIn(page, CANDIDATE);
    await page.route('**/api/tests**', (route) => route.abort('internetdisconnected'));
    await page.goto('/practice/reading-practice-1');
    await expect(page.getByText(/built-in sample reading test runs instead/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Sample Reading Test' })).toBeVisible();
    await page.locator('#question-1 input[type="text"]').fill('sheep');
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByRole('alertdialog', { name: 'Finish the test?' }).getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByText(/Marking needs the server/)).toBeVisible({ timeout: 15_000 });

    await page.unroute('**/api/tests**');
    await page.getByRole('button', { name: 'Try marking again' }).click();
    await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('1 / 40')).toBeVisible();
  });
});
