import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, signIn, uniqueSuffix } from './support/pages';

const FIXTURES = path.join(__dirname, '../apps/api/test/fixtures');

test.describe('exam parts', () => {
  test('a developer uploads a part, watches it ingest, finds it in the Test Manager, plays its audio and corrects its answer key', async ({
    page,
  }) => {
    const group = `E2E Upload ${uniqueSuffix()}`;
    await signIn(page, 'developer');
    await page.goto('/dev/tests');
    await expect(page.getByRole('button', { name: /Sample Test 1/ })).toBeVisible();

    await page.getByRole('button', { name: 'Upload Test Materials' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Test Materials' });
    await dialog.getByLabel('Tenant').selectOption({ label: 'Demo Centre (democentre)' });
    await dialog.getByLabel('Test Group').fill(group);
    await dialog.getByLabel('Section').selectOption('listening');
    await dialog.getByLabel('Part', { exact: true }).selectOption('2');
    await dialog.getByLabel('JSON file').setInputFiles(path.join(FIXTURES, 'listening-part-with-map.json'));
    await dialog.getByLabel('Audio file').setInputFiles(path.join(FIXTURES, 'listening-part.mp3'));
    await dialog.getByLabel('Images').setInputFiles(path.join(FIXTURES, 'town-map.png'));
    await dialog.getByLabel('Solution').setInputFiles(path.join(FIXTURES, 'listening-part-with-map.solution.json'));
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

    await expect(page.getByText('Exam part uploaded successfully!').first()).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeHidden();

    const groupToggle = page.getByRole('button', { name: new RegExp(group) });
    await expect(groupToggle).toBeVisible();
    await groupToggle.click();
    const title = `Listening Test ${group} Part 2`;
    await page.getByRole('link', { name: `View ${title}` }).click();
    await expect(page).toHaveURL(/\/dev\/exam\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('Completed').first()).toBeVisible();
    await expect(page.getByText('11-20 (10 questions)')).toBeVisible();

    await page.getByRole('button', { name: 'Play' }).click();
    const audio = page.locator('audio');
    await expect(audio).toBeVisible();
    const played = await audio.evaluate(async (element: HTMLAudioElement) => {
      element.muted = true;
      await element.play();
      await new Promise((resolve) => setTimeout(resolve, 1200));
      return { time: element.currentTime, duration: element.duration };
    });
    expect(played.time).toBeGreaterThan(0.3);
    expect(played.duration).toBeGreaterThan(3);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Audio File' })).toBeHidden();

    // A key correction: a key that does not fit is refused with its problems, a fitting one is saved.
    await page.getByRole('button', { name: 'Edit answer key' }).click();
    const keyDialog = page.getByRole('dialog', { name: 'Edit answer key' });
    const keyField = keyDialog.getByLabel('Answer key (JSON)');
    const key = JSON.parse(await keyField.inputValue()) as { answers: Record<string, { accept: string[] }> };
    expect(key.answers['11']).toEqual({ accept: ['A'] });
    await keyField.fill(JSON.stringify({ ...key, answers: { ...key.answers, '11': { accept: ['Z'] } } }, null, 2));
    await keyDialog.getByRole('button', { name: 'Save key' }).click();
    await expect(keyDialog.getByText('The key was not saved:')).toBeVisible();
    await expect(keyDialog).toContainText('"Z" is not one of the options');
    await expect(keyField).toHaveValue(/"Z"/);
    await expectNoSeriousA11yViolations(page);
    await keyField.fill(JSON.stringify({ ...key, answers: { ...key.answers, '11': { accept: ['C'] } } }, null, 2));
    await keyDialog.getByRole('button', { name: 'Save key' }).click();
    await expect(page.getByText('Answer key saved').first()).toBeVisible();
    await expect(
      page.getByText('Used by 0 test(s) with 0 marked section(s): centres re-mark them from their results page.'),
    ).toBeVisible();

    // Deleted again, the demo centre's bank is the sample test's parts, as the test-making tests expect.
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Exam Part' });
    await expect(confirm).toContainText(`Are you sure you want to delete "${title}"? This action cannot be undone.`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Exam part deleted successfully').first()).toBeVisible();
    await expect(page).toHaveURL(/\/dev\/tests$/);
    await expect(page.getByRole('button', { name: new RegExp(group) })).toHaveCount(0);
  });

  test('a failed upload lists its problems with their paths and keeps the dialog open', async ({ page }) => {
    await signIn(page, 'developer');
    await page.goto('/dev/tests');
    await page.getByRole('button', { name: 'Upload Test Materials' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Test Materials' });
    await dialog.getByLabel('Tenant').selectOption({ label: 'Demo Centre (democentre)' });
    await dialog.getByLabel('Test Group').fill(`E2E Broken ${uniqueSuffix()}`);
    await dialog.getByLabel('Section').selectOption('listening');
    await dialog.getByLabel('Part', { exact: true }).selectOption('2');
    await dialog.getByLabel('JSON file').setInputFiles(path.join(FIXTURES, 'listening-part-with-map.json'));
    await dialog.getByLabel('Audio file').setInputFiles(path.join(FIXTURES, 'listening-part.mp3'));
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog.getByText('Image "town-map.png" is referenced but was not uploaded with the part')).toBeVisible({
      timeout: 20_000,
    });
    await expect(dialog.getByText('questionGroups[0].image')).toBeVisible();
    await expect(dialog).toBeVisible();
    // The images step failed; the audio step before it passed.
    const steps = dialog.getByRole('list', { name: 'Processing stages' }).getByRole('listitem');
    await expect(steps).toHaveText([
      'Received (done)',
      'Validating content (done)',
      'Processing audio (done)',
      'Processing images (failed)',
      'Stored (not reached)',
    ]);
  });

  test('an invalid part names the step that failed, and a part without audio says so instead of ticking audio', async ({
    page,
    request,
  }) => {
    const group = `E2E Steps ${uniqueSuffix()}`;
    await signIn(page, 'developer');
    await page.goto('/dev/tests');
    const upload = async (json: string | { name: string; mimeType: string; buffer: Buffer }) => {
      await page.getByRole('button', { name: 'Upload Test Materials' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload Test Materials' });
      await dialog.getByLabel('Tenant').selectOption({ label: 'Demo Centre (democentre)' });
      await dialog.getByLabel('Test Group').fill(group);
      await dialog.getByLabel('Section').selectOption('reading');
      await dialog.getByLabel('Part', { exact: true }).selectOption('1');
      await dialog.getByLabel('JSON file').setInputFiles(json);
      await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
      return dialog;
    };

    // Valid JSON that is not a reading passage: validation fails, and nothing after it ran.
    const invalid = await upload({
      name: 'invalid.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"section":"reading"}'),
    });
    const steps = invalid.getByRole('list', { name: 'Processing stages' }).getByRole('listitem');
    await expect(steps).toHaveText(
      [
        'Received (done)',
        'Validating content (failed)',
        'Processing audio (not reached)',
        'Processing images (not reached)',
        'Stored (not reached)',
      ],
      { timeout: 20_000 },
    );
    await expectNoSeriousA11yViolations(page);
    await invalid.getByRole('button', { name: 'Close' }).last().click();

    const valid = await upload(path.join(FIXTURES, 'reading-passage.json'));
    const done = valid.getByRole('list', { name: 'Processing stages' }).getByRole('listitem');
    await expect(done).toHaveText(
      ['Received (done)', 'Validating content (done)', 'No audio (skipped)', 'No images (skipped)', 'Stored (done)'],
      { timeout: 20_000 },
    );

    // Deleted again, the demo centre's bank is the sample test's parts, as the test-making tests expect.
    const api = (route: string) => `${process.env.E2E_API_URL}/api${route}`;
    const login = await request.post(api('/auth/login'), { form: { candidate_id: 'developer', password: DEMO_PASSWORD } });
    const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const list = (await (await request.get(api('/developer/exams'), { headers })).json()) as {
      exams: { id: string; test_group: string }[];
    };
    const mine = list.exams.filter((exam) => exam.test_group === group);
    expect(mine).toHaveLength(2);
    for (const exam of mine) expect((await request.delete(api(`/developer/exams/${exam.id}`), { headers })).status()).toBe(200);
  });

  test('the centre’s admin sees its parts read-only', async ({ page }) => {
    await signIn(page, 'democentre');
    await page.goto('/admin-dashboard/tests');
    const sample = page.getByRole('button', { name: /Sample Test 1/ });
    await expect(sample).toBeVisible();
    await sample.click();
    // The developer who uploaded the parts belongs to no centre; the admin still sees who it was.
    const row = page.getByRole('row', { name: /Reading Test Sample Test 1 Part 1/ });
    await expect(row.getByRole('cell', { name: 'Platform Developer' })).toBeVisible();
    await page.getByRole('link', { name: /^View Reading Test Sample Test 1 Part 1/ }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/exam\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Reading Test Sample Test 1 Part 1' })).toBeVisible();
    await expect(page.getByText('Platform Developer')).toBeVisible();
    await expect(page.getByRole('button', { name: /delete/i })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
