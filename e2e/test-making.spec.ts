import { expect, test, type Page } from '@playwright/test';
import { assignmentCounts, createEmptyGroup } from './support/database';
import { expectNoSeriousA11yViolations, signIn, uniqueSuffix } from './support/pages';

const ADMIN = 'democentre';

const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text }).first();

test.describe('test making', () => {
  // A screen where the parts list and the slots are both in view: dragging does not scroll the page under the pointer.
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('an admin builds a test by hand, saves it as a template, loads it, assigns it to a group and deletes it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const suffix = uniqueSuffix();
    const groupName = `Template group ${suffix}`;
    const title = `Hand-built ${suffix}`;
    await createEmptyGroup(groupName, 2, `TM${suffix.toUpperCase().slice(0, 3)}`);

    await signIn(page, ADMIN);
    await page.getByRole('navigation', { name: 'Admin panel' }).getByRole('link', { name: 'Test Making/Shuffling' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/test-making$/);
    await expect(page.getByText('Listening: 4 parts, strict validation')).toBeVisible();
    await expect(page.getByText('Reading: 3 passages, flexible placement')).toBeVisible();
    await expect(page.getByText('Writing: 2 parts, strict validation')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: /Manual Test Creation/ }).click();
    await expect(page).toHaveURL(/\/test-making\/manual$/);
    await expect(page.getByRole('heading', { name: 'Manual Test Creation', level: 1 })).toBeVisible();
    const chip = (label: string) => page.locator('.part-chip').filter({ hasText: label }).first();
    await expect(chip('Listening Part 1')).toBeVisible();

    await page.getByRole('button', { name: 'Copy Composition' }).click();
    await expect(toast(page, 'No parts to copy')).toBeVisible();

    // Saving with nothing says what is missing.
    await page.getByRole('button', { name: 'Save as Template' }).click();
    await expect(page.getByText('Test title is required')).toBeVisible();
    await expect(page.getByText('Please select at least one test part')).toBeVisible();

    // Drag and drop: a listening part goes only in the slot of its number.
    await chip('Listening Part 2').dragTo(page.locator('[data-slot="listening-1"]'));
    await expect(toast(page, 'Listening Part 2 can only be placed in Part 2 slot')).toBeVisible();
    await chip('Listening Part 1').dragTo(page.locator('[data-slot="listening-1"]'));
    await expect(toast(page, 'Listening Part 1 added to test')).toBeVisible();
    await expect(page.locator('[data-slot="listening-1"]')).toHaveClass(/slot--filled/);

    // The slot picker: search, section filter, used parts hidden.
    await page.getByRole('button', { name: 'Reading Passage 2: empty. Choose a part' }).click();
    const picker = page.getByRole('dialog', { name: /Choose a part: Reading Passage 2/ });
    await expect(picker).toBeVisible();
    await picker.getByRole('searchbox').fill('no such part anywhere');
    await expect(picker.getByText('No parts found matching your criteria')).toBeVisible();
    await picker.getByRole('searchbox').fill('');
    await picker.getByRole('button', { name: 'Listening', exact: true }).click();
    await expect(picker.getByRole('button', { name: /Listening Part 1 ·/ })).toHaveCount(0);
    await picker.getByRole('button', { name: 'Reading', exact: true }).click();
    await expectNoSeriousA11yViolations(page);
    await picker.getByRole('list', { name: 'Parts' }).getByRole('button').first().click();
    await expect(picker).toBeHidden();
    await expect(toast(page, 'Reading Part 2 added to test')).toBeVisible();
    await expect(page.getByText('Listening 1/4 · Reading 1/3 · Writing 0/2')).toBeVisible();

    await page.getByLabel('Test Title').fill(title);
    await page.getByRole('button', { name: 'Save as Template' }).click();
    await expect(toast(page, 'Test template saved successfully!')).toBeVisible();
    const template = page.locator('.templates__item').filter({ hasText: title });
    await expect(template).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(toast(page, 'Test composition cleared')).toBeVisible();
    await expect(page.getByText('Listening 0/4 · Reading 0/3 · Writing 0/2')).toBeVisible();
    await page.getByLabel('Test Title').fill('');

    await template.getByRole('button', { name: 'Load' }).click();
    await expect(toast(page, 'Template loaded successfully!')).toBeVisible();
    await expect(page.getByLabel('Test Title')).toHaveValue(title);
    await expect(page.getByText('Listening 1/4 · Reading 1/3 · Writing 0/2')).toBeVisible();
    await expect(page.locator('[data-slot="reading-2"]')).toHaveClass(/slot--filled/);

    await template.getByRole('button', { name: 'Assign' }).click();
    const assign = page.getByRole('dialog', { name: `Assign Template: ${title}` });
    await assign.getByRole('button', { name: 'Assign Template' }).click();
    await expect(assign.getByText('Please select at least one group or student to assign the template to')).toBeVisible();
    await assign.getByRole('checkbox', { name: `${groupName} (2 members)` }).check();
    await assign.getByLabel('Notes (optional)').fill('Room 4');
    await assign.getByRole('button', { name: 'Assign Template' }).click();
    await expect(assign).toBeHidden();
    await expect(toast(page, 'Template assigned successfully!')).toBeVisible();
    expect((await assignmentCounts(groupName)).group).toBe(1);

    await template.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Template' });
    await expect(confirm).toContainText(`"${title}"`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Template deleted successfully!')).toBeVisible();
    await expect(template).toHaveCount(0);

    // Shuffling for that group avoids the two parts it was given, and names the slots left empty.
    await page.goto('/admin-dashboard/test-making/shuffle');
    await page.getByLabel('Group', { exact: true }).selectOption({ label: `${groupName} (2 members)` });
    await page.getByRole('button', { name: 'Shuffle Test' }).click();
    const warning =
      'Test shuffled, but some parts are missing: Listening Parts: 1; Reading Passages: 3. Please upload more test parts to complete the test.';
    await expect(page.locator('.notice').filter({ hasText: warning })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Test Title')).toHaveValue(`Shuffled Test for ${groupName}`);
    await expect(page.getByText('Listening 3/4 · Reading 2/3 · Writing 2/2')).toBeVisible();
    await expect(page.locator('[data-slot="listening-1"]')).toHaveClass(/slot--empty/);
    await page.getByRole('button', { name: 'Create & Assign Test' }).click();
    await expect(toast(page, 'Test created and assigned successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-dashboard\/test-making$/);
    expect((await assignmentCounts(groupName)).group).toBe(2);
  });

  test('an admin shuffles a test for a group, and a test of their own for each of 200 members with a progress bar', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const suffix = uniqueSuffix();
    const bigGroup = `Cohort ${suffix}`;
    await createEmptyGroup(bigGroup, 200, `PS${suffix.toUpperCase().slice(0, 3)}`);

    await signIn(page, ADMIN);
    await page.goto('/admin-dashboard/test-making/shuffle');
    await expect(page.getByRole('heading', { name: 'Intelligent Shuffling', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Shuffle Test' })).toBeDisabled();

    await page.getByLabel('Group', { exact: true }).selectOption({ label: `${bigGroup} (200 members)` });
    await page.getByRole('button', { name: 'Shuffle Test' }).click();
    await expect(toast(page, 'Test shuffled successfully!')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Test Title')).toHaveValue(`Shuffled Test for ${bigGroup}`);
    await expect(page.getByText('Listening 4/4 · Reading 3/3 · Writing 2/2')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reshuffle' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);

    // Switching the target type clears the group.
    await page.getByRole('button', { name: 'Students', exact: true }).click();
    await expect(page.getByLabel('Student', { exact: true })).toHaveValue('');
    await page.getByRole('button', { name: 'Groups', exact: true }).click();
    await expect(page.getByLabel('Group', { exact: true })).toHaveValue('');

    await page.getByLabel('Group for per-student shuffle').selectOption({ label: `${bigGroup} (200 members)` });
    await page.getByRole('button', { name: 'Shuffle for each member' }).click();
    const bar = page.getByRole('progressbar', { name: /Shuffling for each member/ });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
    await expect(page.getByText('200 tests created and assigned; 0 of them are missing parts.')).toBeVisible({ timeout: 20_000 });
    expect(await assignmentCounts(bigGroup)).toEqual({ group: 0, members: 200 });

    // The exposure report: every member has now seen a whole test, and the sample bank is dry for them.
    await page.getByLabel('Group', { exact: true }).selectOption({ label: `${bigGroup} (200 members)` });
    const report = page.getByRole('table', { name: 'Exposure report' });
    await expect(report.getByRole('row')).toHaveCount(201);
    await expect(report.getByRole('row').nth(1)).toContainText('L 0/0/0/0 · R 0 · W 0/0');
    await expectNoSeriousA11yViolations(page);

    // Shuffling again for the group now finds nothing left, and says which parts are missing.
    await page.getByRole('button', { name: 'Shuffle Test' }).click();
    await expect(
      page
        .getByText(
          'Test shuffled, but some parts are missing: Listening Parts: 1, 2, 3, 4; Reading Passages: 1, 2, 3; Writing Parts: 1, 2. Please upload more test parts to complete the test.',
        )
        .first(),
    ).toBeVisible({ timeout: 20_000 });
  });
});
