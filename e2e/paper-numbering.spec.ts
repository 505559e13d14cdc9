import { expect, test } from '@playwright/test';
import { createGroupSitting, withDatabase } from './support/database';
import { finishSection, finishSectionNow, passRules } from './support/journey';
import { beginListening, signIn, uniqueSuffix } from './support/pages';

const ADMIN = 'democentre';

/**
 * The sitting's copy of the sample test with its Reading passages in other slots: slot 1 holds the
 * passage written as questions 27-40, slot 2 the one written as 1-13, slot 3 the one written as 14-26.
 */
async function swapReadingPassages(assignmentId: string): Promise<void> {
  await withDatabase((client) =>
    client.query(
      `UPDATE tests t SET reading_passage_1_id = t.reading_passage_3_id,
                          reading_passage_2_id = t.reading_passage_1_id,
                          reading_passage_3_id = t.reading_passage_2_id
         FROM assignments a WHERE a.id = $1 AND t.id = a.test_id AND t.tenant_id = a.tenant_id`,
      [assignmentId],
    ),
  );
}

test.describe('a paper numbered as the candidate meets it', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('Reading Part 1 starts at question 1 whichever passage its slot holds, and its answer is marked and shown as question 1', async ({
    browser,
  }) => {
    const suffix = uniqueSuffix().toUpperCase();
    const sitting = await createGroupSitting(1, `Paper Numbering ${suffix}`, `NUM${suffix}`);
    await swapReadingPassages(sitting.assignmentId);
    const candidate = sitting.candidates[0]!;
    const page = await (await browser.newContext()).newPage();

    await signIn(page, candidate.loginId);
    await beginListening(page, sitting.testTitle);
    await finishSectionNow(page, 'Listening');
    await page.getByRole('link', { name: 'Start Reading Section' }).click();
    await passRules(page, 'reading', 'Begin Reading Section');

    // The passage written as 27-40 is Part 1: questions 1-14 in its text, headings and bottom bar.
    const questions = page.locator('section.reading-questions:not([hidden])');
    await expect(page.locator('.passage__instructions').filter({ visible: true })).toContainText('Questions 1-14');
    await expect(questions.getByRole('heading', { name: 'Questions 1-3' })).toBeVisible();
    await expect(questions.locator('.q-number').first()).toHaveText('Question 1');
    const bar = page.getByRole('navigation', { name: 'Questions' });
    const part1 = bar.getByRole('list', { name: 'Questions of part 1' });
    await expect(part1.getByRole('button')).toHaveText(Array.from({ length: 14 }, (_, i) => String(i + 1)));

    // Question 1 (written as 27: paragraph C) answered right; the bar shows question 1 answered.
    await questions.locator('#question-27').locator('select').selectOption('C');
    await expect(part1.getByRole('button', { name: 'Question 1, answered' })).toBeVisible();
    await bar.getByRole('button', { name: /^Part 2/ }).click();
    await expect(bar.getByRole('list', { name: 'Questions of part 2' }).getByRole('button').first()).toHaveText('15');

    // The review before finishing lists what is left from question 2 on.
    const review = await finishSection(page, 'Reading');
    await expect(review.getByRole('button', { name: /^Question \d+$/ }).first()).toHaveText('Question 2');
    await review.getByRole('button', { name: 'Finish Reading' }).click();
    await expect(page.getByRole('heading', { name: 'Reading Section Completed' })).toBeVisible();

    // The centre's view of the sitting: question 1 is the candidate's C, marked correct.
    const adminPage = await (await browser.newContext()).newPage();
    await signIn(adminPage, ADMIN);
    await adminPage.goto(`/admin-dashboard/results/${sitting.assignmentId}`);
    const details = adminPage.getByRole('dialog');
    const reading = details.getByRole('region', { name: 'Reading' });
    await expect(async () => {
      await adminPage.reload();
      await adminPage.getByRole('button', { name: `View Details: ${candidate.name}` }).click();
      await expect(reading.getByRole('row').nth(1)).toContainText('C', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    const first = reading.getByRole('row').nth(1);
    await expect(first.getByRole('cell').first()).toHaveText('1');
    await expect(first).toContainText('Correct');
  });
});
