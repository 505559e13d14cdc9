import { expect, test } from '@playwright/test';
import { createGroupSitting, submittedSitting, withDatabase } from './support/database';
import { markTask, words } from './support/marking';
import { expectNoSeriousA11yViolations, signIn, uniqueSuffix } from './support/pages';

const ADMIN = 'democentre';

test.describe('speaking band', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the examiner records Speaking beside Writing and the results show IELTS's overall of the four skills", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const suffix = uniqueSuffix().toUpperCase();
    const sitting = await createGroupSitting(1, `Speaking Band ${suffix}`, `SPK${suffix}`);
    const candidate = sitting.candidates[0]!;
    const attemptId = await submittedSitting(sitting.assignmentId, candidate.loginId, {
      task1: words(160, 'chart'),
      task2: words(260, 'essay'),
    });
    // Listening 26/40 (6.5) and Reading 27/40 (6.5), as the worker would have marked them.
    await withDatabase((client) =>
      client.query(
        `UPDATE section_results SET raw_score = CASE section WHEN 'listening' THEN 26 ELSE 27 END, band = 6.5
          WHERE attempt_id = $1 AND section IN ('listening', 'reading')`,
        [attemptId],
      ),
    );

    // Writing all 6 (6.0); Speaking 5. L/R/W alone would be (6.5 + 6.5 + 6) / 3 = 6.33 → 6.5; with
    // Speaking the overall is (6.5 + 6.5 + 6 + 5) / 4 = 6.0.
    await signIn(page, ADMIN);
    await page.goto(`/admin-dashboard/marking/${attemptId}`);
    await markTask(page, 1, '6');
    await markTask(page, 2, '6');
    await expect(page.getByText(/Writing band/)).toHaveText('Writing band: 6');
    const speaking = page.getByRole('form', { name: 'Speaking band' });
    await expect(speaking.getByRole('status')).toHaveText('Not recorded');
    // Keyboard: the labelled select takes the band, the button saves it.
    await speaking.getByLabel('Speaking band').focus();
    await speaking.getByLabel('Speaking band').selectOption('5');
    await page.keyboard.press('Tab');
    await expect(speaking.getByRole('button', { name: 'Save Speaking band' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(speaking.getByRole('status')).toHaveText(/^Recorded by .+ on /);
    await expect(speaking.getByLabel('Speaking band')).toHaveValue('5');
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/admin-dashboard/results/${sitting.assignmentId}`);
    const row = page.getByRole('row').filter({ hasText: candidate.loginId });
    await expect(async () => {
      await page.reload();
      await expect(row.getByText('Ready to release')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    await expect(row).toContainText('5.0');
    await expect(row).toContainText('6.0L/R/W/S');
    await expect(row).not.toContainText('L/R/W average');

    await row.getByRole('button', { name: `View Details: ${candidate.name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('li.band-card').filter({ hasText: 'Speaking' })).toContainText('5.0');
    await expect(dialog.getByText(/^Recorded by .+ on /)).toBeVisible();
    const overall = dialog.locator('li.band-card--overall');
    await expect(overall).toContainText('Overall band');
    await expect(overall).toContainText('6.0');
    await expect(overall).not.toContainText('L/R/W average');
    await expect(dialog.getByText(/average of Listening, Reading, Writing and Speaking/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Release' }).click();
    await expect(page.getByText('Released 1 result(s)')).toBeVisible();

    // The candidate's released result: the Speaking card and the overall of the four skills.
    const candidatePage = await (await browser.newContext()).newPage();
    await signIn(candidatePage, candidate.loginId);
    await candidatePage.goto('/test-results');
    const card = candidatePage.getByRole('article').filter({ hasText: sitting.testTitle });
    await expect(card.locator('li.band-card').filter({ hasText: 'Speaking' })).toContainText('5.0');
    await expect(card.locator('li.band-card--overall')).toContainText('6.0');
    await expect(card.locator('li.band-card--overall')).not.toContainText('L/R/W average');
    await expect(card.getByText(/average of Listening, Reading, Writing and Speaking/)).toBeVisible();
  });
});
