import { expect, test, type Page } from '@playwright/test';
import { createGroupSitting } from './support/database';
import { expectNoSeriousA11yViolations, signIn, uniqueSuffix } from './support/pages';

const OWNER = 'democentre';

/** Adds a member of staff through the Staff page's dialog; answers the password it shows once. */
async function addStaff(page: Page, member: { first: string; last: string; loginId: string; role: string; assignment?: string }) {
  await page.getByRole('button', { name: 'Add staff member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add staff member' });
  await dialog.getByLabel('First Name').fill(member.first);
  await dialog.getByLabel('Last Name').fill(member.last);
  await dialog.getByLabel('Login ID').fill(member.loginId);
  await dialog.getByRole('checkbox', { name: new RegExp(`^${member.role}`) }).check();
  if (member.assignment) await dialog.getByRole('checkbox', { name: new RegExp(member.assignment) }).check();
  await dialog.getByRole('button', { name: 'Add staff member' }).click();
  const issued = page.getByRole('dialog', { name: 'Staff member added' });
  await expect(issued.getByTestId('staff-login-id')).toHaveText(member.loginId);
  const password = (await issued.getByTestId('staff-password').textContent())!;
  expect(password).toMatch(/^[A-Za-z2-9]{12}$/);
  await issued.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row').filter({ hasText: member.loginId })).toContainText(member.role);
  return password;
}

const navLinks = (page: Page) => page.getByRole('navigation', { name: 'Admin panel' }).getByRole('link');

test.describe('centre staff', () => {
  test('the owner adds an invigilator and an examiner, each of whom sees only their own part of the console', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const suffix = uniqueSuffix();
    const given = await createGroupSitting(2, `Staff sitting ${suffix}`, `STF${suffix.slice(0, 3).toUpperCase()}`);

    await signIn(page, OWNER);
    await navLinks(page).filter({ hasText: 'Staff' }).click();
    await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
    const invigilator = {
      first: 'Ina',
      last: `Vigil ${suffix}`,
      loginId: `inv-${suffix}`,
      role: 'Invigilator',
      assignment: given.testTitle,
    };
    const examiner = { first: 'Ezra', last: `Marks ${suffix}`, loginId: `exm-${suffix}`, role: 'Examiner' };
    const invigilatorPassword = await addStaff(page, invigilator);
    const examinerPassword = await addStaff(page, examiner);
    await expect(page.getByRole('row').filter({ hasText: invigilator.loginId })).toContainText(given.testTitle);
    await expectNoSeriousA11yViolations(page);

    const asInvigilator = await (await browser.newContext({ baseURL })).newPage();
    await signIn(asInvigilator, invigilator.loginId, invigilatorPassword);
    await expect(asInvigilator).toHaveURL(/\/admin-dashboard\/invigilation$/);
    await expect(navLinks(asInvigilator)).toHaveText(['Invigilation']);
    const rows = asInvigilator.getByRole('row');
    await expect(rows.filter({ hasText: given.testTitle })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Sample Test 1' })).toHaveCount(0);
    await rows.filter({ hasText: given.testTitle }).getByRole('link', { name: given.testTitle }).click();
    await expect(asInvigilator.getByRole('heading', { name: given.testTitle, level: 1 })).toBeVisible();
    await expect(asInvigilator.getByText('Live', { exact: true })).toBeVisible();
    // A page of another role's sends the invigilator back to their own.
    await asInvigilator.goto('/admin-dashboard/students');
    await expect(asInvigilator).toHaveURL(/\/admin-dashboard\/invigilation$/);
    await asInvigilator.goto('/admin-portal');
    await expect(asInvigilator).toHaveURL(/\/admin-dashboard\/invigilation$/);

    const asExaminer = await (await browser.newContext({ baseURL })).newPage();
    await signIn(asExaminer, examiner.loginId, examinerPassword);
    await expect(asExaminer).toHaveURL(/\/admin-dashboard\/marking$/);
    // The marking queue, and the item analysis an examiner may accept alternative answers from.
    await expect(navLinks(asExaminer)).toHaveText(['Marking', 'Item Analysis']);
    await expect(asExaminer.getByRole('heading', { name: 'Writing Marking', level: 1 })).toBeVisible();
    // Their own queue first; the centre's marking settings are shown but only administrators change them.
    await expect(asExaminer.getByRole('checkbox', { name: 'Only scripts waiting for my mark' })).toBeChecked();
    await expect(asExaminer.getByRole('switch', { name: 'Second marking' })).toBeDisabled();

    // The owner issues the examiner a new password: their session ends, the new password signs in.
    const examinerRow = page.getByRole('row').filter({ hasText: examiner.loginId });
    await examinerRow.getByRole('button', { name: `Reset password: ${examiner.first} ${examiner.last}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Reset the password of ${examiner.first} ${examiner.last}?` });
    await confirm.getByRole('button', { name: 'Reset password' }).click();
    const issued = page.getByRole('dialog', { name: 'New password issued' });
    const newPassword = (await issued.getByTestId('staff-password').textContent())!;
    expect(newPassword).not.toBe(examinerPassword);
    await issued.getByRole('button', { name: 'Done' }).click();
    await asExaminer.reload();
    await expect(asExaminer).toHaveURL(/\/login/);
    await signIn(asExaminer, examiner.loginId, newPassword);
    await expect(asExaminer).toHaveURL(/\/admin-dashboard\/marking$/);
  });
});
