import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-pass-2026';

/** Fills and submits the login screen, as a person would; does not wait for the outcome. */
export async function submitLogin(page: Page, loginId: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Login ID').fill(loginId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in and waits until the app has moved on to the role's home. */
export async function signIn(page: Page, loginId: string, password = DEMO_PASSWORD): Promise<void> {
  await submitLogin(page, loginId, password);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** Fails on any serious or critical accessibility violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

export function uniqueSuffix(): string {
  return Math.random().toString(36).slice(2, 8);
}

/**
 * From the dashboard: open the sample test, accept the listening rules, pass the sound check and begin;
 * ends on the listening screen.
 */
export async function beginListening(page: Page, testTitle = 'Sample Test 1'): Promise<void> {
  await page
    .getByRole('article', { name: testTitle })
    .getByRole('link', { name: /Start Test|Continue Test/ })
    .click();
  await expect(page).toHaveURL(/\/listening-rules\?testId=/);
  const begin = page.getByRole('button', { name: 'Begin Listening Test' });
  await expect(begin).toBeDisabled();
  await page.getByRole('checkbox', { name: /I have read and understood/ }).check();
  await begin.click();
  await passSoundCheck(page);
  await expect(page).toHaveURL(/\/sessions\/listening/);
}

/** The sound check between the listening rules and the section: play the tone, then confirm it was heard. */
export async function passSoundCheck(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sound check', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Play sound' }).click();
  await page.getByRole('button', { name: 'I can hear the sound' }).click();
}
