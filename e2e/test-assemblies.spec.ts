import { expect, test } from '@playwright/test';
import { createEmptyGroup } from './support/database';
import { expectNoSeriousA11yViolations, signIn, uniqueSuffix } from './support/pages';

test.describe('test assemblies', () => {
  test('a developer creates an assembly with ordered components, views, edits and deletes it', async ({ page }) => {
    const name = `E2E Assembly ${uniqueSuffix()}`;
    await signIn(page, 'developer');
    await page.getByRole('link', { name: 'Test Assemblies' }).first().click();
    await expect(page).toHaveURL(/\/dev\/test-assemblies$/);
    await expect(page.getByRole('heading', { name: 'Test Assemblies', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Test Button' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Create Assembly' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Assembly' });
    await dialog.getByRole('button', { name: 'Create Assembly' }).click();
    await expect(dialog.getByText('Please fill in test name and select at least one component')).toBeVisible();

    await dialog.getByLabel('Test Name').fill(name);
    await dialog.getByLabel('Description').fill('Three parts of the sample test');
    await expect(dialog.getByLabel('Shuffle Level')).toHaveCount(0);
    await dialog.getByLabel('Enable shuffling').check();
    await dialog.getByLabel('Shuffle Level').selectOption('parts');
    await dialog.getByLabel('Preserve groups').check();

    const picker = dialog.getByLabel('Exam part');
    for (const label of [/Listening Part 1 ·/, /Listening Part 2 ·/, /Reading Passage 1 ·/]) {
      const value = await picker.locator('option', { hasText: label }).first().getAttribute('value');
      await picker.selectOption(value!);
      await dialog.getByRole('button', { name: 'Add Component' }).click();
    }
    const components = dialog.getByRole('list', { name: 'Components' }).getByRole('listitem');
    await expect(components).toHaveCount(3);
    await expect(components.nth(2)).toContainText('3. Reading Passage 1');
    await dialog.getByRole('button', { name: 'Remove component 1' }).click();
    await expect(components).toHaveCount(2);
    await expect(components.nth(0)).toContainText('1. Listening Part 2');
    await expect(components.nth(1)).toContainText('2. Reading Passage 1');
    await components.nth(1).getByLabel('Required').uncheck();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Create Assembly' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Test assembly created successfully!').first()).toBeVisible();

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card).toContainText('Active');
    await expect(card).toContainText('Parts');
    await expect(card).toContainText('Components2');
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('button', { name: `View ${name}` }).click();
    const view = page.getByRole('dialog').filter({ hasText: name });
    await expect(view).toContainText('2. Reading Passage 1');
    await expect(view).toContainText('Optional');
    await view.getByRole('button', { name: 'Close' }).first().click();

    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Assembly' });
    await expect(edit.getByLabel('Test Name')).toHaveValue(name);
    await edit.getByLabel('Status').selectOption('archived');
    await edit.getByLabel('Enable shuffling').uncheck();
    await edit.getByRole('button', { name: 'Save Assembly' }).click();
    await expect(edit).toBeHidden();
    await expect(card).toContainText('No shuffling');
    await expect(card).toContainText('Archived');

    await card.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Assembly' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('heading', { name })).toHaveCount(0);
  });

  test("a test the developer publishes to a centre is in the centre admin's tests and test making, and is assigned from there", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const sfx = uniqueSuffix();
    const name = `E2E Published ${sfx}`;
    // A group of its own, so the demo group's current assignment stays as other tests expect it.
    const groupName = `E2E Publish Group ${sfx}`;
    await createEmptyGroup(groupName, 1, `PUB${sfx.toUpperCase()}`);
    await signIn(page, 'developer');
    await page.getByRole('link', { name: 'Test Assemblies' }).first().click();
    await page.getByRole('button', { name: 'Create Assembly' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Assembly' });
    await dialog.getByLabel('Test Name').fill(name);
    await dialog.getByLabel('Description').fill('Mock exam for the morning group');
    const picker = dialog.getByLabel('Exam part');
    for (const label of [/^Listening Part 1 · .* · Demo Centre$/, /^Reading Passage 1 · .* · Demo Centre$/]) {
      const value = await picker.locator('option', { hasText: label }).first().getAttribute('value');
      await picker.selectOption(value!);
      await dialog.getByRole('button', { name: 'Add Component' }).click();
    }
    await dialog.getByRole('button', { name: 'Create Assembly' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await card.getByRole('button', { name: `Publish ${name}` }).click();
    const publish = page.getByRole('dialog', { name: 'Publish to Tenant' });
    await expect(publish.getByLabel('Tenant')).toHaveValue(/.+/);
    await publish.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Test published to the tenant').first()).toBeVisible();

    // The centre's admin finds it on the Tests page ...
    await page.context().clearCookies();
    await signIn(page, 'democentre');
    const nav = page.getByRole('navigation', { name: 'Admin panel' });
    await nav.getByRole('link', { name: 'Tests', exact: true }).click();
    const published = page.getByRole('region', { name: 'Published tests' });
    const item = published.getByRole('listitem').filter({ hasText: name });
    await expect(item).toContainText('2 parts · published');
    await expect(item).toContainText('Mock exam for the morning group');
    await expectNoSeriousA11yViolations(page);
    await item.getByRole('button', { name: 'View' }).click();
    const view = page.getByRole('dialog').filter({ hasText: name });
    await expect(view).toContainText('Listening');
    await view.getByRole('button', { name: 'Close' }).first().click();

    // ... among Test Making's saved templates, marked as published ...
    await nav.getByRole('link', { name: 'Test Making/Shuffling' }).click();
    await page.getByRole('link', { name: /Manual Test Creation/ }).click();
    await page
      .getByRole('region', { name: /Saved Templates/ })
      .getByRole('button', { name: 'Show' })
      .click();
    const template = page.getByRole('listitem').filter({ hasText: name });
    await expect(template).toContainText('Published to your centre');

    // ... and assigns it to a group; Assigned Tests then lists it.
    await template.getByRole('button', { name: 'Assign' }).click();
    const assign = page.getByRole('dialog').filter({ hasText: 'Assign Template' });
    await assign.getByLabel(new RegExp(`^${groupName}`)).check();
    await assign.getByRole('button', { name: 'Assign Template' }).click();
    await expect(page.getByText('Template assigned successfully!').first()).toBeVisible();
    await nav.getByRole('link', { name: 'Assigned Tests' }).click();
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText(`${groupName} (group)`);
  });
});
