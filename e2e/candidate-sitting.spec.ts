import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from './support/pages';

// CAN0003 is left to this file, so the other browser tests never find its attempt started.
const CANDIDATE = 'CAN0003';

test.describe('candidate sitting', () => {
  test('a candidate starts the sample test; answers are saved, wait offline, land on reconnect and survive a reload', async ({
    page,
  }) => {
    await signIn(page, CANDIDATE);
    await expect(page).toHaveURL(/\/student-dashboard$/);
    await expect(page.getByRole('heading', { name: 'Your Assigned Tests' })).toBeVisible();
    await expect(page.getByText('Complete your assigned IELTS tests to track your progress')).toBeVisible();
    const card = page.getByRole('article', { name: 'Sample Test 1' });
    await expect(card.getByText('Status: Assigned')).toBeVisible();
    await expect(card.getByRole('list', { name: 'Sections' }).getByRole('listitem')).toHaveText([
      'listening',
      'reading',
      'writing',
    ]);
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('link', { name: 'Start Test' }).click();
    await expect(page).toHaveURL(/\/exam\/[0-9a-f-]{36}$/);
    await expect(page.getByText(/Test Taker ID/)).toContainText(CANDIDATE);
    await page.getByRole('button', { name: 'Start Listening' }).click();
    await expect(page.getByRole('timer')).toHaveText(/Time left\s*(29|30):\d\d/);

    const question = (n: number) => page.getByLabel(`Question ${n}`, { exact: true });
    await question(1).fill('Brinton');
    await question(2).fill('Mill');
    await expect(page.getByText('All changes saved')).toBeVisible();

    await page.context().setOffline(true);
    await question(3).fill('nurse');
    await expect(page.getByText('Offline: 1 changes waiting')).toBeVisible();
    await page.context().setOffline(false);
    await expect(page.getByText('All changes saved')).toBeVisible();

    await page.reload();
    await expect(question(1)).toHaveValue('Brinton');
    await expect(question(2)).toHaveValue('Mill');
    await expect(question(3)).toHaveValue('nurse');
    await expect(page.getByText('All changes saved')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(card.getByText('Status: In Progress')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Continue Test' })).toBeVisible();
  });
});
