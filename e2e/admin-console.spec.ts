import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { newDemoCandidate, withDatabase } from './support/database';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, signIn, uniqueSuffix } from './support/pages';

const ADMIN = 'democentre';
const SESSION_KEY = 'cdi.session';

/** Puts the demo centre's settings back to the defaults, whatever a test left behind (other tests share the tenant). */
async function resetDemoSettings(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/auth/login', { form: { candidate_id: ADMIN, password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const reset = await request.post('/api/admin/settings/reset', { headers: { authorization: `Bearer ${token}` } });
  expect(reset.status()).toBe(200);
}

async function openSettings(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin panel' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/settings$/);
  await expect(page.getByRole('heading', { name: 'System Settings', level: 1 })).toBeVisible();
}

async function openLogs(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin panel' }).getByRole('link', { name: 'Activity Logs' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/logs$/);
}

/**
 * A sitting of Sample Test 1 for a new demo candidate, and the demo admin's release of its results in
 * the audit log, as the results screen writes it (releasing for real needs a marked sitting).
 */
async function seedReleasedResults(candidate: string): Promise<string> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ assignment_id: string }>(
      `WITH who AS (
           SELECT u.id AS user_id, u.tenant_id,
                  (SELECT id FROM users WHERE tenant_id = u.tenant_id AND login_id = $2) AS admin_id,
                  (SELECT id FROM tests WHERE tenant_id = u.tenant_id AND title = 'Sample Test 1' LIMIT 1) AS test_id
             FROM users u WHERE u.login_id = $1),
         assignment AS (
           INSERT INTO assignments (tenant_id, test_id, user_id) SELECT tenant_id, test_id, user_id FROM who RETURNING id),
         attempt AS (
           INSERT INTO attempts (tenant_id, assignment_id, user_id)
           SELECT who.tenant_id, assignment.id, who.user_id FROM who, assignment RETURNING id)
       INSERT INTO audit_log (tenant_id, actor_id, action, target_type, target_id, details)
       SELECT who.tenant_id, who.admin_id, 'results.release', 'attempt', attempt.id::text,
              jsonb_build_object('released', 1, 'attemptIds', jsonb_build_array(attempt.id))
         FROM who, attempt
       RETURNING (SELECT id FROM assignment) AS assignment_id`,
      [candidate, ADMIN],
    );
    return rows[0]!.assignment_id;
  });
}

/**
 * Takes the seeded assignment away again (its log entry stays): another assignment of the sample test
 * would stand beside the demo group's on the invigilation screens other tests read.
 */
async function removeSeededAssignment(assignmentId: string): Promise<void> {
  await withDatabase(async (client) => {
    await client.query('DELETE FROM attempts WHERE assignment_id = $1', [assignmentId]);
    await client.query('DELETE FROM assignments WHERE id = $1', [assignmentId]);
  });
}

/** Makes the browser's session look idle for `minutes`, then reloads the page. */
async function idleFor(page: Page, minutes: number): Promise<void> {
  await page.evaluate(
    ([key, ms]) => {
      const stored = JSON.parse(localStorage.getItem(key as string) ?? '{}') as { state: { session: { lastActivity: number } } };
      stored.state.session.lastActivity = Date.now() - (ms as number);
      localStorage.setItem(key as string, JSON.stringify(stored));
    },
    [SESSION_KEY, minutes * 60_000],
  );
  await page.reload();
}

