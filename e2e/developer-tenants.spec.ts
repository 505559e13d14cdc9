import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn, uniqueSuffix } from './support/pages';

const SAMPLE_PDF = readFileSync(path.join(__dirname, '../content/pdf-fixtures/two-page-sample.pdf'));
/** The sample PDF grown to 600 KB by trailing padding, which PDF readers ignore. */
const PDF_600_KB = Buffer.concat([SAMPLE_PDF, Buffer.alloc(600 * 1024 - SAMPLE_PDF.length, 0x20)]);

test.describe('developer console: tenants', () => {
  test('a developer creates a tenant and its admin signs in to the admin dashboard', async ({ page }) => {
    const suffix = uniqueSuffix();
    const tenantName = `Riverside Academy ${suffix}`;
    const adminId = `riverside-${suffix}`;

    await signIn(page, 'developer');
    await expect(page).toHaveURL(/\/developer-dashboard$/);
    await page.getByRole('link', { name: 'Tenants' }).first().click();
    await expect(page).toHaveURL(/\/dev\/tenants$/);
    await expect(page.getByRole('cell', { name: 'Demo Centre', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add Tenant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Tenant' });
    await dialog.getByLabel('Tenant Name').fill(tenantName);
    await dialog.getByLabel('Tenant ID').fill('democentre');
    await expect(dialog.getByText('Login ID already exists')).toBeVisible();
    await dialog.getByLabel('Tenant ID').fill(adminId);
    await expect(dialog.getByText('ID available')).toBeVisible();
    await dialog.getByLabel('Tenant Password', { exact: true }).fill('riverside-pass');
    await dialog.getByRole('button', { name: 'Create Tenant' }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row', { name: new RegExp(tenantName) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(adminId);

    await page.getByPlaceholder('Search tenants by name or ID...').fill(adminId.toUpperCase());
    await expect(page.getByRole('row')).toHaveCount(2); // header and the one match

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, adminId, 'riverside-pass');
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByRole('heading', { name: /good (morning|afternoon|evening)/i })).toBeVisible();
    await expect(page.getByText(tenantName).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('create shows the spec’s validation texts', async ({ page }) => {
    await signIn(page, 'developer');
    await page.goto('/dev/tenants');
    await page.getByRole('button', { name: 'Add Tenant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Tenant' });
    await dialog.getByRole('button', { name: 'Create Tenant' }).click();
    await expect(dialog.getByText('Tenant name is required')).toBeVisible();
    await expect(dialog.getByText('Tenant ID is required')).toBeVisible();
    await expect(dialog.getByText('Tenant password is required')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a developer opens a tenant, edits it and deletes it', async ({ page }) => {
    const suffix = uniqueSuffix();
    await signIn(page, 'developer');
    await page.goto('/dev/tenants');
    await page.getByRole('button', { name: 'Add Tenant' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Tenant' });
    await add.getByLabel('Tenant Name').fill(`Hilltop ${suffix}`);
    await add.getByLabel('Tenant ID').fill(`hilltop-${suffix}`);
    await add.getByLabel('Tenant Password', { exact: true }).fill('hilltop-pass');
    await add.getByRole('button', { name: 'Create Tenant' }).click();
    await expect(add).toBeHidden();

    await page
      .getByRole('row', { name: new RegExp(`Hilltop ${suffix}`) })
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(/\/dev\/tenants\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: `Hilltop ${suffix}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: /edit/i }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Tenant' });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('No changes to save')).toBeVisible();
    await edit.getByLabel('Tenant Name').fill(`Hilltop College ${suffix}`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('heading', { name: `Hilltop College ${suffix}` })).toBeVisible();

    await page.getByRole('button', { name: /delete/i }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Tenant' });
    await expect(confirm).toContainText(
      `Are you sure you want to delete "Hilltop College ${suffix}"? This will remove all data for this tenant.`,
    );
    await confirm.getByRole('button', { name: /delete/i }).click();
    await expect(page).toHaveURL(/\/dev\/tenants$/);
    await expect(page.getByRole('row', { name: new RegExp(`Hilltop College ${suffix}`) })).toHaveCount(0);
  });
});

test.describe('developer console: a centre’s PDF storage', () => {
  test('a developer sets a centre’s quota; its admin sees the usage and is told when the storage is full', async ({ page }) => {
    const suffix = uniqueSuffix();
    const adminId = `quota-${suffix}`;
    await signIn(page, 'developer');
    await page.goto('/dev/tenants');
    await page.getByRole('button', { name: 'Add Tenant' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Tenant' });
    await add.getByLabel('Tenant Name').fill(`Quota ${suffix}`);
    await add.getByLabel('Tenant ID').fill(adminId);
    await add.getByLabel('Tenant Password', { exact: true }).fill('quota-pass-1');
    await add.getByRole('button', { name: 'Create Tenant' }).click();
    await expect(add).toBeHidden();
    await page
      .getByRole('row', { name: new RegExp(`Quota ${suffix}`) })
      .getByRole('link')
      .click();
    const storage = page.getByRole('definition').filter({ hasText: ' used' });
    await expect(storage).toHaveText('0 bytes of 2 GB used');

    await page.getByRole('button', { name: /edit/i }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Tenant' });
    const quota = edit.getByLabel('PDF storage quota (MB)');
    await expect(quota).toHaveAttribute('placeholder', '2048');
    await expect(edit.getByText('Now 2 GB, of which 0 bytes is used. Leave blank to keep it.')).toBeVisible();
    await quota.fill('lots');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('Enter a PDF storage quota from 1 MB to 1 TB (1048576 MB).')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await quota.fill('1');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(storage).toHaveText('0 bytes of 1 MB used');

    await page.getByRole('button', { name: 'Logout' }).click();
    await signIn(page, adminId, 'quota-pass-1');
    await page.goto('/admin-portal');
    const usage = page.getByText(/^PDF storage: /);
    await expect(usage).toHaveText('PDF storage: 0 bytes of 1 MB used');
    const chooser = page.getByLabel('Choose a PDF');
    await chooser.setInputFiles({ name: 'First.pdf', mimeType: 'application/pdf', buffer: PDF_600_KB });
    await page.getByRole('button', { name: 'Upload & View PDF' }).click();
    await page.waitForURL((url) => url.pathname.includes('/pdf-viewer'));

    await page.goto('/admin-portal');
    await expect(usage).toHaveText('PDF storage: 600 KB of 1 MB used');
    await chooser.setInputFiles({ name: 'Second.pdf', mimeType: 'application/pdf', buffer: PDF_600_KB });
    await page.getByRole('button', { name: 'Upload & View PDF' }).click();
    await expect(
      page.getByText(
        "Your centre's PDF storage is full: 600 KB of 1 MB is used and this PDF needs 600 KB. Delete PDFs you no longer need, or ask the platform team for more space.",
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin-portal$/);
    await expect(usage).toHaveText('PDF storage: 600 KB of 1 MB used');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('developer console: profile', () => {
  test('a wrong current password is refused without signing the developer out', async ({ page }) => {
    await signIn(page, 'developer');
    await page.goto('/dev/profile');
    await expect(page.getByRole('heading', { name: 'Developer Profile' })).toBeVisible();
    await page.getByLabel('New Login ID').fill('someone-else');
    await page
      .getByRole('region', { name: /login id/i })
      .getByLabel('Current Password', { exact: true })
      .fill('wrong-password');
    await page.getByRole('button', { name: /update login id/i }).click();
    await expect(page.getByText('Current password is incorrect')).toBeVisible();
    await expect(page).toHaveURL(/\/dev\/profile$/);
    await expectNoSeriousA11yViolations(page);
  });
});
