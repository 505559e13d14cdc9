import { expect, test, type APIRequestContext } from '@playwright/test';
import { submittedReading } from './support/admin-data';
import { createGroupSitting } from './support/database';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, signIn, uniqueSuffix } from './support/pages';

const OWNER = 'democentre';
const api = (path: string) => `${process.env.E2E_API_URL}/api${path}`;

async function ownerToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(api('/auth/login'), { form: { candidate_id: OWNER, password: DEMO_PASSWORD } });
  return ((await response.json()) as { token: string }).token;
}

test.describe('item analysis', () => {
  test('an examiner reads how each question worked and accepts a common wrong answer, which re-marks the candidates who gave it', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const suffix = uniqueSuffix();
    const sitting = await createGroupSitting(3, `Items ${suffix}`, `ITM${suffix.slice(0, 3).toUpperCase()}`);
    // Reading question 1's key is 'soldiers / armies': two candidates wrote 'soldier'.
    const answers = [
      { '1': 'soldiers', '8': 'FALSE' },
      { '1': 'soldier', '8': 'FALSE' },
      { '1': 'Soldier', '8': 'TRUE' },
    ];
    for (const [i, given] of answers.entries())
      await submittedReading(sitting.assignmentId, sitting.candidates[i]!.loginId, given);
    const headers = { authorization: `Bearer ${await ownerToken(request)}` };
    const remark = await request.post(api(`/admin/results/assignments/${sitting.assignmentId}/remark`), { headers });
    expect(remark.status()).toBe(200);
    // Marked in moments; a section whose job was lost waits for the worker's sweep (every 30 seconds).
    await expect
      .poll(async () => {
        const analysis = await request.get(api(`/admin/item-analysis/${sitting.assignmentId}`), { headers });
        return ((await analysis.json()) as { analysis: { sittings: { reading: number } } }).analysis.sittings.reading;
      })
      .toBe(3, { timeout: 45_000 });
    const examinerId = `itx-${suffix}`;
    const created = await request.post(api('/admin/staff'), {
      headers,
      data: { first_name: 'Iris', last_name: `Items ${suffix}`, login_id: examinerId, roles: ['examiner'] },
    });
    const { password } = (await created.json()) as { password: string };

    await signIn(page, examinerId, password);
    const nav = page.getByRole('navigation', { name: 'Admin panel' });
    await expect(nav.getByRole('link')).toHaveText(['Marking', 'Item Analysis']);
    await nav.getByRole('link', { name: 'Item Analysis' }).click();
    await expect(page.getByRole('heading', { name: 'Item analysis', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: sitting.testTitle }).first().click();
    await expect(page.getByRole('heading', { name: `Item analysis: ${sitting.testTitle}`, level: 1 })).toBeVisible();
    await expect(page.getByText('Based on 0 marked Listening and 3 marked Reading sittings (0 released).')).toBeVisible();

    await expect(page.getByRole('region', { name: 'Listening: Item analysis' })).toContainText(
      'No marked Listening sittings yet.',
    );
    const reading = page.getByRole('region', { name: 'Reading: Item analysis' });
    // A row by its first cells: while the re-marking runs, other cells (Blank) may read '1' too.
    const question1 = reading.getByRole('row', { name: /^1 Typed answer/ });
    await expect(question1).toContainText('33%');
    // Nobody answered question 2: flagged as too hard.
    await expect(reading.getByRole('row').filter({ has: page.getByRole('cell', { name: '2', exact: true }) })).toContainText(
      'Too hard',
    );
    await page.getByLabel('Only flagged questions').check();
    await expect(question1).toHaveCount(0);
    await page.getByLabel('Only flagged questions').uncheck();
    await expectNoSeriousA11yViolations(page);

    await question1.getByRole('button', { name: 'Details: Reading 1' }).click();
    const details = page.getByRole('dialog', { name: 'Reading question 1' });
    await expect(details).toContainText('soldiers / armies');
    await expect(details.getByRole('listitem').filter({ hasText: 'soldier' })).toContainText('× 2');
    await details.getByRole('button', { name: "Accept 'soldier'" }).click();
    const confirm = page.getByRole('alertdialog', { name: "Accept 'soldier' for question 1?" });
    await expect(confirm).toContainText('2 candidate(s) gave this answer');
    await confirm.getByRole('button', { name: 'Accept and re-mark' }).click();
    await expect(page.getByText('Accepted: 2 section(s) are being marked again.')).toBeVisible();
    // The worker marks them again; the page follows without a reload.
    await expect(question1).toContainText('100%', { timeout: 45_000 });
  });
});
