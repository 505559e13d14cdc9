import { expect, test, type Locator } from '@playwright/test';
import { createGroupSitting, submittedSitting } from './support/database';
import { expectNoSeriousA11yViolations, signIn, uniqueSuffix } from './support/pages';
import { markTask, words } from './support/marking';

const ADMIN = 'democentre';

/** The candidate's Writing and Overall band cards on /test-results. */
async function expectCandidateBands(card: Locator, writing: string, overall: string): Promise<void> {
  await expect(card.locator('li.band-card').filter({ hasText: 'Writing' })).toContainText(writing);
  await expect(card.locator('li.band-card').filter({ hasText: 'Overall' })).toContainText(overall);
  await expect(card.getByText('Not marked yet')).toHaveCount(0);
}

test.describe('results: a released result never changes by itself', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('releasing asks first; turning second marking on and off leaves the released bands, and a re-mark asks first, naming whom it touches', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const suffix = uniqueSuffix().toUpperCase();
    const sitting = await createGroupSitting(1, `Released Results ${suffix}`, `REL${suffix}`);
    const candidate = sitting.candidates[0]!;
    // Listening and Reading blank (0/40, band 0); the essays wait for an examiner.
    await submittedSitting(sitting.assignmentId, candidate.loginId, { task1: words(160, 'chart'), task2: words(260, 'essay') });
    const adminPage = await (await browser.newContext()).newPage();
    const candidatePage = await (await browser.newContext()).newPage();

    // The centre marks the writing once: each task all 6, Writing 6.0; overall (0 + 0 + 6) / 3 = 2.0.
    await signIn(adminPage, ADMIN);
    await adminPage.goto('/admin-dashboard/marking');
    const secondMarking = adminPage.getByRole('switch', { name: 'Second marking' });
    await expect(secondMarking).not.toBeChecked();
    await adminPage.getByRole('searchbox', { name: 'Search candidates...' }).fill(candidate.loginId);
    await adminPage.getByRole('link', { name: `Mark ${candidate.name} (${candidate.loginId})` }).click();
    await markTask(adminPage, 1, '6');
    await markTask(adminPage, 2, '6');
    // The marking screens print a band as 6 or 6.0: either is Writing 6.
    await expect(adminPage.getByText(/Writing band/)).toContainText(/Writing band: 6(\.0)?$/);

    // Releasing asks first, naming the test and how many candidates see their results.
    const resultsPath = `/admin-dashboard/results/${sitting.assignmentId}`;
    await adminPage.goto(resultsPath);
    const row = adminPage.getByRole('row').filter({ hasText: candidate.loginId });
    await expect(async () => {
      await adminPage.reload();
      await expect(row.getByText('Ready to release')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await adminPage.getByRole('button', { name: 'Release all marked' }).click();
    const release = adminPage.getByRole('alertdialog', { name: 'Release results?' });
    await expect(release).toContainText(`Release results for 1 candidate(s) of “${sitting.testTitle}”?`);
    await expectNoSeriousA11yViolations(adminPage);
    await release.getByRole('button', { name: 'Cancel' }).click();
    await expect(release).toHaveCount(0);
    // A row's own Release asks too, naming the candidate.
    await row.getByRole('button', { name: `Release: ${candidate.name}` }).click();
    await expect(release).toContainText(
      `Release results for ${candidate.name} (${candidate.loginId}) of “${sitting.testTitle}”?`,
    );
    await release.getByRole('button', { name: 'Cancel' }).click();
    await expect(release).toHaveCount(0);
    await expect(row.getByText('Ready to release')).toBeVisible();
    await adminPage.getByRole('button', { name: 'Release all marked' }).click();
    await release.getByRole('button', { name: 'Release all marked' }).click();
    await expect(adminPage.getByText('Released 1 result(s)')).toBeVisible();
    await expect(row.getByText('Released', { exact: true })).toBeVisible();

    await signIn(candidatePage, candidate.loginId);
    await candidatePage.goto('/test-results');
    const card = candidatePage.getByRole('article').filter({ hasText: sitting.testTitle });
    await expectCandidateBands(card, '6.0', '2.0');

    // Second marking on: a change for the scripts still to mark; the one marked and released stays marked.
    await adminPage.goto('/admin-dashboard/marking');
    await adminPage.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'All' }).click();
    await adminPage.getByRole('searchbox', { name: 'Search candidates...' }).fill(candidate.loginId);
    const script = adminPage.getByRole('row').filter({ hasText: candidate.loginId });
    // Candidate, test, submitted, words, status, then the Writing band.
    const scriptBand = script.getByRole('cell').nth(5);
    await expect(script).toContainText('Marked');
    await secondMarking.check();
    await expect(adminPage.getByText('Marking settings saved')).toBeVisible();
    await expect(secondMarking).toBeChecked();
    await expect(script).toContainText('Marked');
    await expect(scriptBand).toHaveText(/^6(\.0)?$/);
    await expect(script).not.toContainText('Needs second marker');
    await secondMarking.uncheck();
    await expect(secondMarking).not.toBeChecked();
    await expect(script).toContainText('Marked');
    await expect(scriptBand).toHaveText(/^6(\.0)?$/);

    // A re-mark is the one way a released result changes: it asks first, naming how many and whose released results.
    await adminPage.goto(resultsPath);
    await adminPage.getByRole('button', { name: 'Re-mark Listening and Reading' }).click();
    const remark = adminPage.getByRole('alertdialog', { name: 'Re-mark Listening and Reading?' });
    await expect(remark).toContainText(`Listening and Reading of 1 candidate(s) of “${sitting.testTitle}”`);
    await expect(remark).toContainText('Released results can change for 1 candidate(s):');
    await expect(remark.getByRole('listitem')).toHaveText(`${candidate.name} (${candidate.loginId})`);
    await expectNoSeriousA11yViolations(adminPage);
    await remark.getByRole('button', { name: 'Re-mark Listening and Reading' }).click();
    await expect(adminPage.getByText('Re-marking queued for 2 section(s)')).toBeVisible();
    await expect(remark).toHaveCount(0);

    // Listening and Reading marked again (the same blank answers): the released row is as released.
    await expect(async () => {
      await adminPage.reload();
      await expect(row).toContainText('0/40', { timeout: 2_000 });
      await expect(row.getByText('Released', { exact: true })).toBeVisible({ timeout: 2_000 });
      await expect(row).toContainText('6.0', { timeout: 2_000 });
      await expect(row).toContainText('2.0', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await candidatePage.reload();
    await expectCandidateBands(card, '6.0', '2.0');
  });
});
