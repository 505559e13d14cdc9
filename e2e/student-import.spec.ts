import { expect, type Page, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { withDatabase } from './support/database';
import { signIn, uniqueSuffix } from './support/pages';

/** The students a test enrolled leave the shared demo centre again. */
const removeStudents = (lastName: string) =>
  withDatabase((client) => client.query(`DELETE FROM users WHERE last_name = $1 AND role = 'test_taker'`, [lastName]));

async function openImport(page: Page) {
  await signIn(page, 'democentre');
  await page.goto('/admin-dashboard/students');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Students' });
  return { dialog, file: dialog.getByLabel('Choose a CSV or Excel file', { exact: true }) };
}

test.describe('student import from the web dialog', () => {
  test('a 5,000-row Windows file (semicolons, Windows-1252) previews and imports with progress', async ({ page }) => {
    // 5,000 rows through the browser: more than the default 30 s on a busy machine, still seconds on its own.
    test.setTimeout(90_000);
    const surname = `Fivek${uniqueSuffix()}`;
    try {
      const { dialog, file } = await openImport(page);
      const lines = [
        'first_name;last_name;email',
        ...Array.from({ length: 5000 }, (_, i) => `José${i};${surname};s${i}-${surname.toLowerCase()}@example.org`),
      ];
      // Windows-1252: é is one byte, 0xE9 (Latin-1 agrees for it).
      const bytes = Buffer.from(lines.join('\r\n'), 'latin1');
      await file.setInputFiles({ name: 'class.csv', mimeType: 'text/csv', buffer: bytes });
      await expect(dialog.getByText('5000 rows: 5000 ready, 0 with problems')).toBeVisible({ timeout: 15_000 });
      await expect(dialog.getByRole('row', { name: new RegExp(`José0 ${surname}`) })).toBeVisible();
      await expect(dialog.getByText('Showing 100 of 5,000 rows: every row with a problem first.')).toBeVisible();
      await dialog.getByRole('button', { name: 'Import 5000 Students' }).click();

      const progress = dialog.getByRole('progressbar', { name: 'Enrolling students…' });
      // The job takes a second or two now: the bar is seen, its intermediate figures are the api test's to check.
      await expect(progress).toBeVisible();
      await expect(dialog.getByText('5000 students enrolled')).toBeVisible({ timeout: 30_000 });
      await expect(dialog.getByText('Showing 200 of 5,000: the printed sheet and the CSV hold every student.')).toBeVisible();
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Download CSV' }).click();
      const sheet = await readFile(await (await download).path(), 'utf8');
      expect(sheet.trim().split(/\r\n/)).toHaveLength(5001);
      expect(sheet).toContain(`José4999,${surname}`);
    } finally {
      await removeStudents(surname);
    }
  });

  test('"Import N valid rows, skip M" enrols the good rows and hands out the skipped ones', async ({ page }) => {
    const sfx = uniqueSuffix();
    const surname = `Skip${sfx}`;
    try {
      const { dialog, file } = await openImport(page);
      const csv = [
        'first_name,last_name,email',
        `Ana,${surname},ana-${sfx}@example.org`,
        `Bo,${surname},bo-${sfx}@example.org`,
        `Ana,${surname},ANA-${sfx}@example.org`,
        `Cy,,cy-${sfx}@example.org`,
        `Di,${surname},di-${sfx}@example.org`,
      ].join('\n');
      await file.setInputFiles({ name: 'class.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await expect(dialog.getByText('5 rows: 3 ready, 2 with problems')).toBeVisible();
      await expect(dialog.getByRole('row', { name: /same e-mail as line 2/ })).toBeVisible();

      const before = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Download skipped rows' }).click();
      const listed = await readFile(await (await before).path(), 'utf8');
      expect(listed.charCodeAt(0)).toBe(0xfeff);
      expect(listed.slice(1).trim().split(/\r\n/)).toEqual([
        'line,first_name,last_name,email,candidate_id,reasons',
        `4,Ana,${surname},ana-${sfx}@example.org,,same e-mail as line 2`,
        `5,Cy,,cy-${sfx}@example.org,,Last name is missing`,
      ]);

      await dialog.getByRole('button', { name: 'Import 3 valid rows, skip 2' }).click();
      await expect(dialog.getByText('3 students enrolled')).toBeVisible({ timeout: 30_000 });
      await expect(dialog.getByText('2 rows skipped; download them to fix and import again.')).toBeVisible();
      const sheet = dialog.getByRole('table', { name: 'Login credentials' });
      await expect(sheet.getByRole('row')).toHaveCount(4);
      const after = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Download skipped rows' }).click();
      expect(await readFile(await (await after).path(), 'utf8')).toBe(listed);
    } finally {
      await removeStudents(surname);
    }
  });
});
