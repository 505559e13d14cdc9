import { expect, test } from '@playwright/test';
import { withDatabase } from './support/database';
import { expectNoSeriousA11yViolations, signIn } from './support/pages';

async function count(sql: string): Promise<number> {
  return withDatabase(async (client) => Number((await client.query<{ n: string }>(sql)).rows[0]!.n));
}

test.describe('developer console: system statistics', () => {
  test('the stats page shows measured figures, the status strip and not-applicable plans', async ({ page }) => {
    await signIn(page, 'developer');
    await expect(page).toHaveURL(/\/developer-dashboard$/);
    await page.getByRole('navigation').getByRole('link', { name: 'System Stats' }).first().click();
    await expect(page).toHaveURL(/\/dev\/stats$/);
    await expect(page.getByRole('heading', { name: 'System Statistics' })).toBeVisible();

    // Cards: the values are the platform's (the demo data has parts, users and a tenant).
    const overview = page.getByRole('group', { name: 'Overview' });
    const totalExams = overview.locator('.stats-card', { hasText: 'Total Exams' }).locator('.stat-tile__value');
    await expect(totalExams).toHaveText(/^\d+(\.\d)?[KM]?$/);
    const shownExams = Number(await totalExams.textContent());
    const exams = await count('SELECT count(*) AS n FROM exam_parts');
    expect(shownExams).toBeGreaterThan(0);
    // Other browser tests upload and delete parts meanwhile: the figure is the database's give or take a few.
    expect(Math.abs(shownExams - exams)).toBeLessThanOrEqual(5);
    await expect(overview.getByText(/\d+\.\d% completion rate/)).toBeVisible();
    await expect(overview.getByText(/\d+\.\d% active rate/)).toHaveCount(2);
    await expect(overview.getByText(/in the last hour/)).toBeVisible();

    // Panels.
    const breakdown = page.getByRole('region', { name: 'Exam Breakdown' });
    await expect(breakdown.getByText('Listening')).toBeVisible();
    await expect(breakdown.getByText('Failed')).toBeVisible();
    const tenants = page.getByRole('region', { name: 'Tenant Statistics' });
    for (const plan of ['Free Plan', 'Pro Plan', 'Enterprise Plan']) {
      await expect(tenants.locator('.stats-facts__row', { hasText: plan })).toContainText('Not applicable');
    }
    const storage = page.getByRole('region', { name: 'Storage & Processing' });
    await expect(storage.locator('.stats-facts__row', { hasText: 'AI Processed' })).toContainText('Not applicable');
    await expect(storage.locator('.stats-facts__row', { hasText: 'Avg Response Time' })).toContainText(/\d+(\.\d)?K? ms/);
    await expect(storage.locator('.stats-facts__row', { hasText: 'Uptime' })).toContainText(/\d+\.\d%/);
    const performance = page.getByRole('region', { name: 'System Performance' });
    await expect(performance.getByRole('progressbar', { name: 'CPU Usage' })).toHaveAttribute('aria-valuetext', /^\d+\.\d%$/);
    await expect(performance.getByRole('progressbar', { name: 'Memory Usage' })).toBeVisible();
    await expect(performance.getByRole('progressbar', { name: 'Disk Usage' })).toBeVisible();

    // Status strip, from the polled health check.
    const strip = page.getByRole('region', { name: 'System Status' });
    await expect(strip.locator('[data-state]', { hasText: 'API Services' })).toHaveAttribute('data-state', 'healthy');
    await expect(strip.locator('[data-state]', { hasText: 'Database' })).toHaveAttribute('data-state', 'healthy');
    await expect(strip.locator('[data-state]', { hasText: 'Network' })).toHaveAttribute('data-state', 'healthy');
    await expect(strip.locator('[data-state]', { hasText: 'AI Processing' })).toContainText('Not applicable');

    await expectNoSeriousA11yViolations(page);
  });

  test('the dashboard and the tenants list show real tenant figures', async ({ page }) => {
    await signIn(page, 'developer');
    const figures = page.getByRole('group', { name: 'Platform figures' });
    for (const label of ['Tenants', 'Students', 'Tests', 'Exam Parts', 'Sittings in Progress']) {
      await expect(figures.getByText(label, { exact: true })).toBeVisible();
    }
    const parts = figures.locator('.stat-tile', { hasText: 'Exam Parts' }).locator('.stat-tile__value');
    await expect(parts).toHaveText(/^\d+$/);
    expect(Number(await parts.textContent())).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/dev/tenants');
    await expect(page.getByRole('columnheader', { name: /Exam Parts/ })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Sittings Now/ })).toBeVisible();
    const demo = page.getByRole('row', { name: /Demo Centre/ }).first();
    const examPartsColumn = 4; // Tenant Name, Tenant ID, Tests, Students, Exam Parts, Sittings Now, ...
    const shown = Number(await demo.getByRole('cell').nth(examPartsColumn).textContent());
    const demoParts = await count(
      `SELECT count(*) AS n FROM exam_parts p JOIN tenants t ON t.id = p.tenant_id WHERE t.name = 'Demo Centre'`,
    );
    // Upload tests add and remove a part of the demo tenant meanwhile.
    expect(Math.abs(shown - demoParts)).toBeLessThanOrEqual(3);
    expect(shown).toBeGreaterThan(0);
  });

  test('the error and empty views say what the spec says', async ({ page }) => {
    await signIn(page, 'developer');
    await page.route('**/api/developer/system-stats', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/dev/stats');
    await expect(page.getByRole('heading', { name: 'Failed to load system stats' })).toBeVisible();
    await expect(page.getByText('Failed to fetch system stats')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.unroute('**/api/developer/system-stats');
    await page.route('**/api/developer/system-stats', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true }) }),
    );
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('No system data available')).toBeVisible();
    await expect(page.getByText('System statistics are not available at the moment.')).toBeVisible();
  });
});
