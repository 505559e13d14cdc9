import { expect, test } from '@playwright/test';
import { createGroupSitting } from './support/database';
import { finishSection, finishSectionNow, passRules } from './support/journey';
import { beginListening, expectNoSeriousA11yViolations, signIn, uniqueSuffix } from './support/pages';
import { markTask, words } from './support/marking';

const ADMIN = 'democentre';

test.describe('writing task bands', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('reach the candidate rounded as bands are: criteria 5, 5, 6 and 6.5 give Task 1 band 5.5, not 5.625', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const suffix = uniqueSuffix().toUpperCase();
    const sitting = await createGroupSitting(1, `Task Bands ${suffix}`, `TBD${suffix}`);
    const candidate = sitting.candidates[0]!;
    const candidatePage = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const adminPage = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();

    // The candidate leaves Listening and Reading blank and writes both tasks.
    await signIn(candidatePage, candidate.loginId);
    await beginListening(candidatePage, sitting.testTitle);
    await finishSectionNow(candidatePage, 'Listening');
    await candidatePage.getByRole('link', { name: 'Start Reading Section' }).click();
    await passRules(candidatePage, 'reading', 'Begin Reading Section');
    await finishSectionNow(candidatePage, 'Reading');
    await candidatePage.getByRole('link', { name: 'Start Writing Section' }).click();
    await passRules(candidatePage, 'writing', 'Begin Writing Test');
    const essay = candidatePage.getByPlaceholder('Start typing your answer here...');
    await essay.fill(words(160, 'chart'));
    await candidatePage
      .getByRole('tablist')
      .getByRole('tab', { name: /Task 2/ })
      .click();
    await essay.fill(words(260, 'essay'));
    await expect(candidatePage.getByText('All changes saved')).toBeVisible();
    const review = await finishSection(candidatePage, 'Writing', 'Submit');
    await review.getByRole('button', { name: 'Submit' }).click();
    await expect(candidatePage).toHaveURL(/\/thank-you/);

    // Task 1: (5 + 5 + 6 + 6.5) / 4 = 5.625; Task 2: 7. Writing (5.625 + 2 × 7) / 3 = 6.54 → 6.5.
    await signIn(adminPage, ADMIN);
    await adminPage.goto('/admin-dashboard/marking');
    await adminPage.getByRole('searchbox', { name: 'Search candidates...' }).fill(candidate.loginId);
    await adminPage.getByRole('link', { name: `Mark ${candidate.name} (${candidate.loginId})` }).click();
    await markTask(adminPage, 1, ['5', '5', '6', '6.5']);
    await markTask(adminPage, 2, ['7', '7', '7', '7']);
    await expect(adminPage.getByText(/Writing band/)).toContainText('6.5');

    await adminPage.goto(`/admin-dashboard/results/${sitting.assignmentId}`);
    const row = adminPage.getByRole('row').filter({ hasText: candidate.loginId });
    await expect(async () => {
      await adminPage.reload();
      await expect(row.getByText('Ready to release')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await adminPage.getByRole('button', { name: 'Release all marked' }).click();
    await adminPage
      .getByRole('alertdialog', { name: 'Release results?' })
      .getByRole('button', { name: 'Release all marked' })
      .click();
    await expect(adminPage.getByText('Released 1 result(s)')).toBeVisible();

    // The candidate's released result: each task's band to the half band, the criteria as marked.
    await candidatePage.goto('/test-results');
    const card = candidatePage.getByRole('article').filter({ hasText: sitting.testTitle });
    await expect(card.getByText('Writing feedback')).toBeVisible();
    const task1 = card.getByRole('region', { name: /^Task 1/ });
    await expect(task1.getByRole('heading')).toContainText('Band 5.5');
    await expect(task1.getByRole('heading')).not.toContainText('5.625');
    await expect(task1.getByRole('definition')).toHaveText(['5.0', '5.0', '6.0', '6.5']);
    await expect(card.getByRole('region', { name: /^Task 2/ }).getByRole('heading')).toContainText('Band 7.0');
    await expect(card.locator('li.band-card').filter({ hasText: 'Writing' })).toContainText('6.5');
    await card.getByText('Writing feedback').scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(candidatePage);
  });
});
