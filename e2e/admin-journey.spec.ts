import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn, uniqueSuffix } from './support/pages';

/**
 * A centre's morning before an exam, through the admin's screens only: enrol a class from a CSV, put it
 * in a group, build a test by hand and keep it as a template, give every member a test of their own,
 * and see a student find theirs; the activity log tells the story.
 */
const ADMIN = 'democentre';
const CLASS_SIZE = 5;

// A screen where the parts list and the slots are both in view: dragging does not scroll the page under the pointer.
test.use({ viewport: { width: 1920, height: 1080 } });

const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text }).first();
const nav = (page: Page, link: string) => page.getByRole('navigation', { name: 'Admin panel' }).getByRole('link', { name: link });

test('an admin enrols a class, groups it, builds a template, shuffles a test for each student, and a student finds theirs', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const suffix = uniqueSuffix();
  const surname = `Journey${suffix}`;
  const groupName = `Journey class ${suffix}`;
  const templateTitle = `Journey template ${suffix}`;
  await signIn(page, ADMIN);

  // 1. Five students from a CSV file, with their one-time credentials.
  await nav(page, 'Students').click();
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importer = page.getByRole('dialog', { name: 'Import Students' });
  const rows = Array.from({ length: CLASS_SIZE }, (_, i) => `Pupil${i},${surname},p${i}-${suffix}@example.org`);
  await importer.getByLabel('Choose a CSV or Excel file', { exact: true }).setInputFiles({
    name: 'class.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['first_name,last_name,email', ...rows].join('\n')),
  });
  await expect(importer.getByText(`${CLASS_SIZE} rows: ${CLASS_SIZE} ready, 0 with problems`)).toBeVisible();
  await importer.getByRole('button', { name: `Import ${CLASS_SIZE} Students` }).click();
  await expect(importer.getByText(`${CLASS_SIZE} students enrolled`)).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await importer.getByRole('button', { name: 'Download CSV' }).click();
  const credentials = (await readFile(await (await download).path(), 'utf8')).trim().split(/\r\n/).slice(1);
  expect(credentials).toHaveLength(CLASS_SIZE);
  const [candidateId, password, firstName] = credentials[0]!.split(',');
  await importer.getByRole('button', { name: 'Done' }).click();

  // 2. A new group with the whole class in it.
  await nav(page, 'Groups').click();
  await page.getByRole('button', { name: 'New Group' }).click();
  const create = page.getByRole('dialog', { name: 'Create Group' });
  await create.getByLabel('Group name').fill(groupName);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();
  const card = page.getByRole('article', { name: groupName });
  await card.getByRole('button', { name: 'Add students' }).click();
  const picker = page.getByRole('dialog', { name: `Add students to ${groupName}` });
  await picker.getByPlaceholder('Search students...').fill(surname);
  for (let i = 0; i < CLASS_SIZE; i += 1) {
    const name = `Pupil${i} ${surname}`;
    await picker.getByRole('button', { name: `Add ${name}` }).click();
    await expect(picker.getByText(name)).toBeHidden();
  }
  await picker.getByRole('button', { name: 'Done' }).click();
  await expect(card).toContainText(`${CLASS_SIZE} members`);
  await expectNoSeriousA11yViolations(page);

  // 3. A test by hand: one part dragged onto its slot, one chosen with the slot picker; kept as a template.
  await nav(page, 'Test Making/Shuffling').click();
  await page.getByRole('link', { name: /Manual Test Creation/ }).click();
  await page
    .locator('.part-chip')
    .filter({ hasText: 'Listening Part 1' })
    .first()
    .dragTo(page.locator('[data-slot="listening-1"]'));
  await expect(toast(page, 'Listening Part 1 added to test')).toBeVisible();
  await page.getByRole('button', { name: 'Writing Part 2: empty. Choose a part' }).click();
  const slotPicker = page.getByRole('dialog', { name: /Choose a part: Writing Part 2/ });
  await slotPicker.getByRole('button', { name: 'Writing', exact: true }).click();
  await slotPicker
    .getByRole('list', { name: 'Parts' })
    .getByRole('button', { name: /Writing Part 2/ })
    .first()
    .click();
  await expect(toast(page, 'Writing Part 2 added to test')).toBeVisible();
  await page.getByLabel('Test Title').fill(templateTitle);
  await page.getByRole('button', { name: 'Save as Template' }).click();
  await expect(toast(page, 'Test template saved successfully!')).toBeVisible();
  await expect(page.locator('.templates__item').filter({ hasText: templateTitle })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // 4. A test of their own for each member of the group, with the progress bar, assigned to each.
  await page.goto('/admin-dashboard/test-making/shuffle');
  await page.getByLabel('Group for per-student shuffle').selectOption({ label: `${groupName} (${CLASS_SIZE} members)` });
  await page.getByRole('button', { name: 'Shuffle for each member' }).click();
  const bar = page.getByRole('progressbar', { name: /Shuffling for each member/ });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
  await expect(page.getByText(`${CLASS_SIZE} tests created and assigned; 0 of them are missing parts.`)).toBeVisible({
    timeout: 20_000,
  });
  await expectNoSeriousA11yViolations(page);

  // 5. The activity log tells the morning's story.
  await nav(page, 'Activity Logs').click();
  const log = page.getByRole('table');
  // Each action the filter offers, and the sentence its entries read as.
  for (const [action, sentence] of [
    ['Enrolled students from a file', /Enrolled \d+ students from a file/],
    ['Created a group', /Created group /],
    ['Added a student to a group', /Added .+ to group /],
    ['Saved a template', /Saved template /],
    ['Assigned a test', /Assigned .+ to /],
  ] as const) {
    await page.getByLabel('Action').selectOption({ label: action });
    await expect(log.getByRole('row', { name: sentence }).first()).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  // 6. One of the students signs in with the sheet's password and finds their own test.
  await page.getByRole('button', { name: 'Logout' }).click();
  await signIn(page, candidateId!, password!);
  await expect(page).toHaveURL(/\/student-dashboard$/);
  const ownTest = page.getByRole('article', { name: `Shuffled Test for ${firstName} ${surname}` });
  await expect(ownTest).toBeVisible();
  await expect(ownTest.getByRole('link', { name: /Start Test/ })).toBeVisible();
});
