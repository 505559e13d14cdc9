import { expect, test, type Page } from '@playwright/test';
import { newDemoStudents } from './support/admin-data';
import { createGroupSitting } from './support/database';
import { expectNoSeriousA11yViolations, signIn, uniqueSuffix } from './support/pages';

const ADMIN = 'democentre';

async function openGroups(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin panel' }).getByRole('link', { name: 'Groups' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/groups$/);
  await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
}

async function createGroup(page: Page, name: string, sizeLimit = ''): Promise<void> {
  await page.getByRole('button', { name: 'New Group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Group' });
  await dialog.getByLabel('Group name').fill(name);
  if (sizeLimit) await dialog.getByLabel('Size limit').fill(sizeLimit);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('groups', () => {
  test('an admin creates groups, adds students within the size limit, moves one, edits, removes and deletes', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const sfx = uniqueSuffix();
    const students = await newDemoStudents(`GRP${sfx.toUpperCase()}`, [
      ['Aziza', `Grouptest${sfx}`],
      ['Bekzod', `Grouptest${sfx}`],
      ['Dilnoza', `Grouptest${sfx}`],
    ]);
    const groupA = `E2E Morning ${sfx}`;
    const groupB = `E2E Evening ${sfx}`;

    await signIn(page, ADMIN);
    await openGroups(page);
    await expect(page.getByPlaceholder('Search groups...')).toBeVisible();

    await createGroup(page, groupA, '2');
    const cardA = page.getByRole('article', { name: groupA });
    await expect(cardA).toContainText('0 members / 2');
    await expect(cardA).toContainText('No members');

    // The same name again (any case) is refused with the spec's text.
    await page.getByRole('button', { name: 'New Group' }).click();
    const duplicate = page.getByRole('dialog', { name: 'Create Group' });
    await duplicate.getByLabel('Group name').fill(groupA.toUpperCase());
    await duplicate.getByRole('button', { name: 'Create' }).click();
    await expect(duplicate.getByText('Group with this name already exists for this tenant')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await duplicate.getByRole('button', { name: 'Cancel' }).click();

    await createGroup(page, groupB);
    const cardB = page.getByRole('article', { name: groupB });
    await expect(cardB).toContainText('0 members');
    await expect(cardB).not.toContainText(' / ');
    await expectNoSeriousA11yViolations(page);

    // Add two students to the group of two; the third is refused.
    await cardA.getByRole('button', { name: 'Add students' }).click();
    const picker = page.getByRole('dialog', { name: `Add students to ${groupA}` });
    await picker.getByPlaceholder('Search students...').fill(`grouptest${sfx}`);
    for (const student of students) await expect(picker.getByText(student.name)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await picker.getByRole('button', { name: `Add ${students[0]!.name}` }).click();
    await expect(picker.getByText(students[0]!.name)).toBeHidden();
    await picker.getByRole('button', { name: `Add ${students[1]!.name}` }).click();
    await expect(picker.getByText(students[1]!.name)).toBeHidden();
    await picker.getByRole('button', { name: `Add ${students[2]!.name}` }).click();
    await expect(picker.getByText('This group is full: its size limit is 2')).toBeVisible();
    await picker.getByRole('button', { name: 'Done' }).click();
    await expect(picker).toBeHidden();
    await expect(cardA.getByRole('button', { name: 'Add students' })).toBeFocused();
    await expect(cardA).toContainText('2 members / 2');
    await expect(cardA).toContainText(students[0]!.name);
    await expect(cardA).toContainText(students[1]!.name);

    // Adding a student to another group moves them there.
    await cardB.getByRole('button', { name: 'Add students' }).click();
    const pickerB = page.getByRole('dialog', { name: `Add students to ${groupB}` });
    await pickerB.getByPlaceholder('Search students...').fill(students[0]!.loginId);
    const item = pickerB.getByRole('listitem').filter({ hasText: students[0]!.name });
    await expect(item).toContainText(`In ${groupA}`);
    await item.getByRole('button', { name: `Add ${students[0]!.name}` }).click();
    await expect(pickerB.getByText('No available students')).toBeVisible();
    await pickerB.getByRole('button', { name: 'Done' }).click();
    await expect(cardB).toContainText('1 members');
    await expect(cardB).toContainText(students[0]!.name);
    await expect(cardA).toContainText('1 members / 2');
    await expect(cardA).not.toContainText(students[0]!.name);

    // The search box filters the cards by name.
    await page.getByPlaceholder('Search groups...').fill(`evening ${sfx}`);
    await expect(cardB).toBeVisible();
    await expect(cardA).toBeHidden();
    await page.getByPlaceholder('Search groups...').fill('');

    // Edit: rename and lift the limit.
    const renamed = `${groupA} renamed`;
    await cardA.getByRole('button', { name: `Edit ${groupA}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Group' });
    await expect(edit.getByLabel('Group name')).toHaveValue(groupA);
    await expect(edit.getByLabel('Size limit')).toHaveValue('2');
    await edit.getByLabel('Group name').fill(renamed);
    await edit.getByLabel('Size limit').fill('');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    const cardRenamed = page.getByRole('article', { name: renamed });
    await expect(cardRenamed).toContainText('1 members');
    await expect(cardRenamed).not.toContainText(' / ');

    // Remove the member of B (after a confirmation: B gives no tests), then B itself.
    await cardB.getByRole('button', { name: `Remove ${students[0]!.name} from the group` }).click();
    const removal = page.getByRole('alertdialog', { name: 'Remove from group' });
    await expect(removal).toContainText(`Remove ${students[0]!.name} from ${groupB}?`);
    await expect(removal).toContainText('The group has no tests assigned now, so they leave none.');
    await removal.getByRole('button', { name: 'Remove' }).click();
    await expect(removal).toBeHidden();
    await expect(cardB).toContainText('No members');
    await cardB.getByRole('button', { name: `Delete ${groupB}` }).click();
    const confirm = page.getByRole('alertdialog', { name: groupB });
    await expect(confirm).toContainText('Remove this group?');
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(cardB).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'Demo Group' })).toBeVisible();
  });

  test('removing a member asks first, naming them and the tests they leave with the group', async ({ page }) => {
    test.setTimeout(90_000);
    const sfx = uniqueSuffix();
    const title = `E2E Leaves ${sfx}`;
    const sitting = await createGroupSitting(2, title, `GRL${sfx.toUpperCase()}`);
    const [leaving, staying] = sitting.candidates as [{ name: string }, { name: string }];

    await signIn(page, ADMIN);
    await openGroups(page);
    await page.getByPlaceholder('Search groups...').fill(`${title} group`);
    const card = page.getByRole('article', { name: `${title} group` });
    await expect(card).toContainText('2 members');

    const removeButton = card.getByRole('button', { name: `Remove ${leaving.name} from the group` });
    await removeButton.click();
    const removal = page.getByRole('alertdialog', { name: 'Remove from group' });
    await expect(removal).toContainText(`Remove ${leaving.name} from ${title} group?`);
    await expect(removal.getByRole('list', { name: 'They will no longer have these tests, given to the group:' })).toHaveText(
      title,
    );
    await expectNoSeriousA11yViolations(page);
    // Cancelled, nobody leaves.
    await removal.getByRole('button', { name: 'Cancel' }).click();
    await expect(removal).toBeHidden();
    await expect(card).toContainText('2 members');

    await removeButton.click();
    await removal.getByRole('button', { name: 'Remove' }).click();
    await expect(removal).toBeHidden();
    await expect(page.getByText(`${leaving.name} removed from ${title} group`)).toBeVisible();
    await expect(card).toContainText('1 members');
    await expect(card).toContainText(staying.name);
    await expect(card).not.toContainText(leaving.name);
  });
});
