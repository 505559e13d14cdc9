import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn, submitLogin } from './support/pages';

test.describe('sign-in and route guards', () => {
  test('the login screen is as specified and accessible', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'CDI Exam Login' })).toBeVisible();
    await expect(page.getByText(`Official CDI Exam Platform © ${new Date().getFullYear()}`)).toBeVisible();
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: /show password/i }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expectNoSeriousA11yViolations(page);
  });

  test('/ and unknown paths go to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-in user at / or an unknown path goes to their home, not the login form', async ({ browser, baseURL }) => {
    test.setTimeout(90_000); // three sign-ins, one per role
    const homes = [
      ['CAN0001', /\/student-dashboard$/],
      ['democentre', /\/admin-dashboard$/],
      ['developer', /\/developer-dashboard$/],
    ] as const;
    for (const [login, home] of homes) {
      const context = await browser.newContext({ baseURL });
      try {
        const page = await context.newPage();
        await signIn(page, login);
        await expect(page).toHaveURL(home);
        for (const path of ['/no/such/page', '/']) {
          await page.goto(path);
          await expect(page).toHaveURL(home);
          await expect(page.getByLabel('Login ID')).toHaveCount(0);
        }
      } finally {
        await context.close();
      }
    }
  });

  test('a wrong password shows the server’s error text and stays on /login', async ({ page }) => {
    await submitLogin(page, 'CAN0001', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid login ID or password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('submitting with an empty field sends nothing', async ({ page }) => {
    const loginIds: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/login')) loginIds.push(new URLSearchParams(r.postData() ?? '').get('candidate_id') ?? '');
    });
    await page.goto('/login');
    await page.getByLabel('Login ID').fill('   ');
    await page.getByLabel('Password', { exact: true }).fill('x');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    // Then a real attempt: the first request the page ever sends is this one, so the empty one sent none.
    await page.getByLabel('Login ID').fill('CAN0001');
    const sent = page.waitForRequest((r) => r.url().includes('/api/auth/login'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await sent;
    expect(loginIds).toEqual(['CAN0001']);
  });

  test('a candidate lands on the student dashboard and is refused the admin and developer areas', async ({ page }) => {
    await signIn(page, 'CAN0001');
    await expect(page).toHaveURL(/\/student-dashboard$/);
    await expect(page.getByText('CAN0001')).toBeVisible();
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: /good (morning|afternoon|evening)/i })).toHaveCount(0);
    await page.goto('/dev/tenants');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an admin is refused the developer area', async ({ page }) => {
    await signIn(page, 'democentre');
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await page.goto('/dev/tenants');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the session survives a reload and logout ends it', async ({ page }) => {
    await signIn(page, 'democentre');
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: /good (morning|afternoon|evening)/i })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});
