import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createGroupSitting } from './support/database';
import { finishSection, finishSectionNow, passRules } from './support/journey';
import { beginListening, expectNoSeriousA11yViolations, signIn, uniqueSuffix } from './support/pages';
import { markTask, words } from './support/marking';

const ADMIN = 'democentre';

/** Types into the answer box of a question on the open part. */
async function answer(page: Page, n: number, value: string): Promise<void> {
  await page.locator(`#question-${n}`).locator('input[type="text"], textarea').first().fill(value);
}

test.describe('results: a sitting marked, released and exported', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('the candidate sits the test with known answers, the centre marks the writing and releases, and the candidate sees the bands; the export holds the same numbers', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const suffix = uniqueSuffix().toUpperCase();
    const sitting = await createGroupSitting(1, `Results Journey ${suffix}`, `RES${suffix}`);
    const candidate = sitting.candidates[0]!;
    const candidatePage = await (await browser.newContext()).newPage();
    const adminPage = await (await browser.newContext()).newPage();

    // The candidate: one right answer in Listening (1: Brinton; 2 is misspelt), one in Reading, both essays.
    await signIn(candidatePage, candidate.loginId);
    await beginListening(candidatePage, sitting.testTitle);
    const bar = candidatePage.getByRole('navigation', { name: 'Questions' });
    await bar.getByRole('button', { name: /^Part 1/ }).click();
    await answer(candidatePage, 1, 'Brinton');
    await answer(candidatePage, 2, 'Mills');
    await finishSectionNow(candidatePage, 'Listening');
    await candidatePage.getByRole('link', { name: 'Start Reading Section' }).click();
    await passRules(candidatePage, 'reading', 'Begin Reading Section');
    await answer(candidatePage, 1, 'soldiers');
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

    // Before release the candidate is told when, and shown no band.
    await candidatePage.goto('/test-results');
    const card = candidatePage.getByRole('article').filter({ hasText: sitting.testTitle });
    await expect(card.getByText('Being marked')).toBeVisible();
    await expect(card.getByText(/Results expected by/)).toBeVisible();
    await expect(card.getByText('L/R/W average')).toHaveCount(0);

    // The centre marks the writing: Task 1 all 6 (6.0), Task 2 all 7 (7.0): Writing (6 + 2 × 7) / 3 = 6.67 → 6.5.
    await signIn(adminPage, ADMIN);
    await adminPage.goto('/admin-dashboard/marking');
    await expect(adminPage.getByRole('heading', { name: 'Writing Marking' })).toBeVisible();
    await adminPage.getByRole('searchbox', { name: 'Search candidates...' }).fill(candidate.loginId);
    await adminPage.getByRole('link', { name: `Mark ${candidate.name} (${candidate.loginId})` }).click();
    await expect(adminPage.getByText('Under length')).toHaveCount(0);
    await expectNoSeriousA11yViolations(adminPage);
    await markTask(adminPage, 1, '6');
    await markTask(adminPage, 2, '7');
    await expect(adminPage.getByText(/Writing band/)).toContainText('6.5');

    // The assignment's results: Listening 1/40 (band 1.0), Reading 1/40 (1.0), Writing 6.5, overall (1 + 1 + 6.5) / 3 = 2.83 → 3.0.
    await adminPage.goto(`/admin-dashboard/results/${sitting.assignmentId}`);
    const row = adminPage.getByRole('row').filter({ hasText: candidate.loginId });
    await expect(async () => {
      await adminPage.reload();
      await expect(row.getByText('Ready to release')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    for (const shown of ['1/40', '6.5', '3.0']) await expect(row).toContainText(shown);
    await adminPage.getByRole('button', { name: 'Release all marked' }).click();
    await adminPage
      .getByRole('alertdialog', { name: 'Release results?' })
      .getByRole('button', { name: 'Release all marked' })
      .click();
    await expect(adminPage.getByText('Released 1 result(s)')).toBeVisible();
    await expect(row.getByText('Released')).toBeVisible();

    const [download] = await Promise.all([
      adminPage.waitForEvent('download'),
      adminPage.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe(
      'Candidate ID,Name,Status,Listening raw,Listening band,Reading raw,Reading band,Writing band,Speaking band,Overall band,Overall basis,Completed at',
    );
    const line = csv.find((l) => l.startsWith(candidate.loginId))!.split(',');
    // No Speaking recorded: the overall is the L/R/W average, and the row says so.
    expect(line.slice(1, 11)).toEqual([candidate.name, 'Released', '1', '1', '1', '1', '6.5', '', '3', 'L/R/W average']);

    // After release: the candidate's bands, the L/R/W note, their answers against the key and the feedback.
    await candidatePage.reload();
    await expect(card.getByText('L/R/W average')).toBeVisible();
    for (const [skill, band] of [
      ['Listening', '1.0'],
      ['Reading', '1.0'],
      ['Writing', '6.5'],
      ['Overall', '3.0'],
    ]) {
      await expect(card.locator('li.band-card').filter({ hasText: skill })).toContainText(band);
    }
    await card.getByRole('button', { name: 'Show answers: Listening' }).click();
    await expect(card.getByRole('row').filter({ hasText: 'Mills' })).toContainText('Incorrect');
    await expect(card.getByText('Writing feedback')).toBeVisible();
    await expectNoSeriousA11yViolations(candidatePage);
  });
});