test.describe('admin console: settings, activity logs and the session warning', () => {
  test.afterEach(async ({ request }) => {
    await resetDemoSettings(request);
  });

  test('a new system name shows in the layout, and the log shows the sign-in and the change', async ({ page }) => {
    const name = `Riverside Centre ${uniqueSuffix()}`;
    await signIn(page, ADMIN);
    await expect(page.getByRole('link', { name: /CDI Exam Platform/ })).toBeVisible();
    await openSettings(page);
    await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('All systems are running normally')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('System Name').fill(name);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();

    // The other tabs, by keyboard as the tab pattern has it.
    await page.getByRole('tab', { name: 'General' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Security' })).toBeFocused();
    await expect(page.getByLabel('Session Timeout')).toHaveValue('30');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByLabel('Data Retention')).toHaveValue('1y');
    await expect(page.getByText('Healthy')).toBeVisible();

    await openLogs(page);
    await expect(page.getByRole('heading', { name: 'Activity Logs', level: 1 })).toBeVisible();
    await page.getByLabel('Action').selectOption({ label: 'Changed settings' });
    await expect(page.getByRole('row', { name: new RegExp(`Changed settings.*${name}`) }).first()).toBeVisible();
    await page.getByLabel('Action').selectOption({ label: 'Signed in' });
    await page.getByLabel('Person').fill(ADMIN);
    await expect(page.getByRole('row', { name: /Signed in/ }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Person').fill(`nobody-${uniqueSuffix()}`);
    await expect(page.getByText('No activity recorded')).toBeVisible();

    // Reset to Default puts the product's name back in the layout.
    await openSettings(page);
    await page.getByRole('button', { name: 'Reset to Default' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Reset to Default' });
    await confirm.getByRole('button', { name: 'Reset to Default' }).click();
    await expect(page.getByText('Settings reset to default')).toBeVisible();
    await expect(page.getByRole('link', { name: /CDI Exam Platform/ })).toBeVisible();
  });

  test('the log downloads as CSV, and its dates follow the centre’s time zone', async ({ page }) => {
    await signIn(page, ADMIN);
    await openSettings(page);
    await page.getByLabel('Time Zone').selectOption({ label: 'PST (Los Angeles)' });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    await openLogs(page);
    const firstDate = page.getByRole('row').nth(1).locator('time');
    await expect(firstDate).toBeVisible();
    const iso = (await firstDate.getAttribute('datetime'))!;
    const expected = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/Los_Angeles',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(iso));
    await expect(firstDate).toHaveText(expected);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Logs' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^activity-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Actor,Login ID,Action,Action code,Summary,Target,Target type,Target ID,Details');
    expect(csv).toContain(`,${ADMIN},Signed in,auth.login,`);
    expect(csv).toContain(',Changed settings,settings.update,');
  });

  test('the log reads as sentences with names, filters by person and action, and the download keeps the codes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const candidate = await newDemoCandidate(`LOG-${uniqueSuffix()}`);
    const seeded = await seedReleasedResults(candidate);
    try {
      await signIn(page, ADMIN);

      // Settings offer the spec's four zones first, then every IANA zone: a centre in Cairo picks its own.
      await openSettings(page);
      const zones = page.getByLabel('Time Zone').locator('option');
      await expect(zones.nth(0)).toHaveText('UTC');
      await expect(zones.nth(1)).toHaveText('GMT (London)');
      await expect(zones.nth(2)).toHaveText('EST (New York)');
      await expect(zones.nth(3)).toHaveText('PST (Los Angeles)');
      expect(await zones.count()).toBeGreaterThan(300);
      await expect(zones.filter({ hasText: 'Asia/Tokyo' })).toHaveCount(1);
      await page.getByLabel('Time Zone').selectOption('Africa/Cairo');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Settings saved')).toBeVisible();

      await openLogs(page);
      const table = page.getByRole('table', { name: 'Activity log' });
      await expect(table.getByRole('row', { name: /Changed settings \(time zone\)/ }).first()).toBeVisible();
      await page.getByLabel('Action').selectOption({ label: 'Released results' });
      await page.getByLabel('Person').fill(ADMIN);
      const sentence = `Results released for Test ${candidate} (Sample Test 1)`;
      await expect(table.getByRole('cell', { name: sentence, exact: true }).first()).toBeVisible();
      // The machine's words stay out of the screen: no action codes, no ids, no JSON.
      const shown = await table.innerText();
      expect(shown).not.toContain('results.release');
      expect(shown).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
      expect(shown).not.toContain('{');
      await expectNoSeriousA11yViolations(page);

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download Logs' }).click();
      const csv = (await readFile((await (await downloading).path())!, 'utf8')).replace(/^\uFEFF/, '');
      const line = csv.split('\r\n').find((l) => l.includes(sentence))!;
      // ISO 8601 with Cairo's offset, the code beside the words.
      const cairo = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Cairo', timeZoneName: 'longOffset' })
        .formatToParts(new Date())
        .find((p) => p.type === 'timeZoneName')!
        .value.replace('GMT', '');
      expect(line).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\${cairo},`));
      expect(line).toContain(`,Released results,results.release,${sentence},`);
    } finally {
      await removeSeededAssignment(seeded);
    }
  });

  test('an idle admin is warned with a countdown and can extend the session or log out', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page.getByRole('heading', { name: /good (morning|afternoon|evening)/i })).toBeVisible();

    // 26 of the default 30 minutes idle: under 5 minutes left.
    await idleFor(page, 26);
    const warning = page.getByRole('alertdialog', { name: 'Session Expiring Soon' });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('timer')).toHaveText(/^0[34]:[0-5]\d$/);
    await expectNoSeriousA11yViolations(page);
    await warning.getByRole('button', { name: 'Extend Session' }).click();
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(/\/admin-dashboard$/);

    await idleFor(page, 27);
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Logout Now' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the dashboard’s cards and quick actions lead to working pages', async ({ page }) => {
    await signIn(page, ADMIN);
    const overview = page.getByRole('group', { name: 'Overview' });
    await expect(overview.getByText('Students')).toBeVisible();
    const students = Number(await overview.locator('dd').nth(0).textContent());
    expect(students).toBeGreaterThan(0);
    await expect(overview.locator('dd').nth(3)).toHaveText(String(Math.floor((students * 3) / 10)));
    await overview.getByRole('link', { name: /^Tests/ }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/tests$/);
    await page.getByRole('navigation', { name: 'Admin panel' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(overview.getByRole('link', { name: /^Students/ })).toHaveAttribute('href', '/admin-dashboard/students');
    await expect(overview.getByRole('link', { name: /^Groups/ })).toHaveAttribute('href', '/admin-dashboard/groups');
    for (const [name, path] of [
      ['Students', /\/admin-dashboard\/students$/],
      ['Groups', /\/admin-dashboard\/groups$/],
      ['Test Making', /\/admin-dashboard\/test-making$/],
    ] as const) {
      await page
        .getByRole('region', { name: 'Quick Actions' })
        .getByRole('link', { name: new RegExp(`^${name}`) })
        .click();
      await expect(page).toHaveURL(path);
      await page.getByRole('navigation', { name: 'Admin panel' }).getByRole('link', { name: 'Dashboard' }).click();
    }
  });
});
