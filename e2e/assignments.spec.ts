import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newDemoStudents, startAttempt, submitAttempt } from './support/admin-data';
import { createGroupSitting } from './support/database';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, passSoundCheck, signIn, uniqueSuffix } from './support/pages';

const ADMIN = 'democentre';
const api = (path: string) => `${process.env.E2E_API_URL}/api${path}`;

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(api('/auth/login'), { form: { candidate_id: ADMIN, password: DEMO_PASSWORD } });
  return ((await response.json()) as { token: string }).token;
}

async function openAssignments(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin panel' }).getByRole('link', { name: 'Assigned Tests' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/assignments$/);
  await expect(page.getByRole('heading', { name: 'Assigned Tests', level: 1 })).toBeVisible();
}

test.describe('assigned tests', () => {
  test('an admin reviews assignments, their parts and window, invigilates one, deletes an unstarted one and is refused a started one', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(150_000);
    const sfx = uniqueSuffix();
    const title = `E2E Assigned ${sfx}`;
    const sitting = await createGroupSitting(2, title, `ASG${sfx.toUpperCase()}`);
    const [student] = await newDemoStudents(`ASI${sfx.toUpperCase()}`, [['Kamola', `Windowtest${sfx}`]]);

    // An individual assignment of the same test that opens tomorrow, through the real call.
    const token = await adminToken(request);
    const opensAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
    opensAt.setSeconds(0, 0);
    const testId = await testIdOf(request, token, sitting.assignmentId);
    const created = await request.post(api('/assignments'), {
      headers: { authorization: `Bearer ${token}` },
      data: {
        test_id: testId,
        user_id: student!.id,
        opens_at: opensAt.toISOString(),
        notes: 'Room 4',
      },
    });
    expect(created.status()).toBe(201);
    const individual = ((await created.json()) as { assignment: { id: string } }).assignment.id;

    await signIn(page, ADMIN);
    await openAssignments(page);
    // The spec's notice, without calling the page retired: it is where times, invigilation, results and deletion live.
    await expect(page.getByText('Use Test Making/Shuffling to create tests and assign them.')).toBeVisible();
    await expect(page.getByText(/being retired/i)).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Window' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Active' })).toHaveAttribute('aria-pressed', 'true');
    const groupRow = page.getByRole('row').filter({ hasText: `${title} group (group)` });
    const studentRow = page.getByRole('row').filter({ hasText: `${student!.name} (student)` });
    await expect(groupRow).toContainText(title);
    // Each row shows its window on the centre's clock: this one opens tomorrow and has no closing time.
    await expect(studentRow.getByRole('cell').nth(2)).toHaveText(/^Opens: \d{4}-\d{2}-\d{2} \d{2}:\d{2} · Not open yet$/);
    await expect(groupRow.getByRole('link', { name: 'Invigilate' })).toHaveAttribute(
      'href',
      `/admin-dashboard/invigilation/${sitting.assignmentId}`,
    );
    await expectNoSeriousA11yViolations(page);

    // The composition popup: the sample test's parts under each section.
    await groupRow.getByRole('button', { name: 'View parts' }).click();
    const parts = page.getByRole('dialog', { name: `Assigned Test: ${title}` });
    for (const section of ['Listening', 'Reading', 'Writing'])
      await expect(parts.getByRole('heading', { name: section })).toBeVisible();
    await expect(parts.getByText('Part 1:').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await parts.getByRole('button', { name: 'Close' }).first().click();
    await expect(parts).toBeHidden();

    // Details open inline: the window, the notes and how many have started.
    await studentRow.getByRole('button', { name: 'Details' }).click();
    const details = page.locator('tr.assignment-details');
    await expect(details).toContainText('Room 4');
    await expect(details).toContainText('0 started');
    await expect(details).toContainText('Not set'); // no closing time
    await studentRow.getByRole('button', { name: 'Hide details' }).click();
    await expect(details).toBeHidden();

    // Set a closing time on the group's assignment; its details show it.
    await groupRow.getByRole('button', { name: 'Set times' }).click();
    const times = page.getByRole('dialog', { name: `Opening and closing times: ${title}` });
    await times.getByLabel('Closes at').fill('2031-06-01T18:00');
    await times.getByLabel('Notes').fill('Hall B');
    await expectNoSeriousA11yViolations(page);
    await times.getByRole('button', { name: 'Save' }).click();
    await expect(times).toBeHidden();
    await groupRow.getByRole('button', { name: 'Details' }).click();
    await expect(details).toContainText('Hall B');
    await expect(details).toContainText('2031');
    await groupRow.getByRole('button', { name: 'Hide details' }).click();

    // The candidate sees when it opens and cannot start it yet.
    const candidateContext = await browser.newContext({ baseURL });
    try {
      const candidate = await candidateContext.newPage();
      await signIn(candidate, student!.loginId);
      const card = candidate.getByRole('article', { name: title });
      await expect(card).toContainText('Opens');
      await expect(card).toContainText(/Opens: /);
      await expect(card.getByRole('link', { name: /Start Test/ })).toHaveCount(0);
      // Reaching the rules by their address does not help: the server refuses the start and the screen says why.
      await candidate.goto(`/listening-rules?testId=${testId}`);
      await candidate.getByRole('checkbox', { name: /I have read and understood/ }).check();
      await candidate.getByRole('button', { name: 'Begin Listening Test' }).click();
      await passSoundCheck(candidate);
      await expect(
        candidate.getByText('This test is not open yet. You can start it from the opening time your centre set.'),
      ).toBeVisible();
      await expect(candidate).not.toHaveURL(/\/sessions\/listening/);
    } finally {
      await candidateContext.close();
    }

    // The invigilation list shows it as upcoming, apart from the tests being sat.
    await page.getByRole('navigation', { name: 'Admin panel' }).getByRole('link', { name: 'Invigilation' }).click();
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await expect(upcoming.getByRole('row').filter({ hasText: student!.name })).toHaveCount(1);
    await expect(
      page
        .getByRole('region', { name: 'Tests being sat' })
        .getByRole('row')
        .filter({ hasText: `${title} group` }),
    ).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    // Nobody has started the individual one: it is deleted.
    await openAssignments(page);
    await studentRow.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete assignment' });
    await expect(confirm).toContainText(`"${title}"`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(studentRow).toHaveCount(0);
    expect(individual).toMatch(/^[0-9a-f-]{36}$/);

    // While a candidate sits the group's one, deleting it is refused with the reason.
    await startAttempt(sitting.assignmentId, sitting.candidates[0]!.loginId);
    await groupRow.getByRole('button', { name: 'Delete' }).click();
    const refused = page.getByRole('alertdialog', { name: 'Delete assignment' });
    await refused.getByRole('button', { name: 'Delete' }).click();
    await expect(refused.getByRole('alert')).toHaveText(
      'This assignment cannot be deleted while it is being sat: 1 candidate(s) have started it and not submitted yet.',
    );
    await expectNoSeriousA11yViolations(page);
    await refused.getByRole('button', { name: 'Cancel' }).click();
    await expect(groupRow).toHaveCount(1);

    // History lists every assignment; the deleted one is gone there too.
    await page.getByRole('button', { name: 'History' }).click();
    await expect(page.getByRole('button', { name: 'History' })).toHaveAttribute('aria-pressed', 'true');
    await expect(groupRow).toHaveCount(1);
    await expect(studentRow).toHaveCount(0);
  });

  test('deleting an assignment candidates have submitted says how many and wants its name typed', async ({ page }) => {
    test.setTimeout(120_000);
    const sfx = uniqueSuffix();
    const title = `E2E Submitted ${sfx}`;
    const sitting = await createGroupSitting(2, title, `ASD${sfx.toUpperCase()}`);
    for (const [i, candidate] of sitting.candidates.entries()) {
      await startAttempt(sitting.assignmentId, candidate.loginId);
      await submitAttempt(sitting.assignmentId, candidate.loginId, { released: i === 0 });
    }

    await signIn(page, ADMIN);
    await openAssignments(page);
    const groupRow = page.getByRole('row').filter({ hasText: `${title} group (group)` });
    await groupRow.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete assignment' });
    await expect(confirm).toContainText(
      '2 candidate(s) have submitted this test (1 with results released). Deleting the assignment deletes their answers and results too, and cannot be undone.',
    );
    const remove = confirm.getByRole('button', { name: 'Delete' });
    const name = confirm.getByLabel(`Type the assignment’s name, ${title}, to delete it`);
    await expect(remove).toBeDisabled();
    await name.fill(title.toLowerCase());
    await expect(remove).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await name.fill(title);
    await expect(remove).toBeEnabled();
    await remove.click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Assignment deleted')).toBeVisible();
    await expect(groupRow).toHaveCount(0);
  });
});

/** The test an assignment sets, read from the assignments list. */
async function testIdOf(request: APIRequestContext, token: string, assignmentId: string): Promise<string> {
  const response = await request.get(api('/admin/test-making/assignments?pageSize=200'), {
    headers: { authorization: `Bearer ${token}` },
  });
  const { assignments } = (await response.json()) as { assignments: { id: string; test_id: string }[] };
  return assignments.find((a) => a.id === assignmentId)!.test_id;
}
